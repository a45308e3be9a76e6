import { SOL_MINT, USDC_MINT, USDT_MINT } from '../market/knownTokens';

/**
 * The oracle feeds the perps services quote (research §7: the Doves oracle's SOL, ETH, BTC,
 * USDC and USDT price feeds). SOL follows the simulated market; the others walk on their own.
 */
export const ETH_MINT = '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs';
export const BTC_MINT = '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh';

export const feedIds = ['btcusd', 'ethusd', 'solusd', 'usdcusd', 'usdtusd'] as const;
export type FeedId = (typeof feedIds)[number];

export interface FeedInfo {
  readonly id: FeedId;
  /** The token the feed prices. */
  readonly mint: string;
  readonly symbol: string;
  /** The shim's ticker, Pyth style: 'Crypto.SOL/USD'. */
  readonly ticker: string;
  readonly description: string;
  /** Where the walk starts (the seed nudges it); unused for SOL, which follows the market. */
  readonly basePriceUsd: number;
  /** Volatility of the log price per square-root hour. */
  readonly hourlyVolatility: number;
}

/** Prices go out as integers with this exponent: price × 10^expo. */
export const ORACLE_EXPO = -8;

export const feeds: Readonly<Record<FeedId, FeedInfo>> = {
  btcusd: {
    id: 'btcusd',
    mint: BTC_MINT,
    symbol: 'BTC',
    ticker: 'Crypto.BTC/USD',
    description: 'Bitcoin / US Dollar',
    basePriceUsd: 97_000,
    hourlyVolatility: 0.006,
  },
  ethusd: {
    id: 'ethusd',
    mint: ETH_MINT,
    symbol: 'ETH',
    ticker: 'Crypto.ETH/USD',
    description: 'Ethereum / US Dollar',
    basePriceUsd: 3_400,
    hourlyVolatility: 0.008,
  },
  solusd: {
    id: 'solusd',
    mint: SOL_MINT,
    symbol: 'SOL',
    ticker: 'Crypto.SOL/USD',
    description: 'Solana / US Dollar',
    basePriceUsd: 180,
    hourlyVolatility: 0.01,
  },
  usdcusd: {
    id: 'usdcusd',
    mint: USDC_MINT,
    symbol: 'USDC',
    ticker: 'Crypto.USDC/USD',
    description: 'USD Coin / US Dollar',
    basePriceUsd: 1,
    hourlyVolatility: 0.00004,
  },
  usdtusd: {
    id: 'usdtusd',
    mint: USDT_MINT,
    symbol: 'USDT',
    ticker: 'Crypto.USDT/USD',
    description: 'Tether / US Dollar',
    basePriceUsd: 1,
    hourlyVolatility: 0.00005,
  },
};

export const isFeedId = (value: string): value is FeedId => (feedIds as readonly string[]).includes(value);

/** The perps markets (tradable with leverage) and their socket channels. */
export const perpsMarkets = [feeds.solusd, feeds.ethusd, feeds.btcusd] as const;

export const feedOfMint = (mint: string): FeedInfo | undefined => perpsMarkets.find((feed) => feed.mint === mint);

/** A feed by any of its names: 'solusd', 'SOLUSD', 'Crypto.SOL/USD' or 'SOL'. */
export const feedByName = (name: string): FeedInfo | undefined => {
  const lower = name.trim().toLowerCase();
  return Object.values(feeds).find((feed) => feed.id === lower || feed.ticker.toLowerCase() === lower || feed.symbol.toLowerCase() === lower);
};
