import type { Rng } from '../prng';
import type { TokenState } from './token';

/**
 * What a token had before the simulated day the market starts with: its holders, and for an
 * older token its hourly candles as a random walk that ends at the day's first price. Both draw
 * from the market's history stream, in the order the market calls them.
 */

/** Holders from before the day: the developer's share and a part of the token's trader pool. */
export const seedHolders = (rng: Rng, token: TokenState, { start, priceUsd, traderCount }: { start: number; priceUsd: number; traderCount: number }) => {
  const price = priceUsd || 1e-9;
  token.holdings.change(-1, token.info.supply * rng.range(0.005, 0.06));
  const holders = Math.round(token.traders.size * (token.info.createdAt < start ? rng.range(0.2, 0.6) : rng.range(0.01, 0.05)));
  for (let i = 0; i < holders; i++) {
    const trader = (token.traders.offset + rng.int(0, token.traders.size)) % traderCount;
    token.holdings.change(trader, Math.exp(rng.normal(Math.log(200 / price), 1.5)));
  }
};

/** Hourly candles before `start`, walked backwards from `priceUsd` so the history ends where the day begins. */
export const hourlyPrehistory = (rng: Rng, token: TokenState, { start, now, priceUsd }: { start: number; now: number; priceUsd: number }) => {
  const hours = token.hours;
  const first = Math.max(hours.bucketOf(token.info.createdAt), hours.bucketOf(now) - hours.size + 25);
  const last = hours.bucketOf(start) - 1;
  if (last < first) return;
  let price = priceUsd;
  const volatility = token.info.known ? 0.01 : 0.05;
  const typicalVolume = token.regime.rate * 3600 * token.regime.sizeUsd;
  for (let bucket = last; bucket >= first; bucket--) {
    const close = price;
    const open = close * Math.exp(rng.normal(0, volatility));
    hours.price(bucket, open);
    hours.price(bucket, close * Math.exp(Math.abs(rng.normal(0, volatility / 2))));
    hours.price(bucket, Math.min(open, close) * Math.exp(-Math.abs(rng.normal(0, volatility / 2))));
    hours.price(bucket, close);
    const volume = typicalVolume * Math.exp(rng.normal(0, 0.6));
    hours.set(bucket, 'buyVol', volume * 0.5);
    hours.set(bucket, 'sellVol', volume * 0.5);
    hours.set(bucket, 'buys', Math.round(token.regime.rate * 1800));
    hours.set(bucket, 'sells', Math.round(token.regime.rate * 1800));
    hours.set(bucket, 'holders', token.holderCount());
    price = open;
  }
};
