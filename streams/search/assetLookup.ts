import type { Observable, SchedulerLike } from 'rxjs';
import { defer, finalize, map, of, shareReplay, tap } from 'rxjs';
import { createBatchLoader } from '../core/batchLoader';
import { assetLookupBatchPolicy } from '../core/batchPolicies';
import type { HttpClient } from '../core/http';
import { SEARCH_CACHE_MS } from '../core/timing';
import { type Asset, assetListSchema } from '../schemas/asset';

export const SEARCH_API = 'Search API';

/**
 * Assets by id (spec 001 §7 Search service): lookups made within 10 ms go out together, at
 * most 50 ids per search call (T25: the search call takes a comma list of mints). Answers are
 * kept 24 h (T43); lookups of an id already in flight share its request.
 */
export const createAssetLookup = ({ http, searchApi, scheduler }: { http: HttpClient; searchApi: string; scheduler: SchedulerLike }) => {
  const loader = createBatchLoader<string, Asset>({
    scheduler,
    policy: assetLookupBatchPolicy,
    fetchChunk: (ids) =>
      http
        .get(`${searchApi}/v1/assets/search`, {
          api: SEARCH_API,
          responseName: 'search',
          schema: assetListSchema,
          query: { query: ids },
          credentials: 'include',
        })
        .pipe(map((assets) => new Map(assets.map((asset) => [asset.id, asset])))),
  });
  const cache = new Map<string, { readonly asset: Asset; readonly at: number }>();
  const inFlight = new Map<string, Observable<Asset | undefined>>();

  const remember = (asset: Asset) => void cache.set(asset.id, { asset, at: scheduler.now() });

  const lookup = (id: string): Observable<Asset | undefined> =>
    defer(() => {
      const hit = cache.get(id);
      if (hit && scheduler.now() - hit.at < SEARCH_CACHE_MS) return of(hit.asset);
      let request = inFlight.get(id);
      if (!request) {
        request = loader.load(id).pipe(
          tap((asset) => asset && remember(asset)),
          finalize(() => inFlight.delete(id)),
          shareReplay({ bufferSize: 1, refCount: true }),
        );
        inFlight.set(id, request);
      }
      return request;
    });

  return {
    lookup,
    /** Seeds the cache with assets seen elsewhere (search results). */
    remember,
  };
};

export type AssetLookup = ReturnType<typeof createAssetLookup>;
