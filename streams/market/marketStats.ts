import type { Observable } from 'rxjs';
import { defer, map, shareReplay } from 'rxjs';
import { z } from 'zod';
import type { FeatureDeps } from '../index';
import { type LoadState, toLoadState } from '../tokenPage/loadState';

/** GET /v3/launchpads/stats (spec 000 §7): each launchpad's last 24 hours. */
const launchpadStatsSchema = z.object({
  launchpads: z
    .array(
      z.object({
        id: z.string(),
        newTokens24h: z.number().nonnegative(),
        graduated24h: z.number().nonnegative(),
        volume24h: z.number().nonnegative(),
        liquidity: z.number().nonnegative(),
      }),
    )
    .max(500),
});
export type LaunchpadStats = z.infer<typeof launchpadStatsSchema>['launchpads'][number];

/** GET /v1/stocks/stats?issuer= (spec 000 §7): an issuer's stock tokens together. */
const stockStatsSchema = z.object({
  stocks: z.array(z.object({ issuer: z.string(), count: z.number().int().nonnegative(), volume24h: z.number().nonnegative(), mcap: z.number().nonnegative() })).max(50),
});
export type StockStats = z.infer<typeof stockStatsSchema>['stocks'][number];

/**
 * Market-wide figures for the launchpad and screener pages, each fetched when its page opens
 * and shared while it shows. A feature: only those pages load it.
 */
export const marketStatsFeature = ({ http, config }: FeatureDeps) => {
  const { marketApi } = config.endpoints;
  return {
    launchpads$: (): Observable<LoadState<readonly LaunchpadStats[]>> =>
      toLoadState(defer(() => http.get(`${marketApi}/v3/launchpads/stats`, { api: 'Market API', responseName: 'launchpad stats', schema: launchpadStatsSchema })).pipe(map((answer) => answer.launchpads))).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    stocks$: (issuer: string): Observable<LoadState<StockStats | undefined>> =>
      toLoadState(
        defer(() => http.get(`${marketApi}/v1/stocks/stats`, { api: 'Market API', responseName: 'stock stats', schema: stockStatsSchema, query: { issuer } })).pipe(
          map((answer) => answer.stocks.find((entry) => entry.issuer === issuer)),
        ),
      ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
  };
};
