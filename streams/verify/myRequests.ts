import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, exhaustMap, map, of, scan, startWith, switchMap, timer } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { VERIFY_REQUEST_TIMEOUT_MS, VERIFY_REQUESTS_POLL_MS } from '../core/timing';
import { type VerifyRequestView, verifyRequestsSchema } from '../schemas/verify';

export type MyRequestsState =
  | { readonly status: 'loading' }
  /** The last read failed and nothing was read before. */
  | { readonly status: 'error'; readonly message: string }
  /** `stale`: the last read failed; these are from the one before. */
  | { readonly status: 'ready'; readonly requests: readonly VerifyRequestView[]; readonly stale: boolean };

export const MY_REQUESTS_ERROR = 'Your requests could not be read. Trying again…';

type Read = { readonly ok: true; readonly requests: readonly VerifyRequestView[] } | { readonly ok: false };

/**
 * A wallet's verification requests with their live status (GET /verify/v1/requests?requester=):
 * read now and every T74 while watched, each read given up on after T75, a slow one never
 * stacked behind another; `reload$` (a request was sent) reads at once and starts the period
 * again. A failed read keeps the last list, marked stale. Never errors.
 */
export const createMyRequests =
  ({ http, api, scheduler, logger }: { readonly http: HttpClient; readonly api: string; readonly scheduler: SchedulerLike; readonly logger: Logger }) =>
  (requester: string, reload$: Observable<unknown>): Observable<MyRequestsState> => {
    const read = (): Observable<Read> =>
      http
        .get(`${api}/verify/v1/requests`, {
          api: 'Verify API',
          responseName: 'verification requests',
          schema: verifyRequestsSchema,
          query: { requester },
          noCache: true,
          timeoutMs: VERIFY_REQUEST_TIMEOUT_MS,
        })
        .pipe(
          map((answer): Read => ({ ok: true, requests: answer.requests })),
          catchError((error: unknown) => {
            logger.warn('The verification requests could not be read', { requester, error: error instanceof Error ? error.message : String(error) });
            return of<Read>({ ok: false });
          }),
        );
    return reload$.pipe(
      startWith(undefined),
      switchMap(() => timer(0, VERIFY_REQUESTS_POLL_MS, scheduler).pipe(exhaustMap(read))),
      scan(
        (last: MyRequestsState, next: Read): MyRequestsState =>
          next.ok
            ? { status: 'ready', requests: next.requests, stale: false }
            : last.status === 'ready'
              ? { ...last, stale: true }
              : { status: 'error', message: MY_REQUESTS_ERROR },
        { status: 'loading' },
      ),
      startWith<MyRequestsState>({ status: 'loading' }),
    );
  };

/** Mints whose request was pending in `before` and is decided in `after` (a reviewer answered meanwhile). */
export const newlyDecided = (before: MyRequestsState, after: MyRequestsState): string[] => {
  if (before.status !== 'ready' || after.status !== 'ready') return [];
  const pending = new Set(before.requests.filter((request) => request.status === 'pending').map((request) => request.id));
  return after.requests.filter((request) => request.status !== 'pending' && pending.has(request.id)).map((request) => request.mint);
};
