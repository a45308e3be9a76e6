import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, concat, defer, map, of, switchMap, take, timer } from 'rxjs';
import type { CacheEntry, ResourceState } from '../core/cachedResource';
import { shareLatest } from '../core/shareLatest';
import { TOKEN_PRICE_REUSE_MS, TOKEN_PRICE_STALE_MS } from '../core/timing';
import type { PriceCache } from './priceCache';

export type TokenPriceState = ResourceState<number | undefined>;

export interface TokenPriceDeps {
  readonly scheduler: SchedulerLike;
  readonly cache: PriceCache;
  /** One price lookup (the batched Price API call); undefined when the service has no price. */
  readonly fetchPrice: (mint: string) => Observable<number | undefined>;
}

type Fetched = { readonly ok: true; readonly usd: number | undefined } | { readonly ok: false; readonly error: unknown };

/**
 * A token's price as a page shows it (spec 000 §7 Token price, T12): stale 30 s after it was
 * set, then fetched again while observed. A cached price younger than 10 s is the initial value
 * (no request); an older one is not shown. A failed fetch keeps the last value and tries again
 * after another 30 s.
 */
export const createTokenPrice = ({ scheduler, cache, fetchPrice }: TokenPriceDeps) => {
  const streams = new Map<string, Observable<TokenPriceState>>();

  const priceOf = (mint: string): Observable<TokenPriceState> =>
    defer(() => {
      /** Shows a value until it turns stale, then fetches. */
      const show = (entry: CacheEntry<number | undefined>): Observable<TokenPriceState> =>
        concat(
          of<TokenPriceState>({ status: 'ready', ...entry, stale: false, refreshing: false }),
          timer(Math.max(0, entry.updatedAt + TOKEN_PRICE_STALE_MS - scheduler.now()), scheduler).pipe(switchMap(() => fetchFrom(entry))),
        );

      const fetchFrom = (last: CacheEntry<number | undefined> | undefined): Observable<TokenPriceState> =>
        concat(
          of<TokenPriceState>(last ? { status: 'ready', ...last, stale: true, refreshing: true } : { status: 'loading' }),
          fetchPrice(mint).pipe(
            take(1),
            map((usd): Fetched => ({ ok: true, usd })),
            catchError((error: unknown) => of<Fetched>({ ok: false, error })),
            switchMap((fetched) => {
              if (!fetched.ok) {
                return concat(
                  of<TokenPriceState>({ status: 'error', error: fetched.error, last }),
                  timer(TOKEN_PRICE_STALE_MS, scheduler).pipe(switchMap(() => fetchFrom(last))),
                );
              }
              const entry = { value: fetched.usd, updatedAt: scheduler.now() };
              if (fetched.usd !== undefined) cache.put([[mint, { usd: fetched.usd, timestamp: entry.updatedAt, source: 'jup' }]]);
              return show(entry);
            }),
          ),
        );

      const cached = cache.get(mint);
      return cached && scheduler.now() - cached.timestamp < TOKEN_PRICE_REUSE_MS
        ? show({ value: cached.usd, updatedAt: cached.timestamp })
        : fetchFrom(undefined);
    }).pipe(shareLatest(scheduler));

  return {
    tokenPrice$: (mint: string): Observable<TokenPriceState> => {
      let existing = streams.get(mint);
      if (!existing) {
        existing = priceOf(mint);
        streams.set(mint, existing);
      }
      return existing;
    },
  };
};
