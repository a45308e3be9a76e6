import { signatureFromSeed } from './addresses';
import type { Reserves } from './curve';

/**
 * The simulator's token records: what a token is (fixed at creation), its pool, its trades and
 * who trades it. The live state that moves with trades is TokenState (token.ts).
 */

export interface Audit {
  mintAuthorityDisabled: boolean;
  freezeAuthorityDisabled: boolean;
  topHoldersPercentage: number;
  devBalancePercentage: number;
  lpBurnedPercentage: number;
  devMigrations: number;
}

export interface StockInfo {
  readonly issuer: 'xstocks' | 'prestocks' | 'superstate';
  readonly ticker: string;
  stockPrice: number;
  readonly sharesOut: number;
}

/** What a token is: identity and metadata, fixed at creation. */
export interface TokenInfo {
  readonly mint: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly supply: number;
  readonly createdAt: number;
  readonly dev: string;
  readonly launchpad: string | undefined;
  readonly website: string | undefined;
  readonly twitter: string | undefined;
  readonly telegram: string | undefined;
  readonly tags: string[];
  readonly verified: boolean;
  readonly cexes: readonly string[];
  readonly known: boolean;
  readonly stock: StockInfo | undefined;
  /** Never retired from the market (the namesakes a test relies on). */
  readonly permanent?: boolean;
  readonly audit: Audit;
  readonly ctLikes: number;
  readonly smartCtLikes: number;
  /** Holders beyond the simulated traders (large established tokens). */
  readonly baseHolders: number;
  readonly description: string | undefined;
  /** The image a creator uploaded (its URL on the simulator): the token's icon and metadata image. */
  readonly image?: string;
  /** Launched by a wallet in the Studio: the simulated market never trades as its developer. */
  readonly userLaunched?: boolean;
}

export interface PoolInfo {
  id: string;
  dex: string;
  createdAt: number;
  quoteMint: string;
  reserves: Reserves;
  readonly firstPoolId: string;
  readonly firstPoolCreatedAt: number;
  readonly firstPoolDex: string;
  graduatedAt: number | undefined;
}

export interface Trade {
  readonly time: number;
  readonly side: 'buy' | 'sell';
  readonly trader: number;
  readonly baseAmount: number;
  readonly quoteAmount: number;
  readonly usd: number;
  readonly priceUsd: number;
  readonly organic: boolean;
  readonly mev: boolean;
  /** Seed of the tx hash; read the hash with tradeHash(). */
  readonly hashSeed: number;
  readonly blockId: number;
}

/** Who trades a token: a window of the market's trader list. */
export interface TraderPool {
  readonly offset: number;
  readonly size: number;
}

/** A trade's transaction signature, derived from its seed. */
export const tradeHash = (trade: Trade): string => signatureFromSeed(trade, trade.hashSeed);
