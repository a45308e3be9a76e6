import type { Observable } from 'rxjs';
import { BehaviorSubject, EMPTY, distinctUntilChanged, filter, from, map, mergeMap, tap } from 'rxjs';
import type { Toasts } from '../shell/toasts';
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
  /** Holdings and portfolio of the owner, refetched when a resumed transaction lands. */
  readonly refresh: (owner: string) => void;
}

/**
 * Reload recovery (reliability T6): when a wallet connects, the transactions it left in flight
 * before a reload are picked up from storage and followed to their end, with their same signed
 * bytes (resent until their last valid block height, never signed again). Each one shows as
 * 'Confirming transaction…' with its explorer link, then as confirmed, failed or expired.
 * `pending$` counts those still open, so the write path can hold new ones until they end.
 */
export const createTxRecovery = ({ engine, gate, walletState$, toasts, explorerTx, refresh }: TxRecoveryDeps) => {
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
            const id = `resumed-${signature}`;
            const link = { label: 'View transaction', href: explorerTx(signature) };
            pending.next(pending.value + 1);
            toasts.show({ id, scope: 'transaction', variant: 'loading', title: 'Confirming transaction…', description: label, link });
            return (gate ? gate.hold(state$) : state$).pipe(
              filter(isFinal),
              tap((state) => {
                pending.next(pending.value - 1);
                following.delete(signature);
                if (state.status === 'confirmed') {
                  toasts.show({ id, scope: 'transaction', variant: 'success', title: 'Transaction Confirmed', description: label, link });
                  refresh(owner);
                } else {
                  toasts.show({ id, scope: 'transaction', variant: 'error', title: state.status === 'expired' ? 'Transaction Expired' : 'Transaction Failed', description: state.error.message, link });
                }
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
