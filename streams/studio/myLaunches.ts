import type { Observable } from 'rxjs';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { STUDIO_PAGE_TIMEOUT_MS } from '../core/timing';
import { type StudioLaunchView, studioLaunchesSchema } from '../schemas/studio';

export type MyLaunchesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly launches: readonly StudioLaunchView[] }
  | { readonly status: 'error'; readonly message: string };

export const MY_LAUNCHES_ERROR = 'Your launches could not be read.';

/**
 * A wallet's launches (GET /studio/v1/launches?creator=), newest first: read when watched and
 * again on each `reload$` (a launch landed), a read given up after T66. A failure is a state,
 * never an error of the stream.
 */
export const createMyLaunches =
  ({ http, studioApi, logger }: { readonly http: HttpClient; readonly studioApi: string; readonly logger: Logger }) =>
  (owner: string, reload$: Observable<unknown>): Observable<MyLaunchesState> =>
    reload$.pipe(
      startWith(undefined),
      switchMap(() =>
        http
          .get(`${studioApi}/studio/v1/launches`, {
            api: 'Studio API',
            responseName: 'launches',
            schema: studioLaunchesSchema,
            query: { creator: owner },
            noCache: true,
            timeoutMs: STUDIO_PAGE_TIMEOUT_MS,
          })
          .pipe(
            map((answer): MyLaunchesState => ({ status: 'ready', launches: answer.launches })),
            catchError((error: unknown) => {
              logger.warn(MY_LAUNCHES_ERROR, { owner, error: error instanceof Error ? error.message : String(error) });
              return of<MyLaunchesState>({ status: 'error', message: MY_LAUNCHES_ERROR });
            }),
            startWith<MyLaunchesState>({ status: 'loading' }),
          ),
      ),
    );
