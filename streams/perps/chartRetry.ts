import type { MonoTypeOperatorFunction, Observable, SchedulerLike } from 'rxjs';
import { catchError, map, of, retry, startWith, throwError, timer } from 'rxjs';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError, isRetryable } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { ORACLE_CHART_RETRIES, ORACLE_CHART_RETRY_MS } from '../core/timing';

/** A chart request's state: aborts and timeouts end as 'cancelled', never as errors. */
export type ChartLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown; readonly message: string }
  | { readonly status: 'cancelled' };

const abortNames = new Set(['AbortError', 'TimeoutError']);

/** Abort, response-aborted and timeout failures (spec 001 §8 Chart): cancellations, not errors. */
export const isCancellation = (error: unknown): boolean => {
  if (error instanceof HttpTimeoutError) return true;
  if (!(error instanceof HttpNetworkError)) return false;
  const cause = error.cause;
  if (typeof cause !== 'object' || cause === null) return false;
  const name = 'name' in cause && typeof cause.name === 'string' ? cause.name : '';
  const message = 'message' in cause && typeof cause.message === 'string' ? cause.message : '';
  return abortNames.has(name) || /abort/i.test(message);
};

/**
 * T39: up to 5 retries of retryable failures (network, 429, 5xx), at least 1 s apart (longer
 * when the server's Retry-After says so). Cancellations and permanent failures are not retried.
 */
export const chartRetry = <T>(scheduler: SchedulerLike): MonoTypeOperatorFunction<T> =>
  retry<T>({
    count: ORACLE_CHART_RETRIES,
    delay: (error: unknown) => {
      if (isCancellation(error) || !isRetryable(error)) return throwError(() => error);
      const serverWaitMs = error instanceof HttpStatusError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
      return timer(Math.max(ORACLE_CHART_RETRY_MS, serverWaitMs), scheduler);
    },
  });

/** A one-shot chart request as states: loading, then ready, error or cancelled. */
export const chartLoad = <T>(source$: Observable<T>, logger: Logger, what: string): Observable<ChartLoad<T>> =>
  source$.pipe(
    map((value): ChartLoad<T> => ({ status: 'ready', value })),
    startWith<ChartLoad<T>>({ status: 'loading' }),
    catchError((error: unknown) => {
      if (isCancellation(error)) {
        logger.debug(`${what} cancelled`);
        return of<ChartLoad<T>>({ status: 'cancelled' });
      }
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(`${what} failed`, { message });
      return of<ChartLoad<T>>({ status: 'error', error, message });
    }),
  );
