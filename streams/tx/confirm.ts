import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, exhaustMap, forkJoin, map, merge, of, switchMap, take, timeout, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import type { SignatureStatus, SolanaRpc, SolanaSubscriptions } from '../solana/ports';
import { TX_CONFIRM_POLL_MS } from '../core/timing';
import { EXPIRED_ERROR_NAME, type ErrorContext, expiredError, mapTransactionError } from './errors';
import type { FinalTxState } from './types';

export interface ConfirmDeps {
  readonly rpc: SolanaRpc;
  readonly subscriptions: SolanaSubscriptions;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

export interface ConfirmTarget {
  readonly signature: string;
  readonly label: string;
  readonly lastValidBlockHeight: number;
  /** When the first poll runs: T30 after a fresh send, 0 when resuming (reconcile first). */
  readonly firstPollMs: number;
  readonly errorContext: ErrorContext;
}

const landedAt = (status: SignatureStatus | null | undefined): status is SignatureStatus =>
  status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';

/**
 * The outcome of a sent transaction (reliability T5): the signature subscription and a status
 * poll every T30 race; the first answer wins. Confirmed with err null is success, with an err it
 * failed on chain. The poll also reads the confirmed block height: once it is past
 * lastValidBlockHeight the blockhash can no longer land, and one last status search over the
 * whole history decides between landed and expired. Socket and poll failures are logged and
 * ridden out: the next poll tries again.
 */
export const confirmTransaction = ({ rpc, subscriptions, scheduler, logger }: ConfirmDeps, target: ConfirmTarget): Observable<FinalTxState> => {
  const { signature, label, lastValidBlockHeight, errorContext } = target;

  const outcome = (err: unknown, slot: number): FinalTxState =>
    err === null || err === undefined
      ? { status: 'confirmed', label, signature, slot }
      : { status: 'failed', label, signature, error: mapTransactionError(err, errorContext) };

  const settled = (status: SignatureStatus | null | undefined) => (landedAt(status) ? outcome(status.err, status.slot) : undefined);

  const viaSocket$ = subscriptions.signature(signature, 'confirmed').pipe(
    take(1),
    map(({ err, slot }) => outcome(err, slot)),
    catchError((error: unknown) => {
      logger.debug('Signature subscription failed; the status poll carries on', { signature, error: String(error) });
      return EMPTY;
    }),
  );

  /** After expiry: landed (maybe still on its way to confirmed: keep polling) or gone. */
  const lastCheck$ = rpc.getSignatureStatuses([signature], { searchTransactionHistory: true }).pipe(
    take(1),
    switchMap(([status]) => {
      const final = settled(status);
      if (final) return of(final);
      if (status) return EMPTY;
      // In web3.js's words, which support and the logs search for.
      logger.warn(`${EXPIRED_ERROR_NAME}: Signature ${signature} has expired: block height exceeded.`, { label });
      return of<FinalTxState>({ status: 'expired', label, signature, error: expiredError(errorContext) });
    }),
  );

  const poll$ = forkJoin([
    rpc.getSignatureStatuses([signature], { searchTransactionHistory: false }).pipe(take(1)),
    rpc.getBlockHeight('confirmed').pipe(take(1)),
  ]).pipe(
    // A poll that has not answered when the next is due is dropped: one hung status request
    // never stops the poll from deciding on schedule.
    timeout({ first: TX_CONFIRM_POLL_MS, scheduler }),
    switchMap(([[status], height]) => {
      const final = settled(status);
      if (final) return of(final);
      return height > lastValidBlockHeight ? lastCheck$ : EMPTY;
    }),
    catchError((error: unknown) => {
      logger.warn('Confirmation poll failed; polling again', { signature, error: error instanceof Error ? error.message : String(error) });
      return EMPTY;
    }),
  );

  // exhaustMap: a slow RPC never stacks polls on top of each other (and the timeout above ends
  // each poll before the next tick).
  const viaPoll$ = timer(target.firstPollMs, TX_CONFIRM_POLL_MS, scheduler).pipe(exhaustMap(() => poll$));

  return merge(viaSocket$, viaPoll$).pipe(take(1));
};
