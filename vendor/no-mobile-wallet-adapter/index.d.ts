import { BaseWalletAdapter, type WalletName, type WalletReadyState } from '@solana/wallet-adapter-base';

export declare const SolanaMobileWalletAdapterWalletName: WalletName<'Mobile Wallet Adapter'>;
export declare class SolanaMobileWalletAdapter extends BaseWalletAdapter {
  constructor(config?: unknown);
  name: WalletName<'Mobile Wallet Adapter'>;
  url: string;
  icon: string;
  supportedTransactionVersions: null;
  get publicKey(): null;
  get connecting(): boolean;
  get readyState(): WalletReadyState;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  sendTransaction(): Promise<never>;
}
export declare const createDefaultAddressSelector: () => { select(addresses: readonly string[]): Promise<string | undefined> };
export declare const createDefaultAuthorizationResultCache: () => { clear(): Promise<undefined>; get(): Promise<undefined>; set(): Promise<undefined> };
export declare const createDefaultWalletNotFoundHandler: () => () => Promise<undefined>;
