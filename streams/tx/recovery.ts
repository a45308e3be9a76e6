import type { Observable } from 'rxjs';
import { BehaviorSubject, EMPTY, distinctUntilChanged, filter, from, map, mergeMap, tap } from 'rxjs';
import type { Toasts } from '../shell/toasts';
import { createCommandToastWriter, standardToastCopy } from './commandToasts';
import type { WalletState } from '../wallet/walletSession';
import type { TransactionEngine } from './engine';
import type { TxGate } from './gate';
import { isFinal } from './types';

export interface TxRecoveryDeps {
  readonly engine: Pick<TransactionEngine, 'resume'> & Partial<Pick<TransactionEngine, 'pruneExpired'>>;
  /** Resumed transactions keep it closed: no new write starts until they end. */
  readonly gate?: TxGate;
  readonly walletState$: Observable<WalletState>;
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  /** Where a failed one's 'Get Help' leads. */
  readonly helpUrl: string;
  /** Holdings and portfolio of the owner, refetched when a resumed transaction lands. */
  readonly refresh: (owner: string) => void;
}

/**
 * Reload recovery (reliability T6): when a wallet connects, the transactions it left in flight
 * before a reload are picked up from storage and followed to their end, with their same signed
 * bytes (resent until their last valid block height, never signed again). Each one's toast
 * comes from the command's writer with the plain wording of a write ('Confirming Transaction'
 * with its explorer link, then 'Transaction Confirmed' or 'Transaction Failed').
 * `pending$` counts those still open, so the write path can hold new ones until they end.
 */
export const createTxRecovery = ({ engine, gate, walletState$, toasts, explorerTx, helpUrl, refresh }: TxRecoveryDeps) => {
  const pending = new BehaviorSubject(0);
  /** Signatures followed already: reconnecting the same wallet must not follow them twice. */
  const following = new Set<string>();
  const subscription = walletState$
    .pipe(
      map((state) => (state.status === 'connected' ? state.publicKey : undefined)),
      distinctUntilChanged(),
      filter((owner): owner is string => owner !== undefined),
      // Other wallets' records that can no longer land are forgotten (records are per network already).
      tap((owner) => engine.pruneExpired?.(owner).subscribe()),
      mergeMap((owner) =>
        from(engine.resume(owner).filter(({ signature }) => !following.has(signature))).pipe(
          mergeMap(({ signature, label, state$ }) => {
            following.add(signature);
            const writeToast = createCommandToastWriter({ toasts, explorerTx, helpUrl }, `resumed-${signature}`, standardToastCopy(label));
            pending.next(pending.value + 1);
            return (gate ? gate.hold(state$) : state$).pipe(
              tap((state) => writeToast(state)),
              filter(isFinal),
              tap((state) => {
                pending.next(pending.value - 1);
                following.delete(signature);
                if (state.status === 'confirmed') refresh(owner);
              }),
              mergeMap(() => EMPTY),
            );
          }),
        ),
      ),
    )
    .subscribe();
  return {
    /** Transactions from before the reload still in flight. */
    pending$: pending.pipe(distinctUntilChanged()) as Observable<number>,
    dispose: () => subscription.unsubscribe(),
  };
};
