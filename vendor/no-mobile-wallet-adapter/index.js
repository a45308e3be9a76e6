/**
 * The names @solana/wallet-adapter-react imports from the mobile wallet adapter, without it.
 * WalletProvider builds a SolanaMobileWalletAdapter only in a mobile browser; this one reports
 * itself Unsupported (the Connect panel never offers it) and refuses to connect.
 */
import { BaseWalletAdapter, WalletNotReadyError, WalletReadyState } from '@solana/wallet-adapter-base';

export const SolanaMobileWalletAdapterWalletName = 'Mobile Wallet Adapter';

export class SolanaMobileWalletAdapter extends BaseWalletAdapter {
  name = SolanaMobileWalletAdapterWalletName;
  url = 'https://solanamobile.com/wallets';
  icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';
  supportedTransactionVersions = null;

  get publicKey() {
    return null;
  }

  get connecting() {
    return false;
  }

  get readyState() {
    return WalletReadyState.Unsupported;
  }

  async connect() {
    throw new WalletNotReadyError('The mobile wallet adapter is not part of this app');
  }

  async disconnect() {}

  async sendTransaction() {
    throw new WalletNotReadyError('The mobile wallet adapter is not part of this app');
  }
}

export const createDefaultAddressSelector = () => ({ select: async (addresses) => addresses[0] });

export const createDefaultAuthorizationResultCache = () => ({
  clear: async () => undefined,
  get: async () => undefined,
  set: async () => undefined,
});

export const createDefaultWalletNotFoundHandler = () => async () => undefined;
