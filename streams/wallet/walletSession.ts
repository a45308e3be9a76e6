import type { Observable } from 'rxjs';
import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import type { TransactionSigner } from '../solana/ports';

export type WalletKind = 'quick' | 'adapter';

export type WalletState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting'; readonly walletName: string }
  | {
      readonly status: 'connected';
      readonly walletName: string;
      readonly walletIcon: string | undefined;
      readonly publicKey: string;
      readonly kind: WalletKind;
      /** Quick accounts sign without prompts (spec 001 §6). */
      readonly autoSigns: boolean;
      /** Ledger-named wallets expose no message signing (spec 001 §6). */
      readonly canSignMessage: boolean;
    };

const sameState = (a: WalletState, b: WalletState) =>
  a.status === b.status &&
  (a.status !== 'connecting' || a.walletName === (b as typeof a).walletName) &&
  (a.status !== 'connected' || (a.publicKey === (b as typeof a).publicKey && a.walletName === (b as typeof a).walletName));

/** Ledger-named wallets never sign messages, whatever they claim. */
export const canSignMessages = (walletName: string, claims: boolean) => claims && !/ledger/i.test(walletName);

/**
 * The wallet as a stream (spec 001 §4 Wallet): disconnected, connecting, connected. The wallet
 * adapters live in React (wallet-adapter-react); a small bridge reports their state here, and
 * the signer of the connected wallet, so streams (transactions) never touch React.
 */
export const createWalletSession = () => {
  const state = new BehaviorSubject<WalletState>({ status: 'disconnected' });
  const signer = new BehaviorSubject<TransactionSigner | undefined>(undefined);
  return {
    state$: state.pipe(distinctUntilChanged(sameState)) as Observable<WalletState>,
    /** The connected address, or undefined. */
    address$: state.pipe(
      map((current) => (current.status === 'connected' ? current.publicKey : undefined)),
      distinctUntilChanged(),
    ),
    signer$: signer.asObservable(),
    current: () => state.value,
    currentSigner: () => signer.value,
    report: (next: WalletState, nextSigner?: TransactionSigner) => {
      signer.next(next.status === 'connected' ? nextSigner : undefined);
      state.next(next);
    },
  };
};

export type WalletSession = ReturnType<typeof createWalletSession>;
