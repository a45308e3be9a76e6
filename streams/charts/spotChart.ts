import type { Observable, SchedulerLike } from 'rxjs';
import { defer, map } from 'rxjs';
import * as z from 'zod/mini';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { SPOT_CHART_POLL_MS, TOKEN_OVERVIEW_RETRIES, TOKEN_OVERVIEW_RETRY_MS } from '../core/timing';
import { optNumber } from '../schemas/primitives';
import { intervalSpecs } from './intervals';
import type { Bar } from './liveBars';

/** Own market API chart bars (spec 001 §3 Chart bar: t, o, h, l, c, v; t in Unix seconds). */
export const spotChartResponseSchema = z.object({
  bars: z.array(z.object({ t: z.number(), o: z.number(), h: z.number(), l: z.number(), c: z.number(), v: z.number() })),
});

/** Token overview (spec 001 §3: the fields read). */
export const tokenOverviewSchema = z.object({
  priceChange24h: optNumber,
  priceQuote: optNumber,
  mcap: optNumber,
  volume24h: optNumber,
  liquidity: optNumber,
});
export type TokenOverview = z.infer<typeof tokenOverviewSchema>;

/** The spot chart shows 15m bars over the last 24 h (spec 001 §7, §9). */
export const SPOT_CHART_INTERVAL = '15' as const;
export const SPOT_CHART_WINDOW_SECONDS = 86_400;

const OWN_API = 'Market API';

/**
 * The swap page's pair chart and token overview (spec 001 §7 Own market API):
 * - `pairBars$(token, quote?)`: GET /v1/charts/{token}, polled every 60 s while shown (T34);
 * - `overview$(token, quote?)`: GET /v1/tokens/{token}, refetched every 60 s, 3 retries 2 s apart (T34).
 */
export const createSpotCharts = ({ http, api, scheduler }: { http: HttpClient; api: string; scheduler: SchedulerLike }) => {
  const charts = new Map<string, CachedResource<Bar[]>>();
  const overviews = new Map<string, CachedResource<TokenOverview>>();
  const keyOf = (token: string, quote: string | undefined) => `${token}/${quote ?? ''}`;

  const chartResource = (token: string, quote: string | undefined) =>
    createCachedResource<Bar[]>({
      scheduler,
      staleAfterMs: SPOT_CHART_POLL_MS,
      refetchIntervalMs: SPOT_CHART_POLL_MS,
      fetch: () =>
        defer(() => {
          const to = Math.floor(scheduler.now() / 1000);
          return http.get(`${api}/v1/charts/${encodeURIComponent(token)}`, {
            api: OWN_API,
            responseName: 'chart',
            schema: spotChartResponseSchema,
            query: { type: intervalSpecs[SPOT_CHART_INTERVAL].spot, time_from: to - SPOT_CHART_WINDOW_SECONDS, time_to: to, quote_address: quote },
          });
        }).pipe(
          map((response) =>
            response.bars
              .filter((bar) => [bar.t, bar.o, bar.h, bar.l, bar.c, bar.v].every(Number.isFinite))
              .map((bar): Bar => ({ time: bar.t, open: bar.o, high: bar.h, low: bar.l, close: bar.c, volume: bar.v }))
              .sort((a, b) => a.time - b.time),
          ),
        ),
    });

  const overviewResource = (token: string, quote: string | undefined) =>
    createCachedResource<TokenOverview>({
      scheduler,
      staleAfterMs: SPOT_CHART_POLL_MS,
      refetchIntervalMs: SPOT_CHART_POLL_MS,
      retry: { count: TOKEN_OVERVIEW_RETRIES, delayMs: TOKEN_OVERVIEW_RETRY_MS },
      fetch: () =>
        http.get(`${api}/v1/tokens/${encodeURIComponent(token)}`, {
          api: OWN_API,
          responseName: 'token overview',
          schema: tokenOverviewSchema,
          query: { quote_address: quote },
        }),
    });

  const cached = <T>(store: Map<string, CachedResource<T>>, key: string, make: () => CachedResource<T>) => {
    let resource = store.get(key);
    if (!resource) {
      resource = make();
      store.set(key, resource);
    }
    return resource;
  };

  return {
    pairBars$: (token: string, quote?: string): Observable<ResourceState<Bar[]>> =>
      cached(charts, keyOf(token, quote), () => chartResource(token, quote)).state$,
    overview$: (token: string, quote?: string): Observable<ResourceState<TokenOverview>> =>
      cached(overviews, keyOf(token, quote), () => overviewResource(token, quote)).state$,
  };
};

export type SpotCharts = ReturnType<typeof createSpotCharts>;
