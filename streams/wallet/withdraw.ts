import type { Observable } from 'rxjs';
import { EMPTY, shareReplay, switchMap, take, tap } from 'rxjs';
import type { Toasts } from '../shell/toasts';
import type { TransactionSigner } from '../solana/ports';
import type { TransactionEngine } from '../tx/engine';
import type { TxState } from '../tx/types';
import type { BlockhashWithExpiry } from '../solana/ports';
import type { TransferPlan } from './transfer';

/** Builds a transfer on a fresh blockhash (transfer.ts: web3.js, loaded with the first transfer). */
export type TransferBuilder = (plan: TransferPlan) => (blockhash: BlockhashWithExpiry) => Uint8Array;
import { TX_BUSY_MESSAGE, type TxGate, createTxGate } from '../tx/gate';
import { signatureToastText } from '../tx/signatureToast';

export interface WithdrawRequest {
  readonly plan: TransferPlan;
  readonly signer: TransactionSigner;
  /** For the toasts: '1.5' and 'SOL'. */
  readonly amountText: string;
  readonly symbol: string;
}

export interface WithdrawDeps {
  readonly engine: TransactionEngine;
  /** One write at a time across the app; a transfer while another transaction runs is refused. */
  readonly gate?: TxGate;
  /** The transfer builder; the app loads it on first use, tests pass `of(buildTransfer)`. */
  readonly transferBuilder$: Observable<TransferBuilder>;
  readonly toasts: Toasts;
  /** The explorer page of a transaction, for the success toast's link. */
  readonly explorerTx: (signature: string) => string;
  /** Holdings and portfolio of the sender, refetched after a landed transfer. */
  readonly refresh: (address: string) => void;
}

/**
 * Withdraw Tokens (spec 000 §4 Wallet actions): a SOL or SPL transfer through the transaction
 * engine, with one toast that goes Transferring → 'Transferred {amount} {symbol}' or 'Transfer
 * failed'. On success the sender's holdings and portfolio are refetched.
 */
export const createWithdraw = ({ engine, gate = createTxGate(), transferBuilder$, toasts, explorerTx, refresh }: WithdrawDeps) => {
  let counter = 0;
  return {
    /**
     * Starts the transfer at once and keeps it running whoever watches: closing the drawer
     * must not stop a transaction in flight. The result replays its latest state.
     */
    withdraw: (request: WithdrawRequest): Observable<TxState> => {
      if (request.signer.publicKey !== request.plan.from) return EMPTY;
      // One toast per transfer, replaced in place as the transaction moves on.
      const id = `withdraw-${++counter}`;
      const what = `${request.amountText} ${request.symbol}`;
      if (gate.isBusy()) {
        toasts.show({ id, scope: 'transaction', variant: 'error', title: 'Transfer failed', description: TX_BUSY_MESSAGE });
        return EMPTY;
      }
      const state$ = transferBuilder$.pipe(
        take(1),
        switchMap((buildTransfer) => engine.execute({ kind: 'build', build: buildTransfer(request.plan), signer: request.signer, label: `Transfer ${what}` })),
        tap((state) => {
          switch (state.status) {
            case 'preparing':
            case 'sending':
              toasts.show({ id, scope: 'transaction', variant: 'loading', title: 'Transferring', description: what });
              break;
            case 'awaiting-signature':
              toasts.show({
                id,
                scope: 'transaction',
                variant: 'loading-signature',
                ...signatureToastText(state.autoSigns),
              });
              break;
            case 'confirmed':
              toasts.show({ id, scope: 'transaction', variant: 'success', title: `Transferred ${what}`, link: { label: 'View transaction', href: explorerTx(state.signature) } });
              refresh(request.plan.from);
              break;
            case 'failed':
            case 'expired':
              toasts.show({ id, scope: 'transaction', variant: 'error', title: 'Transfer failed', description: state.error.message });
              break;
            default:
              break;
          }
        }),
        (work$) => gate.hold(work$),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      state$.subscribe({ error: () => toasts.show({ id, scope: 'transaction', variant: 'error', title: 'Transfer failed' }) });
      return state$;
    },
  };
};

export type Withdraw = ReturnType<typeof createWithdraw>;
