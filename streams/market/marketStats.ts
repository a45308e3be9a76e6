import type { Observable } from 'rxjs';
import { defer, map, shareReplay } from 'rxjs';
import type * as z from 'zod/mini';
import { launchpadStatsResponseSchema, stocksStatsResponseSchema } from '../schemas/market';
import type { PortNeeds } from '../core/featureNeeds';
import { type LoadState, toLoadState } from '../tokenPage/loadState';

/** One launchpad's last 24 hours (GET /v3/launchpads/stats). */
export type LaunchpadStats = z.infer<typeof launchpadStatsResponseSchema>['launchpads'][number];
/** An issuer's stock tokens together (GET /v1/stocks/stats?issuer=). */
export type StockStats = z.infer<typeof stocksStatsResponseSchema>['stocks'][number];

/**
 * Market-wide figures for the launchpad and screener pages, each fetched when its page opens
 * and shared while it shows. A feature: only those pages load it.
 */
export const marketStatsFeature = ({ http, config }: Pick<PortNeeds, 'http' | 'config'>) => {
  const { marketApi } = config.endpoints;
  return {
    launchpads$: (): Observable<LoadState<readonly LaunchpadStats[]>> =>
      toLoadState(
        defer(() =>
          http.get(`${marketApi}/v3/launchpads/stats`, { api: 'Market API', responseName: 'launchpad stats', schema: launchpadStatsResponseSchema }),
        ).pipe(map((answer) => answer.launchpads)),
      ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    stocks$: (issuer: string): Observable<LoadState<StockStats | undefined>> =>
      toLoadState(
        defer(() =>
          http.get(`${marketApi}/v1/stocks/stats`, { api: 'Market API', responseName: 'stock stats', schema: stocksStatsResponseSchema, query: { issuer } }),
        ).pipe(map((answer) => answer.stocks.find((entry) => entry.issuer === issuer))),
      ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
  };
};
