import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import type { Bar } from '../charts/liveBars';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { type ChartLoad, chartLoad, chartRetry } from './chartRetry';
import type { PerpsMarket } from './markets';
import type { PerpsResolution } from '../catalogues/perpsResolutions';
import {
  type ShimConfig,
  type ShimSearchItem,
  type ShimSymbol,
  feedBarSchema,
  shimConfigSchema,
  shimHistorySchema,
  shimSearchItemSchema,
  shimSearchSchema,
  shimSymbolResponseSchema,
  tradingViewDataSchema,
} from './schemas';

/** The chart's error for a symbol neither the shim nor the feed knows (spec 001 §8 Chart). */
export class ChartSymbolError extends Error {
  constructor(readonly symbol: string) {
    super('Cannot resolve symbol');
    this.name = 'ChartSymbolError';
  }
}

export interface PerpsHistoryDeps {
  readonly http: HttpClient;
  /** The price feed's base: GET {chartApi}/trading-view/data. */
  readonly chartApi: string;
  /** The oracle chart shim's base: GET {shimApi}/config, /search, /symbols, /history. */
  readonly shimApi: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

export interface PerpsHistory {
  /** Bars of the price feed between two times (Unix ms). */
  feedBars$(market: PerpsMarket, resolution: PerpsResolution, fromMs: number, tillMs: number): Observable<ChartLoad<readonly Bar[]>>;
  shimConfig$(): Observable<ChartLoad<ShimConfig>>;
  shimSearch$(query: string): Observable<ChartLoad<readonly ShimSearchItem[]>>;
  /** The symbol's description, or an error state carrying a ChartSymbolError. */
  shimSymbol$(symbol: string): Observable<ChartLoad<ShimSymbol>>;
  /** Bars of the chart shim between two times (Unix seconds, as UDF asks); no data is an empty list. */
  shimBars$(symbol: string, resolution: string, fromSeconds: number, toSeconds: number): Observable<ChartLoad<readonly Bar[]>>;
}

/** Bars oldest first, one per time, the finite ones only. */
const ordered = (bars: readonly Bar[]): Bar[] => {
  const byTime = new Map<number, Bar>();
  for (const bar of bars) if ([bar.time, bar.open, bar.high, bar.low, bar.close, bar.volume].every(Number.isFinite)) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
};

/**
 * The perps chart history (spec 001 §7 Perps price feed, Price oracle chart shim): the price
 * feed's bars and the UDF shim's config, search, symbols and history, each retried by T39 (5
 * retries, 1 s apart at least); aborts and timeouts end as 'cancelled'. Bars come out in the
 * charts' form: `time` in Unix seconds.
 */
export const createPerpsHistory = ({ http, chartApi, shimApi, scheduler, logger }: PerpsHistoryDeps): PerpsHistory => {
  const dropped = (what: string, count: number) => {
    if (count > 0) logger.warn(`Dropped invalid ${what}`, { count });
  };

  const feedBars$ = (market: PerpsMarket, resolution: PerpsResolution, fromMs: number, tillMs: number) =>
    chartLoad(
      http
        .get(`${chartApi}/trading-view/data`, {
          api: 'Perps price feed',
          responseName: 'price feed',
          schema: tradingViewDataSchema,
          query: { feed: market.feed, type: resolution, from: fromMs, till: tillMs },
        })
        .pipe(
          chartRetry(scheduler),
          map(({ result }) => {
            const bars = result.flatMap((raw) => {
              const bar = feedBarSchema.safeParse(raw);
              return bar.success ? [{ ...bar.data, time: Math.floor(bar.data.time / 1000), volume: bar.data.volume ?? 0 }] : [];
            });
            dropped('price feed bars', result.length - bars.length);
            return ordered(bars);
          }),
        ),
      logger,
      'Perps price history',
    );

  const shim = <S extends Parameters<HttpClient['get']>[1]['schema']>(path: string, schema: S, query: Record<string, string | number>) =>
    http.get(`${shimApi}/${path}`, { api: 'Oracle chart shim', responseName: path, schema, query }).pipe(chartRetry(scheduler));

  return {
    feedBars$,
    shimConfig$: () => chartLoad(shim('config', shimConfigSchema, {}), logger, 'Chart config'),
    shimSearch$: (query) =>
      chartLoad(
        shim('search', shimSearchSchema, { query }).pipe(
          map((items) => {
            const valid = items.flatMap((raw) => {
              const item = shimSearchItemSchema.safeParse(raw);
              return item.success ? [item.data] : [];
            });
            dropped('chart search results', items.length - valid.length);
            return valid;
          }),
        ),
        logger,
        'Chart search',
      ),
    shimSymbol$: (symbol) =>
      chartLoad(
        shim('symbols', shimSymbolResponseSchema, { symbol }).pipe(
          map((answer) => {
            if ('s' in answer) throw new ChartSymbolError(symbol);
            return answer;
          }),
        ),
        logger,
        'Chart symbol',
      ),
    shimBars$: (symbol, resolution, fromSeconds, toSeconds) =>
      chartLoad(
        shim('history', shimHistorySchema, { symbol, resolution, from: fromSeconds, to: toSeconds }).pipe(
          map((answer): Bar[] => {
            if (answer.s === 'no_data') return [];
            if (answer.s === 'error') throw answer.errmsg === 'Cannot resolve symbol' ? new ChartSymbolError(symbol) : new Error(answer.errmsg);
            const length = Math.min(answer.t.length, answer.o.length, answer.h.length, answer.l.length, answer.c.length);
            return ordered(
              Array.from({ length }, (_, index) => ({
                time: answer.t[index] ?? NaN,
                open: answer.o[index] ?? NaN,
                high: answer.h[index] ?? NaN,
                low: answer.l[index] ?? NaN,
                close: answer.c[index] ?? NaN,
                volume: answer.v?.[index] ?? 0,
              })),
            );
          }),
        ),
        logger,
        'Chart history',
      ),
  };
};
