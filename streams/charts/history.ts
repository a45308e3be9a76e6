import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import type { HttpClient } from '../core/http';
import { type Candle, chartResponseSchema } from '../schemas/market';
import { spotChartResponseSchema } from './spotChart';
import { type ChartInterval, MAX_BARS, intervalSpecs } from './intervals';
import type { Bar } from './liveBars';

/** Candles asked for when a chart opens (the service answers at most 1,000). */
export const HISTORY_CANDLES = 500;

const finite = (candle: Candle) => [candle.time, candle.open, candle.high, candle.low, candle.close, candle.volume].every(Number.isFinite);

/** Bars in time order, one per time (the last one wins), at most MAX_BARS, newest kept. */
export const barsFromCandles = (candles: readonly Candle[]): Bar[] => {
  const byTime = new Map<number, Bar>();
  for (const candle of candles) {
    if (!finite(candle)) continue;
    byTime.set(candle.time, { time: candle.time, open: candle.open, high: candle.high, low: candle.low, close: candle.close, volume: candle.volume });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time).slice(-MAX_BARS);
};

/**
 * A token's price history (GET /v2/charts/{id}, research §8): `candles` bars of the interval
 * ending at `toMs`, in USD.
 */
export const fetchHistory = (
  { http, marketApi }: { http: HttpClient; marketApi: string },
  tokenId: string,
  interval: ChartInterval,
  toMs: number,
  candles = HISTORY_CANDLES,
): Observable<Bar[]> =>
  http
    .get(`${marketApi}/v2/charts/${encodeURIComponent(tokenId)}`, {
      api: 'Market API',
      responseName: 'chart',
      schema: chartResponseSchema,
      query: { interval: intervalSpecs[interval].history, to: toMs, candles, type: 'price', quote: 'usd' },
    })
    .pipe(map((response) => barsFromCandles(response.candles)));

/**
 * A pair's history (GET /v1/charts/{base}?quote_address={quote}, spec 001 §7): HISTORY_CANDLES
 * bars of the interval ending at `toMs`, `base` priced in `quote`.
 */
export const fetchPairHistory = (
  { http, marketApi }: { http: HttpClient; marketApi: string },
  base: string,
  quote: string,
  interval: ChartInterval,
  toMs: number,
): Observable<Bar[]> => {
  const to = Math.floor(toMs / 1000);
  return http
    .get(`${marketApi}/v1/charts/${encodeURIComponent(base)}`, {
      api: 'Market API',
      responseName: 'pair chart',
      schema: spotChartResponseSchema,
      query: { type: intervalSpecs[interval].spot, time_from: to - intervalSpecs[interval].periodSeconds * HISTORY_CANDLES, time_to: to, quote_address: quote },
    })
    .pipe(map((response) => barsFromCandles(response.bars.map((bar) => ({ time: bar.t, open: bar.o, high: bar.h, low: bar.l, close: bar.c, volume: bar.v })))));
};
