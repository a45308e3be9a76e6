import type { Market } from '../market/market';
import { priceOf } from './portfolio/valuation';

/**
 * A token's USD price at a past time, from the market's price history (minute buckets for the
 * last day, hour buckets for the last month): the close of the bucket at or before it. The price
 * now when the history does not reach back that far, null for tokens the market does not list.
 */
export const priceAt = (market: Market, mint: string, timeMs: number): number | null => {
  const token = market.token(mint);
  if (!token) return null;
  for (const series of [token.minutes, token.hours]) {
    const bucket = series.lastAtOrBefore(series.bucketOf(timeMs));
    const close = bucket === undefined ? 0 : series.get(bucket, 'close');
    if (close > 0) return close;
  }
  return priceOf(market, mint);
};

/** inputUsd and outputUsd of a swap-like activity at its time (seconds), when priced. */
export const usdAtTime = (
  market: Market,
  activity: {
    readonly inputMint: string;
    readonly outputMint: string;
    readonly inputAmount: string;
    readonly outputAmount: string;
    readonly timestamp: number;
  },
) => {
  const at = activity.timestamp * 1000;
  const input = priceAt(market, activity.inputMint, at);
  const output = priceAt(market, activity.outputMint, at);
  return {
    ...(input === null ? {} : { inputUsd: input * Number(activity.inputAmount) }),
    ...(output === null ? {} : { outputUsd: output * Number(activity.outputAmount) }),
  };
};
