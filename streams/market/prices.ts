import type { Observable, SchedulerLike } from 'rxjs';
import { map, tap } from 'rxjs';
import { createBatchLoader } from '../core/batchLoader';
import { priceBatchPolicy } from '../core/batchPolicies';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { createMemoryStorage, silentLogger } from '../core/ports';
import { PRICE_CACHE_MS } from '../core/timing';
import { type PriceCache, createPriceCache } from '../prices/priceCache';
import type { PriceRecord } from '../prices/priceRecord';
import { type TokenPriceState, createTokenPrice } from '../prices/tokenPrice';
import { priceV3ResponseSchema } from '../schemas/price';

export interface PricesDeps {
  readonly http: HttpClient;
  readonly priceApi: string;
  readonly scheduler: SchedulerLike;
  /** Where prices are remembered (and stored); a memory-only cache when absent. */
  readonly cache?: PriceCache;
}

/**
 * USD prices from Price v3 (spec 001 §7): every mint asked for within 250 ms goes out in one
 * call of at most 50 ids (T24). Two reads:
 * - `price$`: cached and refetched every 60 s while observed (T24): lists, holdings, drawer;
 * - `tokenPrice$`: stale after 30 s, starting from a cached price younger than 10 s (T12):
 *   token pages and swap.
 * Every answer lands in the price cache (stored, prices older than 5 days dropped: T42).
 * A mint the service does not price is `undefined`, which views show as no value.
 */
export const createPrices = ({ http, priceApi, scheduler, cache }: PricesDeps) => {
  const prices = cache ?? createPriceCache({ storage: createMemoryStorage(), logger: silentLogger, scheduler });
  const loader = createBatchLoader<string, number>({
    scheduler,
    policy: priceBatchPolicy,
    fetchChunk: (mints) =>
      http.get(priceApi, { api: 'Price API', responseName: 'prices', schema: priceV3ResponseSchema, query: { ids: mints } }).pipe(
        map((response) => new Map(Object.entries(response).map(([mint, entry]) => [mint, entry.usdPrice]))),
        tap((fetched) => {
          const timestamp = scheduler.now();
          prices.put(
            [...fetched].map(([mint, usd]): [string, PriceRecord] => [mint, { usd, timestamp, source: 'jup' }]),
            { persist: true },
          );
        }),
      ),
  });
  const resources = new Map<string, CachedResource<number | undefined>>();
  const resource = (mint: string) => {
    let existing = resources.get(mint);
    if (!existing) {
      existing = createCachedResource({ scheduler, staleAfterMs: PRICE_CACHE_MS, refetchIntervalMs: PRICE_CACHE_MS, fetch: () => loader.load(mint) });
      resources.set(mint, existing);
    }
    return existing;
  };
  const tokenPrices = createTokenPrice({ scheduler, cache: prices, fetchPrice: (mint) => loader.load(mint) });
  return {
    price$: (mint: string): Observable<ResourceState<number | undefined>> => resource(mint).state$,
    tokenPrice$: (mint: string): Observable<TokenPriceState> => tokenPrices.tokenPrice$(mint),
    /** The cached price of a mint, if one younger than 5 days is known. */
    cached: (mint: string): PriceRecord | undefined => prices.get(mint),
    /** Prices seen elsewhere (search results, token pages, stream ticks), stamped now. */
    remember: (entries: Iterable<readonly [string, number]>) => {
      const timestamp = scheduler.now();
      prices.put([...entries].map(([mint, usd]): [string, PriceRecord] => [mint, { usd, timestamp, source: 'jup' }]));
    },
  };
};

/** The full price service (what the streams graph should expose). */
export type PriceService = ReturnType<typeof createPrices>;

/** What lists and holdings need: the T24 price. Fakes implement only this. */
export type Prices = Pick<PriceService, 'price$'>;
