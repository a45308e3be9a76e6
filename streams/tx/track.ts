import type { Observable } from 'rxjs';
import { EMPTY, concat, defer, merge, of, takeWhile, tap } from 'rxjs';
import { TX_CONFIRM_POLL_MS } from '../core/timing';
import { toBase64 } from '../solana/codec';
import { broadcastTransaction } from './broadcast';
import { confirmTransaction } from './confirm';
import type { PendingStore } from './pendingStore';
import { type TransactionEngineDeps, type TxState, type BroadcastMode, isFinal } from './types';
import { inspectWire } from './wire';

export interface TrackTarget {
  readonly signature: string;
  /** The signed bytes. */
  readonly wire: Uint8Array;
  readonly lastValidBlockHeight: number;
  readonly label: string;
  readonly mode: BroadcastMode;
  /** Picked up from storage after a reload: reconcile first, resend on schedule, never send now. */
  readonly resumed: boolean;
  /** The fee payer, stored with the record. */
  readonly owner?: string;
}

/**
 * From signed bytes to a final state: persisted before the first send, broadcast and resent
 * while the confirmation race runs, removed from storage once final. Unsubscribing stops the
 * work but keeps the pending record, so resume() can finish the job after a reload.
 */
export const trackTransaction = (deps: TransactionEngineDeps, store: PendingStore, target: TrackTarget): Observable<TxState> =>
  defer(() => {
    const { signature, label, lastValidBlockHeight, resumed } = target;
    const wireBase64 = toBase64(target.wire);
    const programIdAt = inspectWire(target.wire)?.programIdAt;
    const errorContext = { txid: signature, transactionBase64: wireBase64, ...(programIdAt ? { programIdAt } : {}) };
    if (!resumed) store.add({ signature, wire: wireBase64, lastValidBlockHeight, label, mode: target.mode, ...(target.owner ? { owner: target.owner } : {}) });

    const broadcast$ = broadcastTransaction(deps, { signature, label, wireBase64, mode: target.mode, resumed, errorContext });
    const outcome$ = confirmTransaction(deps, {
      signature,
      label,
      lastValidBlockHeight,
      firstPollMs: resumed ? 0 : TX_CONFIRM_POLL_MS,
      errorContext,
    });
    const opening$: Observable<TxState> = resumed ? of({ status: 'confirming', label, signature }) : EMPTY;
    return concat(opening$, merge(broadcast$, outcome$)).pipe(
      takeWhile((state) => !isFinal(state), true),
      tap((state) => isFinal(state) && store.remove(signature)),
    );
  });
