/**
 * The perps markets and their feeds (spec 001 §7): SOL, ETH and BTC map to the price feed's
 * SOLUSD, ETHUSD and BTCUSD, to the price socket's channels solusd, ethusd and btcusd, and to the
 * oracle chart shim's symbols. The oracle worker also quotes the two stablecoins.
 */
export const oracleFeeds = ['btcusd', 'ethusd', 'solusd', 'usdcusd', 'usdtusd'] as const;
export type OracleFeed = (typeof oracleFeeds)[number];

export type PriceChannel = 'solusd' | 'ethusd' | 'btcusd';
export type PerpsMarketSymbol = 'SOL' | 'ETH' | 'BTC';

export interface PerpsMarket {
  readonly symbol: PerpsMarketSymbol;
  readonly mint: string;
  /** The price feed's name: /trading-view/data?feed=SOLUSD. */
  readonly feed: 'SOLUSD' | 'ETHUSD' | 'BTCUSD';
  readonly channel: PriceChannel;
  readonly oracleFeed: OracleFeed;
  /** The chart shim's symbol. */
  readonly shimSymbol: string;
}

export const perpsMarkets: Readonly<Record<PerpsMarketSymbol, PerpsMarket>> = {
  SOL: {
    symbol: 'SOL',
    mint: 'So11111111111111111111111111111111111111112',
    feed: 'SOLUSD',
    channel: 'solusd',
    oracleFeed: 'solusd',
    shimSymbol: 'Crypto.SOL/USD',
  },
  ETH: {
    symbol: 'ETH',
    mint: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
    feed: 'ETHUSD',
    channel: 'ethusd',
    oracleFeed: 'ethusd',
    shimSymbol: 'Crypto.ETH/USD',
  },
  BTC: {
    symbol: 'BTC',
    mint: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh',
    feed: 'BTCUSD',
    channel: 'btcusd',
    oracleFeed: 'btcusd',
    shimSymbol: 'Crypto.BTC/USD',
  },
};

export const priceChannels: readonly PriceChannel[] = ['solusd', 'ethusd', 'btcusd'];

/** The market of a token symbol ('SOL', 'eth'…) or mint; undefined for anything else. */
export const perpsMarketOf = (symbolOrMint: string): PerpsMarket | undefined =>
  Object.values(perpsMarkets).find((market) => market.mint === symbolOrMint || market.symbol === symbolOrMint.toUpperCase());

/** Native SOL and USDC: the collateral the perps service takes. */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const SOL_MINT = perpsMarkets.SOL.mint;
