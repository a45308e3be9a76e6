import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, defer, map } from 'rxjs';
import type * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { shareLatest } from '../core/shareLatest';
import type { LiveStream } from '../market/liveStream';
import { type PriceCardState, priceCard } from '../market/priceCard';
import { tokenDescription } from '../market/tokenText';
import { type DevPeriod, type DevStats, descriptionResponseSchema, devStatsResponseSchema, holdersResponseSchema } from '../schemas/market';
import { type LoadState, toLoadState } from './loadState';
import { createTokenDetail } from './tokenDetail';
import { createTokenTrades } from './tokenTrades';

export type Holders = z.infer<typeof holdersResponseSchema>;
/** status: success (with text), generating (ask again later) or not_found (spec 000 §3). */
export type Description = z.infer<typeof descriptionResponseSchema>;

export interface TokenPageDeps {
  readonly http: HttpClient;
  readonly marketApi: string;
  readonly live: LiveStream;
  readonly scheduler: SchedulerLike;
  readonly frameScheduler: SchedulerLike;
  readonly logger: Logger;
}

/**
 * The token page's data (route /tokens/{id}): the asset with its stats per timeframe, holders,
 * live trades and the description. The chart is `charts.chartFeed`.
 */
export const createTokenPage = ({ http, marketApi, live, scheduler, frameScheduler, logger }: TokenPageDeps) => {
  const detail = createTokenDetail({ http, marketApi, live, scheduler });
  const trades = createTokenTrades({ http, marketApi, live, frameScheduler, logger });
  const shared = new Map<string, Observable<LoadState<unknown>>>();
  const once = <T>(key: string, request: () => Observable<T>): Observable<LoadState<T>> => {
    let existing = shared.get(key);
    if (!existing) {
      existing = toLoadState(defer(request)).pipe(shareLatest(scheduler));
      shared.set(key, existing);
    }
    return existing as Observable<LoadState<T>>;
  };
  return {
    detail$: detail.detail$,
    refreshDetail: detail.invalidate,
    /** GET /v1/holders/{id}: fetched each time the holders tab opens. */
    holders$: (id: string): Observable<LoadState<Holders>> =>
      once(`holders:${id}`, () =>
        http.get(`${marketApi}/v1/holders/${encodeURIComponent(id)}`, { api: 'Market API', responseName: 'holders', schema: holdersResponseSchema }),
      ),
    /** GET /v1/dev/stats/{dev}?period=: the token's developer over 1, 7 or 30 days (spec 000 §7). */
    devStats$: (dev: string, period: DevPeriod): Observable<LoadState<DevStats>> =>
      once(`dev:${dev}:${period}`, () =>
        http.get(`${marketApi}/v1/dev/stats/${encodeURIComponent(dev)}`, {
          api: 'Market API',
          responseName: 'dev stats',
          schema: devStatsResponseSchema,
          query: { period },
        }),
      ),
    /** GET /v1/assets/{id}/description, its text made inert once here for every place that shows it. */
    description$: (id: string): Observable<LoadState<Description>> =>
      once(`description:${id}`, () =>
        http
          .get(`${marketApi}/v1/assets/${encodeURIComponent(id)}/description`, {
            api: 'Market API',
            responseName: 'description',
            schema: descriptionResponseSchema,
          })
          .pipe(map((answer) => (answer.description ? { ...answer, description: tokenDescription(answer.description) } : answer))),
      ),
    trades$: trades.trades$,
    olderTrades: trades.olderTrades,
    /**
     * A price card (the swap page's, spec 001 §2.2): the live price with its flash and arrow
     * (T20) and the 24h change, from the token's live asset.
     */
    priceCard$: (id: string): Observable<PriceCardView> => {
      const asset$ = detail.detail$(id).pipe(map((state) => (state.status === 'ready' ? state.asset : undefined)));
      return combineLatest([priceCard(asset$.pipe(map((asset) => asset?.usdPrice ?? undefined)), scheduler), asset$]).pipe(
        map(([card, asset]) => ({ ...card, change24h: asset?.stats24h?.priceChange ?? undefined })),
      );
    },
  };
};

export interface PriceCardView extends PriceCardState {
  /** Percent over 24 h, when the service gives it. */
  readonly change24h: number | undefined;
}

export type TokenPage = ReturnType<typeof createTokenPage>;
