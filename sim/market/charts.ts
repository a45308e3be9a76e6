import type { Candle } from '../../streams/schemas';
import type { Market } from './market';
import type { BucketSeries } from './series';
import type { TokenState } from './token';

/** Chart intervals of research §8, in milliseconds. */
export const chartIntervals: Readonly<Record<string, number>> = {
  '1_SECOND': 1_000,
  '15_SECOND': 15_000,
  '30_SECOND': 30_000,
  '1_MINUTE': 60_000,
  '3_MINUTE': 180_000,
  '5_MINUTE': 300_000,
  '15_MINUTE': 900_000,
  '30_MINUTE': 1_800_000,
  '1_HOUR': 3_600_000,
  '2_HOUR': 7_200_000,
  '4_HOUR': 14_400_000,
  '8_HOUR': 28_800_000,
  '12_HOUR': 43_200_000,
  '1_DAY': 86_400_000,
  '1_WEEK': 604_800_000,
  '1_MONTH': 2_592_000_000,
};

export interface ChartQuery {
  readonly intervalMs: number;
  readonly to: number;
  readonly from?: number;
  readonly candles: number;
  readonly type: 'price' | 'mcap';
  readonly quote: 'usd' | 'native';
}

interface Builder {
  readonly candles: Candle[];
  add(start: number, open: number, high: number, low: number, close: number, volume: number): void;
}

const builder = (intervalMs: number): Builder => {
  const candles: Candle[] = [];
  return {
    candles,
    add: (start, open, high, low, close, volume) => {
      const time = Math.floor(start / intervalMs) * (intervalMs / 1000);
      const last = candles[candles.length - 1];
      if (last && last.time === time) {
        last.high = Math.max(last.high, high);
        last.low = Math.min(last.low, low);
        last.close = close;
        last.volume += volume;
      } else {
        candles.push({ time, open, high, low, close, volume });
      }
    },
  };
};

const fromSeries = (series: BucketSeries, from: number, to: number, target: Builder) => {
  for (const bucket of series.buckets(series.bucketOf(from), series.bucketOf(to))) {
    target.add(
      bucket * series.bucketMs,
      series.get(bucket, 'open'),
      series.get(bucket, 'high'),
      series.get(bucket, 'low'),
      series.get(bucket, 'close'),
      series.get(bucket, 'buyVol') + series.get(bucket, 'sellVol'),
    );
  }
};

/**
 * Candles from the finest history that covers the interval: trades under a minute, minute
 * buckets up to 30 minutes (24 h back), hour buckets beyond. Empty intervals are skipped.
 */
export const candlesOf = (market: Market, token: TokenState, query: ChartQuery): Candle[] => {
  const { intervalMs, to } = query;
  const from = query.from ?? to - intervalMs * query.candles;
  const target = builder(intervalMs);
  if (intervalMs < 60_000) {
    for (const trade of token.trades)
      if (trade.time >= from && trade.time <= to) target.add(trade.time, trade.priceUsd, trade.priceUsd, trade.priceUsd, trade.priceUsd, trade.usd);
  } else if (intervalMs < 3_600_000) {
    fromSeries(token.minutes, from, to, target);
  } else {
    fromSeries(token.hours, from, to, target);
  }
  const scale = (query.type === 'mcap' ? token.info.supply : 1) / (query.quote === 'native' ? market.quoteUsd(token.pool.quoteMint) : 1);
  return target.candles
    .slice(-query.candles)
    .map((candle) =>
      scale === 1 ? candle : { ...candle, open: candle.open * scale, high: candle.high * scale, low: candle.low * scale, close: candle.close * scale },
    );
};

/** Buy and sell volume per interval, for the net-volume chart. */
export const netVolumeOf = (token: TokenState, intervalMs: number, to: number, count: number) => {
  const series = intervalMs < 3_600_000 ? token.minutes : token.hours;
  const buckets = new Map<number, { buyVolume: number; sellVolume: number }>();
  for (const bucket of series.buckets(series.bucketOf(to - intervalMs * count), series.bucketOf(to))) {
    const time = Math.floor((bucket * series.bucketMs) / intervalMs) * (intervalMs / 1000);
    const entry = buckets.get(time) ?? { buyVolume: 0, sellVolume: 0 };
    entry.buyVolume += series.get(bucket, 'buyVol');
    entry.sellVolume += series.get(bucket, 'sellVol');
    buckets.set(time, entry);
  }
  return [...buckets].map(([time, entry]) => ({ time, ...entry, netVolume: entry.buyVolume - entry.sellVolume })).slice(-count);
};
