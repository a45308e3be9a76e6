import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, map, scan, startWith } from 'rxjs';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { TOKEN_PRICE_STALE_MS } from '../core/timing';
import type { LiveStream } from '../market/liveStream';
import { type Derived, type Timeframe, derive, statsOf } from '../market/tokenRow';
import { type TokenInfo, tokenInfoFromAsset } from '../prices/tokenInfoRules';
import { type Asset, assetListSchema } from '../schemas/asset';

export type TokenDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly asset: Asset;
      readonly info: TokenInfo;
      /** Older than 30 s and not refreshed by the stream since. */
      readonly stale: boolean;
    };

/** A streamed asset replaces what it carries; fields it lacks keep their last value. Once unsupported, no decimals come back. */
export const mergeAsset = (base: Asset, update: Asset): Asset => {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(update)) if (value !== undefined && value !== null) merged[key] = value;
  if (merged.unsupported !== undefined) delete merged.decimals;
  return merged as unknown as Asset;
};

/** The stats of one timeframe with the derived values of the lists (spec 000 §3). */
export const statsFor = (asset: Asset, timeframe: Timeframe): Derived => derive(statsOf(asset, timeframe));

/**
 * The token page's asset (GET /v1/assets?ids={id}, stale after 30 s: T12 / spec 000 §7 {token})
 * kept current by the live stream's asset updates.
 */
export const createTokenDetail = ({
  http,
  marketApi,
  live,
  scheduler,
}: {
  http: HttpClient;
  marketApi: string;
  live: LiveStream;
  scheduler: SchedulerLike;
}) => {
  const resources = new Map<string, CachedResource<Asset | undefined>>();
  const resource = (id: string) => {
    let existing = resources.get(id);
    if (!existing) {
      existing = createCachedResource<Asset | undefined>({
        scheduler,
        staleAfterMs: TOKEN_PRICE_STALE_MS,
        fetch: () =>
          http
            .get(`${marketApi}/v1/assets`, { api: 'Market API', responseName: 'assets', schema: assetListSchema, query: { ids: [id] } })
            .pipe(map((assets) => assets.find((asset) => asset.id === id))),
      });
      resources.set(id, existing);
    }
    return existing;
  };

  const detail$ = (id: string): Observable<TokenDetailState> => {
    const streamed$ = live.assets([id]).pipe(
      scan((latest: Asset | undefined, update) => (latest ? mergeAsset(latest, update.value) : update.value), undefined),
      startWith(undefined),
    );
    return combineLatest([resource(id).state$, streamed$]).pipe(
      map(([state, streamed]: [ResourceState<Asset | undefined>, Asset | undefined]): TokenDetailState => {
        const fetched = state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;
        const asset = fetched && streamed ? mergeAsset(fetched, streamed) : (fetched ?? streamed);
        if (asset) return { status: 'ready', asset, info: tokenInfoFromAsset(asset), stale: state.status === 'ready' && state.stale && !streamed };
        if (state.status === 'ready') return { status: 'not_found' };
        if (state.status === 'error') return { status: 'error', error: state.error };
        return { status: 'loading' };
      }),
    );
  };

  return { detail$, invalidate: (id: string) => resources.get(id)?.invalidate() };
};
