import type { Observable, SchedulerLike } from 'rxjs';
import {
  BehaviorSubject,
  EMPTY,
  Subject,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  finalize,
  interval,
  map,
  merge,
  of,
  retry,
  scan,
  startWith,
  switchMap,
  timer,
} from 'rxjs';
import type { RetryPolicy } from './http';
import { shareLatest } from './shareLatest';

export interface CachedResourceOptions<T> {
  readonly scheduler: SchedulerLike;
  readonly fetch: () => Observable<T>;
  /** A value older than this is stale: the next subscriber refetches, and `stale` turns true. */
  readonly staleAfterMs: number;
  /** Refetch this often while observed; never when absent. */
  readonly refetchIntervalMs?: number;
  /** Retries of a failed fetch, each after `delayMs`. */
  readonly retry?: RetryPolicy;
}

export type ResourceState<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly value: T;
      readonly updatedAt: number;
      readonly stale: boolean;
      /** A refetch is in flight; `value` is the last good one. */
      readonly refreshing: boolean;
    }
  | { readonly status: 'error'; readonly error: unknown; readonly last: CacheEntry<T> | undefined };

export interface CacheEntry<T> {
  readonly value: T;
  readonly updatedAt: number;
}

export interface CachedResource<T> {
  /** Shared: one fetch serves every subscriber. Never errors; failures are states. */
  readonly state$: Observable<ResourceState<T>>;
  /** Marks the value stale and refetches now if observed, else on the next subscription. */
  invalidate(): void;
  /** The cached entry, if any, without subscribing. */
  peek(): CacheEntry<T> | undefined;
  /**
   * Changes the cached value in place (a cancel that landed removes its order at once); the
   * next fetch replaces it. Nothing happens before the first value.
   */
  update(change: (value: T) => T): void;
}

type Event<T> =
  | { readonly type: 'fetching' }
  | { readonly type: 'fetched'; readonly entry: CacheEntry<T> }
  | { readonly type: 'failed'; readonly error: unknown }
  | { readonly type: 'staled' }
  | { readonly type: 'updated'; readonly entry: CacheEntry<T> };

const reduce = <T>(state: ResourceState<T>, event: Event<T>): ResourceState<T> => {
  switch (event.type) {
    case 'fetching':
      if (state.status === 'ready') return state.refreshing ? state : { ...state, refreshing: true };
      // After a failure, keep showing the last good value (stale) while trying again.
      if (state.status === 'error' && state.last) return { status: 'ready', ...state.last, stale: true, refreshing: true };
      return state.status === 'loading' ? state : { status: 'loading' };
    case 'fetched':
      return { status: 'ready', ...event.entry, stale: false, refreshing: false };
    case 'failed':
      return {
        status: 'error',
        error: event.error,
        last: state.status === 'ready' ? { value: state.value, updatedAt: state.updatedAt } : state.status === 'error' ? state.last : undefined,
      };
    case 'staled':
      return state.status === 'ready' && !state.stale ? { ...state, stale: true } : state;
    case 'updated':
      return state.status === 'ready' ? { ...state, value: event.entry.value } : state;
  }
};

/**
 * A shared value with a cache that outlives its subscribers: the streams' answer to a query
 * cache. Portfolio, prices and remote config build on it.
 *
 * - First subscription with no fresh value: fetch (state `loading`, or `ready` + `refreshing`).
 * - While observed: refetch every `refetchIntervalMs`, counted from the subscription.
 * - `stale` turns true `staleAfterMs` after the value was fetched.
 * - `invalidate()` refetches at once (switching away from a fetch in flight).
 */
export const createCachedResource = <T>(options: CachedResourceOptions<T>): CachedResource<T> => {
  const { scheduler, staleAfterMs, refetchIntervalMs, retry: retryPolicy } = options;
  let cache: CacheEntry<T> | undefined;
  let invalidated = false;
  const invalidations = new Subject<void>();
  const updates = new Subject<Event<T>>();

  const isFresh = (now: number) => cache !== undefined && !invalidated && now - cache.updatedAt < staleAfterMs;

  /** One fetch (with its retries) as events; a success also tells `fetchedAt$` when. */
  const attempt$ = (fetchedAt$: { next(at: number): void }): Observable<Event<T>> => {
    const fetched$ =
      retryPolicy && retryPolicy.count > 0
        ? options.fetch().pipe(retry({ count: retryPolicy.count, delay: () => timer(retryPolicy.delayMs, scheduler) }))
        : options.fetch();
    return concat(
      of<Event<T>>({ type: 'fetching' }),
      fetched$.pipe(
        map((value): Event<T> => {
          cache = { value, updatedAt: scheduler.now() };
          invalidated = false;
          fetchedAt$.next(cache.updatedAt);
          return { type: 'fetched', entry: cache };
        }),
        catchError((error: unknown) => of<Event<T>>({ type: 'failed', error })),
      ),
    );
  };

  const state$ = defer(() => {
    const now = scheduler.now();
    const fresh = isFresh(now);
    const initial: ResourceState<T> = cache ? { status: 'ready', ...cache, stale: !fresh, refreshing: false } : { status: 'loading' };
    // When the value on screen was fetched: each one schedules its own turn to stale.
    const fetchedAt$ = new BehaviorSubject<number | undefined>(fresh ? cache?.updatedAt : undefined);
    const staled$ = fetchedAt$.pipe(
      switchMap((at) => (at === undefined ? EMPTY : timer(Math.max(0, at + staleAfterMs - scheduler.now()), scheduler))),
      map((): Event<T> => ({ type: 'staled' })),
    );
    // A tick while a fetch is in flight is dropped (else a slow fetch would restart forever
    // and never reach its timeout); an invalidation replaces the fetch in flight.
    let inFlight = false;
    const ticks$ = refetchIntervalMs === undefined ? EMPTY : interval(refetchIntervalMs, scheduler).pipe(filter(() => !inFlight));
    const triggers$ = merge(fresh ? EMPTY : of(undefined), ticks$, invalidations);
    const fetched$ = triggers$.pipe(
      switchMap(() => {
        inFlight = true;
        return attempt$(fetchedAt$).pipe(finalize(() => (inFlight = false)));
      }),
    );
    // The reducer returns the same object when nothing changed; those are not re-emitted.
    return merge(staled$, fetched$, updates).pipe(scan(reduce<T>, initial), startWith(initial), distinctUntilChanged());
  }).pipe(shareLatest(scheduler));

  return {
    state$,
    invalidate: () => {
      invalidated = true;
      invalidations.next();
    },
    peek: () => cache,
    update: (change) => {
      if (!cache) return;
      cache = { value: change(cache.value), updatedAt: cache.updatedAt };
      updates.next({ type: 'updated', entry: cache });
    },
  };
};
