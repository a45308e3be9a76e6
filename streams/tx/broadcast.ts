import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, concat, defer, finalize, ignoreElements, merge, mergeMap, of, switchMap, take, takeWhile, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import { BUNDLE_ATTEMPTS, BUNDLE_ATTEMPT_INTERVAL_MS, TX_RESENDS_IN_FLIGHT, TX_RESEND_INTERVAL_MS } from '../core/timing';
import type { SolanaRpc } from '../solana/ports';
import { RpcError } from '../solana/rpcError';
import { type ErrorContext, mapRpcFailure } from './errors';
import type { BroadcastMode, BundleSender, TxState } from './types';

export interface BroadcastDeps {
  readonly rpc: SolanaRpc;
  readonly bundles?: BundleSender;
  /** The other configured RPCs: plain sends go to them too (spec 001 §7), answers unread. */
  readonly mirrors?: () => readonly SolanaRpc[];
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
 * plain: sendTransaction with skipPreflight and maxRetries 0 now and every T29 (1750 ms), to the
 * chosen RPC and, unread, to every other configured one.
 * jito: up to T31 attempts (20) 1 s apart, each through the bundle port when there is one,
 * else sendTransaction; from the second on, an attempt first asks for the signature's status
 * and stops the attempts once it is processed or better. Nothing goes to a public RPC (the
 * point of a bundle is that nobody sees the transaction before it lands).
 * mixed: both at once.
 * A resumed transaction is broadcast its first way too: a bundle goes on through the block engine
 * only, every attempt asking for the signature's status first.
 * Emits 'sending' per attempt until the RPC or the bundle engine accepts the bytes, then
 * 'confirming' once. A JSON-RPC refusal before any acceptance (malformed, too large, bad
 * signature) fails; later ones and network errors are logged and the next attempt tries again.
 */
export const broadcastTransaction = ({ rpc, bundles, mirrors, scheduler, logger }: BroadcastDeps, target: BroadcastTarget): Observable<TxState> =>
  defer(() => {
    const { signature, label, wireBase64, mode } = target;
    const sendOptions = { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' } as const;
    let sends = 0;
    let accepted = target.resumed;

    const submit = (via: 'rpc' | 'bundle'): Observable<TxState> =>
      defer(() => {
        sends += 1;
        const send$ = via === 'bundle' && bundles ? bundles.sendBundle([wireBase64]) : rpc.sendTransaction(wireBase64, sendOptions);
        const answer$ = send$.pipe(
          take(1),
          switchMap((): Observable<TxState> => {
            if (accepted) return EMPTY;
            accepted = true;
            return of({ status: 'confirming', label, signature });
          }),
          catchError((error: unknown): Observable<TxState> => {
            if (error instanceof RpcError && !accepted) return of({ status: 'failed', label, signature, error: mapRpcFailure(error, target.errorContext) });
            logger.warn('Sending the transaction failed; the next attempt sends it again', {
              signature,
              via,
              error: error instanceof Error ? error.message : String(error),
            });
            return EMPTY;
          }),
        );
        return accepted ? answer$ : concat(of<TxState>({ status: 'sending', label, signature, sends }), answer$);
      });

    /** The same bytes to every other RPC, one request each in flight; their answers do not count. */
    const busyMirrors = new WeakSet<SolanaRpc>();
    const mirror = (): Observable<never> =>
      merge(
        ...(mirrors?.() ?? [])
          .filter((other) => !busyMirrors.has(other))
          .map((other) => {
            busyMirrors.add(other);
            return other.sendTransaction(wireBase64, sendOptions).pipe(
              take(1),
              catchError((error: unknown) => {
                logger.debug('Another RPC did not take the transaction', { signature, error: error instanceof Error ? error.message : String(error) });
                return EMPTY;
              }),
              finalize(() => busyMirrors.delete(other)),
            );
          }),
      ).pipe(ignoreElements());

    // A slow RPC must not pile sends up: a tick finding T46 sends unanswered is skipped.
    const plain$ = (): Observable<TxState> => {
      let inFlight = 0;
      return timer(target.resumed ? TX_RESEND_INTERVAL_MS : 0, TX_RESEND_INTERVAL_MS, scheduler).pipe(
        mergeMap(() => {
          const mirrored = mirror();
          if (inFlight >= TX_RESENDS_IN_FLIGHT) return mirrored;
          inFlight += 1;
          return merge(submit('rpc').pipe(finalize(() => (inFlight -= 1))), mirrored);
        }),
      );
    };

    // Resumed after a reload: it was sent before, so every attempt asks for its status first.
    const bundle$ = (): Observable<TxState> => {
      const attempt = (index: number): Observable<TxState | typeof STOP> =>
        index === 0 && !target.resumed
          ? submit('bundle')
          : rpc.getSignatureStatuses([signature], { searchTransactionHistory: false }).pipe(
              take(1),
              catchError(() => of([null])),
              switchMap(([status]) => (status ? of(STOP) : submit('bundle'))),
            );
      return timer(0, BUNDLE_ATTEMPT_INTERVAL_MS, scheduler).pipe(
        take(BUNDLE_ATTEMPTS),
        mergeMap(attempt),
        takeWhile((value): value is TxState => value !== STOP),
      );
    };

    if (mode === 'plain') return plain$();
    if (mode === 'jito') return bundle$();
    return merge(plain$(), bundle$());
  });
