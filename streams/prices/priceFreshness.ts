import type { Observable } from 'rxjs';
import { distinctUntilChanged, scan } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';

/** Whether a shown price is past its source's freshness rule, and when that value was fetched. */
export interface PriceFreshness {
  /** True once the source says so (T12 for token prices, T24 for list prices), or when its refetch failed. */
  readonly stale: boolean;
  /** When the shown value arrived (scheduler time, epoch ms in the app); undefined while there is none. */
  readonly updatedAt: number | undefined;
}

export const FRESH: PriceFreshness = { stale: false, updatedAt: undefined };

/**
 * A price state's freshness, read from the state itself (never guessed by a view): a ready value
 * is stale when its source marked it so and no refetch is on its way (a refetch starts the moment
 * a price turns stale and normally answers within a frame: marking it would blink the mark every
 * 30 s); a failed refetch that keeps the last value shows that value stale (a request that hangs
 * ends failed at the HTTP timeout); nothing shown (loading, or failed with no value) has nothing
 * to mark.
 */
export const freshnessOf = (state: ResourceState<unknown>): PriceFreshness => {
  switch (state.status) {
    case 'loading':
      return FRESH;
    case 'ready':
      return { stale: state.stale && !state.refreshing, updatedAt: state.updatedAt };
    case 'error':
      return state.last ? { stale: true, updatedAt: state.last.updatedAt } : FRESH;
  }
};

/**
 * A price stream's freshness, emitted only when it changes. Once marked, a price stays marked
 * through the retries of its refetch until an answer replaces it: the retry is still the old value.
 */
export const priceFreshness$ = (state$: Observable<ResourceState<unknown>>): Observable<PriceFreshness> =>
  state$.pipe(
    scan((previous: PriceFreshness, state: ResourceState<unknown>): PriceFreshness => {
      const next = freshnessOf(state);
      const retrying = previous.stale && state.status === 'ready' && state.stale;
      return retrying ? { ...next, stale: true } : next;
    }, FRESH),
    distinctUntilChanged((a, b) => a.stale === b.stale && a.updatedAt === b.updatedAt),
  );
