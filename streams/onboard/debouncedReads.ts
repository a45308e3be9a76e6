import type { Observable, SchedulerLike } from 'rxjs';
import { concat, distinctUntilChanged, of, switchMap, timer } from 'rxjs';
import { ONBOARD_INPUT_DEBOUNCE_MS } from '../core/timing';

/**
 * What the page asks for as the user types (routes for an amount, a card quote): nothing for
 * no request, else `loading` at once and the read T73 after the last change; a newer request
 * drops the older one's wait and its read.
 */
export const debouncedReads =
  <Request, State>(options: {
    readonly scheduler: SchedulerLike;
    readonly same: (a: Request, b: Request) => boolean;
    readonly read: (request: Request) => Observable<State>;
    readonly idle: State;
    readonly loading: (request: Request) => State;
  }) =>
  (request$: Observable<Request | undefined>): Observable<State> =>
    request$.pipe(
      distinctUntilChanged((a, b) => (a === undefined || b === undefined ? a === b : options.same(a, b))),
      switchMap((request) =>
        request === undefined
          ? of(options.idle)
          : concat(of(options.loading(request)), timer(ONBOARD_INPUT_DEBOUNCE_MS, options.scheduler).pipe(switchMap(() => options.read(request)))),
      ),
    );
