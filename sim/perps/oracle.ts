import type { Market } from '../market/market';
import { candlesOf } from '../market/charts';
import { ORACLE_EXPO, type FeedId, feeds, feedIds } from './feeds';
import { type PricePath, createPricePath } from './pricePath';

/** History the walks keep before the simulator started. */
const HISTORY_MS = 180 * 86_400_000;
/** At most this many bars per history answer (the newest). */
export const MAX_BARS = 2_000;
const SECOND_SAMPLES_UP_TO_MS = 5 * 60_000;

/** One OHLCV bar; `time` is its start in Unix milliseconds. */
export interface OracleBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** A Doves price feed reading (research §7): USD = price × 10^expo; timestamp in Unix seconds. */
export interface OracleQuote {
  readonly feedId: FeedId;
  readonly price: string;
  readonly expo: number;
  readonly timestamp: number;
}

export interface OracleModel {
  /** The USD price now (or at a past time); undefined when there is none. */
  priceUsd(feed: FeedId, time?: number): number | undefined;
  quote(feed: FeedId): OracleQuote | undefined;
  /** Bars of `resolutionMs` covering [from, to] (ms), up to now, oldest first. */
  bars(feed: FeedId, resolutionMs: number, from: number, to: number): OracleBar[];
}

export interface OracleDeps {
  readonly seed: number;
  market(): Market;
  now(): number;
}

/**
 * The perps oracle: SOL is the simulated market's SOL price (its history is the market's
 * candles); BTC, ETH and the stablecoins are seeded walks read at any time (pricePath.ts).
 */
export const createOracleModel = ({ seed, market, now }: OracleDeps): OracleModel => {
  const startedAt = now();
  const paths = new Map<FeedId, PricePath>();
  for (const id of feedIds) {
    if (id === 'solusd') continue;
    const feed = feeds[id];
    paths.set(
      id,
      createPricePath({
        seed,
        label: id,
        anchorTime: startedAt,
        anchorPriceUsd: feed.basePriceUsd,
        hourlyVolatility: feed.hourlyVolatility,
        historyMs: HISTORY_MS,
      }),
    );
  }

  const solPrice = (): number | undefined => {
    const current = market();
    const token = current.token(feeds.solusd.mint);
    const price = token ? current.priceUsd(token) : NaN;
    return Number.isFinite(price) && price > 0 ? price : undefined;
  };

  const priceUsd = (feed: FeedId, time?: number): number | undefined => {
    if (feed === 'solusd') return solPrice();
    return paths.get(feed)?.at(Math.min(time ?? now(), now()));
  };

  const pathBars = (path: PricePath, resolutionMs: number, from: number, to: number): OracleBar[] => {
    const end = Math.min(to, now());
    let start = Math.max(Math.floor(from / resolutionMs) * resolutionMs, Math.ceil(path.startsAt / resolutionMs) * resolutionMs);
    if (start > end) return [];
    const count = Math.floor((end - start) / resolutionMs) + 1;
    if (count > MAX_BARS) start += (count - MAX_BARS) * resolutionMs;
    const step = resolutionMs <= SECOND_SAMPLES_UP_TO_MS ? 1_000 : 60_000;
    const bars: OracleBar[] = [];
    for (let barStart = start; barStart <= end; barStart += resolutionMs) {
      const barEnd = Math.min(barStart + resolutionMs, now());
      const open = path.at(barStart) ?? 0;
      let high = open;
      let low = open;
      let close = open;
      for (let time = barStart + step; time <= barEnd; time += step) {
        close = path.at(time) ?? close;
        if (close > high) high = close;
        if (close < low) low = close;
      }
      const last = path.at(barEnd) ?? close;
      bars.push({ time: barStart, open, high: Math.max(high, last), low: Math.min(low, last), close: last, volume: 0 });
    }
    return bars;
  };

  const solBars = (resolutionMs: number, from: number, to: number): OracleBar[] => {
    const current = market();
    const token = current.token(feeds.solusd.mint);
    if (!token) return [];
    const candles = candlesOf(current, token, { intervalMs: resolutionMs, from, to: Math.min(to, now()), candles: MAX_BARS, type: 'price', quote: 'usd' });
    return candles.map((candle) => ({ ...candle, time: candle.time * 1000 }));
  };

  return {
    priceUsd,
    quote: (feed) => {
      const price = priceUsd(feed);
      if (price === undefined) return undefined;
      return { feedId: feed, price: String(Math.round(price * 10 ** -ORACLE_EXPO)), expo: ORACLE_EXPO, timestamp: Math.floor(now() / 1000) };
    },
    bars: (feed, resolutionMs, from, to) => {
      if (!(resolutionMs > 0) || !(to >= from)) return [];
      if (feed === 'solusd') return solBars(resolutionMs, from, to);
      const path = paths.get(feed);
      return path ? pathBars(path, resolutionMs, from, to) : [];
    },
  };
};
