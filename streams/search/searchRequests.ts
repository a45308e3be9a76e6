import type { Observable, SchedulerLike } from 'rxjs';
import { map, retry, tap } from 'rxjs';
import { type CachedResource, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { SEARCH_RETRIES, SEARCH_STALE_MS } from '../core/timing';
import { type Asset, assetListSchema } from '../schemas/asset';
import { poolsResponseSchema } from '../schemas/pool';
import { SEARCH_API } from './assetLookup';
import { type SearchQuery, queryKey } from './query';

/** Search results kept for this many distinct queries (the newest ones). */
const KEPT_QUERIES = 50;

export interface SearchRequestsDeps {
  readonly http: HttpClient;
  /** Base of the search service (/v1/assets/search). */
  readonly searchApi: string;
  /** Base of the market-data service (/v1/pools/toptrending/…). */
  readonly marketApi: string;
  readonly scheduler: SchedulerLike;
  /** Where a failure is logged and reported (spec 000 §8 Search failure): the app's error log. */
  readonly logger: Logger;
  /** Assets seen in answers (to seed price and token caches). */
  readonly onAssets?: (assets: readonly Asset[]) => void;
}

/**
 * The two cached calls behind the search dialog (T13): results of one query, and the trending
 * ('Cooking') list. Each is stale 30 s after it loaded and retried once; a failure that remains
 * is logged and reported, and becomes an error state.
 */
export const createSearchRequests = ({ http, searchApi, marketApi, scheduler, logger, onAssets }: SearchRequestsDeps) => {
  const settle = (what: 'search' | 'trending', query: string) => (request$: Observable<readonly Asset[]>) =>
    request$.pipe(
      retry({ count: SEARCH_RETRIES }),
      tap({
        next: (assets) => onAssets?.(assets),
        error: (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          logger.error(what === 'search' ? 'Search failed' : 'Trending list failed', { query, message });
        },
      }),
    );

  const searches = new Map<string, CachedResource<readonly Asset[]>>();
  const search = (query: SearchQuery): CachedResource<readonly Asset[]> => {
    const key = queryKey(query);
    const known = searches.get(key);
    if (known) {
      // Re-insert: the map's order is the order of use, oldest first.
      searches.delete(key);
      searches.set(key, known);
      return known;
    }
    // Exact mode asks for symbols equal to the text in any case; an address is looked up as it is.
    const filters = query.exact && !query.isAddress ? ['exact_case_insensitive'] : undefined;
    const resource = createCachedResource<readonly Asset[]>({
      scheduler,
      staleAfterMs: SEARCH_STALE_MS,
      fetch: () =>
        http
          .get(`${searchApi}/v1/assets/search`, {
            api: SEARCH_API,
            responseName: 'search',
            schema: assetListSchema,
            query: { query: query.text, filters },
            credentials: 'include',
          })
          .pipe(settle('search', query.text)),
    });
    searches.set(key, resource);
    if (searches.size > KEPT_QUERIES) searches.delete(searches.keys().next().value ?? key);
    return resource;
  };

  const trending = createCachedResource<readonly Asset[]>({
    scheduler,
    staleAfterMs: SEARCH_STALE_MS,
    fetch: () =>
      http.get(`${marketApi}/v1/pools/toptrending/1h`, { api: 'Market API', responseName: 'pools', schema: poolsResponseSchema }).pipe(
        map((response): readonly Asset[] => response.pools.map((pool) => pool.baseAsset)),
        settle('trending', ''),
      ),
  });

  return { search, trending };
};
