import { toBaseUnits } from '../ledgerBridge';
import { curveQuoteRaised, curveTokensLeft } from '../market/curve';
import { SOL_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';
import type { TokenState } from '../market/token';
import { ammOf } from './programs';

/**
 * A pool as the router sees it, in base units: the reserves that price it (virtual ones on a
 * bonding curve) and what its vaults can pay out, converted exactly as the ledger bridge
 * converts them for the vaults. Every token has one pool, against its quote mint (SOL, USDC,
 * or USDT for USDC).
 */
export type Side = 'buy' | 'sell';

export interface PoolView {
  readonly id: string;
  readonly dex: string;
  readonly label: string;
  readonly kind: 'curve' | 'cpmm';
  readonly baseMint: string;
  readonly quoteMint: string;
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  readonly reserveBase: bigint;
  readonly reserveQuote: bigint;
  readonly payableBase: bigint;
  readonly payableQuote: bigint;
}

/** One hop through a pool: buy pays its quote mint for its base mint, sell the reverse. */
export interface Hop {
  readonly pool: PoolView;
  readonly side: Side;
}

export const decimalsOf = (market: Market, mint: string): number => market.token(mint)?.info.decimals ?? (mint === SOL_MINT ? 9 : 6);

export const poolView = (market: Market, token: TokenState): PoolView => {
  const { pool, info } = token;
  const reserves = pool.reserves;
  const quoteDecimals = decimalsOf(market, pool.quoteMint);
  const curve = reserves.kind === 'curve';
  return {
    id: pool.id,
    dex: pool.dex,
    label: ammOf(pool.dex).label,
    kind: reserves.kind,
    baseMint: info.mint,
    quoteMint: pool.quoteMint,
    baseDecimals: info.decimals,
    quoteDecimals,
    reserveBase: toBaseUnits(reserves.base, info.decimals),
    reserveQuote: toBaseUnits(reserves.quote, quoteDecimals),
    payableBase: toBaseUnits(curve ? curveTokensLeft(reserves) : reserves.base, info.decimals),
    payableQuote: toBaseUnits(curve ? curveQuoteRaised(reserves) : reserves.quote, quoteDecimals),
  };
};

export const hopInputMint = (hop: Hop) => (hop.side === 'buy' ? hop.pool.quoteMint : hop.pool.baseMint);
export const hopOutputMint = (hop: Hop) => (hop.side === 'buy' ? hop.pool.baseMint : hop.pool.quoteMint);

/** The hops from `from` to `to` through one pool: the pool of either token, when quoted in the other. */
export const hopsBetween = (market: Market, from: string, to: string): Hop[] => {
  const hops: Hop[] = [];
  const fromToken = market.token(from);
  if (fromToken && fromToken.pool.quoteMint === to) hops.push({ pool: poolView(market, fromToken), side: 'sell' });
  const toToken = market.token(to);
  if (toToken && toToken.pool.quoteMint === from) hops.push({ pool: poolView(market, toToken), side: 'buy' });
  return hops;
};

/** The pool a hop went through, as it is now; undefined when the token left or its pool moved (graduation). */
export const currentPool = (market: Market, poolId: string, baseMint: string): PoolView | undefined => {
  const token = market.token(baseMint);
  return token && token.pool.id === poolId ? poolView(market, token) : undefined;
};
