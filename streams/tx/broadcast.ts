import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, concat, defer, filter, finalize, mergeMap, of, switchMap, take, takeWhile, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import { BUNDLE_ATTEMPTS, BUNDLE_ATTEMPT_INTERVAL_MS, TX_RESENDS_IN_FLIGHT, TX_RESEND_INTERVAL_MS } from '../core/timing';
import type { SolanaRpc } from '../solana/ports';
import { RpcError } from '../solana/rpcError';
import { type ErrorContext, mapRpcFailure } from './errors';
import type { BroadcastMode, BundleSender, TxState } from './types';

export interface BroadcastDeps {
  readonly rpc: SolanaRpc;
  readonly bundles?: BundleSender;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

export interface BroadcastTarget {
  readonly signature: string;
  readonly label: string;
  /** The signed bytes: the same ones on every attempt, never re-signed (reliability T3, T4). */
  readonly wireBase64: string;
  readonly mode: BroadcastMode;
  /** Sent before a reload: no send now, the first resend waits its interval. */
  readonly resumed: boolean;
  readonly errorContext: ErrorContext;
}

const STOP = Symbol('landed');

/**
 * Puts the signed bytes on the wire until unsubscribed (the caller stops at a final state).
 * plain: sendTransaction with skipPreflight and maxRetries 0 now and every T29 (1750 ms).
 * jito: up to T31 attempts (20) 1 s apart, each through the bundle port when there is one,
 * else sendTransaction; from the second on, an attempt first asks for the signature's status
 * and stops the attempts once it is processed or better.
 * Emits 'sending' per attempt until an RPC accepts the bytes, then 'confirming' once. A JSON-RPC
 * refusal before any acceptance (malformed, too large, bad signature) fails; later ones and
 * network errors are logged and the next attempt tries again.
 */
export const broadcastTransaction = ({ rpc, bundles, scheduler, logger }: BroadcastDeps, target: BroadcastTarget): Observable<TxState> =>
  defer(() => {
    const { signature, label, wireBase64, mode } = target;
    let sends = 0;
    let accepted = target.resumed;

    const submit = (): Observable<TxState> =>
      defer(() => {
        sends += 1;
        const send$ =
          mode === 'jito' && bundles
            ? bundles.sendBundle([wireBase64])
            : rpc.sendTransaction(wireBase64, { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' });
        const answer$ = send$.pipe(
          take(1),
          switchMap((): Observable<TxState> => {
            if (accepted) return EMPTY;
            accepted = true;
            return of({ status: 'confirming', label, signature });
          }),
          catchError((error: unknown): Observable<TxState> => {
            if (error instanceof RpcError && !accepted) return of({ status: 'failed', label, signature, error: mapRpcFailure(error, target.errorContext) });
            logger.warn('Sending the transaction failed; the next attempt sends it again', { signature, error: error instanceof Error ? error.message : String(error) });
            return EMPTY;
          }),
        );
        return accepted ? answer$ : concat(of<TxState>({ status: 'sending', label, signature, sends }), answer$);
      });

    if (mode === 'plain' || target.resumed) {
      // A slow RPC must not pile sends up: a tick finding T46 sends unanswered is skipped.
      let inFlight = 0;
      return timer(target.resumed ? TX_RESEND_INTERVAL_MS : 0, TX_RESEND_INTERVAL_MS, scheduler).pipe(
        filter(() => inFlight < TX_RESENDS_IN_FLIGHT),
        mergeMap(() => {
          inFlight += 1;
          return submit().pipe(finalize(() => (inFlight -= 1)));
        }),
      );
    }

    const attempt = (index: number): Observable<TxState | typeof STOP> =>
      index === 0
        ? submit()
        : rpc.getSignatureStatuses([signature], { searchTransactionHistory: false }).pipe(
            take(1),
            catchError(() => of([null])),
            switchMap(([status]) => (status ? of(STOP) : submit())),
          );
    return timer(0, BUNDLE_ATTEMPT_INTERVAL_MS, scheduler).pipe(
      take(BUNDLE_ATTEMPTS),
      mergeMap(attempt),
      takeWhile((value): value is TxState => value !== STOP),
    );
  });
