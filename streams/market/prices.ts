import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import { createBatchLoader } from '../core/batchLoader';
import { priceBatchPolicy } from '../core/batchPolicies';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { PRICE_CACHE_MS } from '../core/timing';
import { priceV3ResponseSchema } from '../schemas/price';

/**
 * USD prices from Price v3 (spec 001 §7): every mint asked for within 250 ms goes out in one
 * call of at most 50 ids (T24); each price is cached and refetched every 60 s while observed.
 * A mint the service does not price is `undefined`, which views show as no value.
 */
export const createPrices = ({ http, priceApi, scheduler }: { http: HttpClient; priceApi: string; scheduler: SchedulerLike }) => {
  const loader = createBatchLoader<string, number>({
    scheduler,
    policy: priceBatchPolicy,
    fetchChunk: (mints) =>
      http
        .get(priceApi, { api: 'Price API', responseName: 'prices', schema: priceV3ResponseSchema, query: { ids: mints } })
        .pipe(map((response) => new Map(Object.entries(response).map(([mint, entry]) => [mint, entry.usdPrice])))),
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
  return {
    price$: (mint: string): Observable<ResourceState<number | undefined>> => resource(mint).state$,
  };
};

export type Prices = ReturnType<typeof createPrices>;
