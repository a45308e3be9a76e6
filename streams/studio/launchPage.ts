import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, exhaustMap, map, of, scan, startWith, timer } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { STUDIO_PAGE_POLL_MS, STUDIO_PAGE_TIMEOUT_MS } from '../core/timing';
import { type StudioLaunchView, studioLaunchViewSchema } from '../schemas/studio';
import { isAddress } from '../solana/codec';

export type LaunchPageState =
  | { readonly status: 'invalid' }
  | { readonly status: 'loading' }
  /** The studio knows no launch of that mint (or it is no Studio token). */
  | { readonly status: 'not-found' }
  /** The last read failed and nothing was read before. */
  | { readonly status: 'error'; readonly message: string }
  /** `stale`: the last read failed; this is the one before. */
  | { readonly status: 'ready'; readonly launch: StudioLaunchView; readonly stale: boolean };

export const LAUNCH_PAGE_ERROR = 'The launch could not be read. Trying again…';

type Read = { readonly kind: 'ok'; readonly launch: StudioLaunchView } | { readonly kind: 'not-found' } | { readonly kind: 'failed' };

/**
 * A Studio launch's page (/studio/{mint}): GET /studio/v1/launches/{mint} now and every T65 (each given up on after T66)
 * while watched, a slow answer never stacked behind another (exhaustMap). A failed read keeps
 * the last launch shown, marked stale; 404 says there is no such launch. Never errors.
 */
export const createLaunchPage =
  ({
    http,
    studioApi,
    scheduler,
    logger,
  }: {
    readonly http: HttpClient;
    readonly studioApi: string;
    readonly scheduler: SchedulerLike;
    readonly logger: Logger;
  }) =>
  (mint: string): Observable<LaunchPageState> => {
    if (!isAddress(mint)) return of({ status: 'invalid' });
    const read = (): Observable<Read> =>
      http
        .get(`${studioApi}/studio/v1/launches/${mint}`, {
          api: 'Studio API',
          responseName: 'launch',
          schema: studioLaunchViewSchema,
          noCache: true,
          timeoutMs: STUDIO_PAGE_TIMEOUT_MS,
        })
        .pipe(
          map((launch): Read => ({ kind: 'ok', launch })),
          catchError((error: unknown) => {
            if (error instanceof HttpStatusError && error.status === 404) return of<Read>({ kind: 'not-found' });
            logger.warn('A Studio launch could not be read', { mint, error: error instanceof Error ? error.message : String(error) });
            return of<Read>({ kind: 'failed' });
          }),
        );
    return timer(0, STUDIO_PAGE_POLL_MS, scheduler).pipe(
      exhaustMap(read),
      scan(
        (last: LaunchPageState, next: Read): LaunchPageState => {
          if (next.kind === 'ok') return { status: 'ready', launch: next.launch, stale: false };
          if (next.kind === 'not-found') return { status: 'not-found' };
          return last.status === 'ready' ? { ...last, stale: true } : { status: 'error', message: LAUNCH_PAGE_ERROR };
        },
        { status: 'loading' },
      ),
      startWith<LaunchPageState>({ status: 'loading' }),
    );
  };
