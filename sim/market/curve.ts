/**
 * Pool math. Every pool is constant-product. A bonding curve is one with virtual reserves in
 * the pump.fun style: 30 SOL and 1,073,000,000 tokens virtual, 793,100,000 tokens for sale;
 * selling them all is 100% and graduates the token into a real pool holding the raised SOL
 * and the 206,900,000 tokens kept back, at the same price.
 */
export const CURVE_VIRTUAL_QUOTE = 30;
export const CURVE_VIRTUAL_BASE = 1_073_000_000;
export const CURVE_TOKENS_FOR_SALE = 793_100_000;
export const LAUNCH_SUPPLY = 1_000_000_000;
export const GRADUATION_LP_TOKENS = LAUNCH_SUPPLY - CURVE_TOKENS_FOR_SALE;
/** The swap fee kept in the pool. */
export const POOL_FEE = 0.0025;

export interface Reserves {
  kind: 'curve' | 'cpmm';
  /** Base tokens in the pool (virtual on a curve). */
  base: number;
  /** Quote units in the pool (virtual on a curve). */
  quote: number;
  /**
   * A curve's token side relative to the 1,000M launch (a Studio launch of 10,000M tokens is 10):
   * its virtual tokens, tokens for sale and kept-back tokens scale with it, its quote side does
   * not, so the same SOL raised graduates it at the same market cap. Absent: 1.
   */
  scale?: number;
}

export const newCurve = (scale = 1): Reserves =>
  scale === 1
    ? { kind: 'curve', base: CURVE_VIRTUAL_BASE, quote: CURVE_VIRTUAL_QUOTE }
    : { kind: 'curve', base: CURVE_VIRTUAL_BASE * scale, quote: CURVE_VIRTUAL_QUOTE, scale };

const scaleOf = (reserves: Reserves) => reserves.scale ?? 1;

/** Tokens still for sale on a curve. */
export const curveTokensLeft = (reserves: Reserves) => reserves.base - (CURVE_VIRTUAL_BASE - CURVE_TOKENS_FOR_SALE) * scaleOf(reserves);
/** Quote raised on a curve. */
export const curveQuoteRaised = (reserves: Reserves) => reserves.quote - CURVE_VIRTUAL_QUOTE;

/**
 * Tokens left under this share of those for sale count as sold out: a swap names its input, so
 * no buy takes the last base units exactly (a launchpad's own page caps the last buy instead).
 */
const CURVE_DUST_SHARE = 1e-6;

/** Bonding-curve progress 0–100. */
export const curveProgress = (reserves: Reserves) => {
  const forSale = CURVE_TOKENS_FOR_SALE * scaleOf(reserves);
  const left = curveTokensLeft(reserves);
  if (left <= forSale * CURVE_DUST_SHARE) return 100;
  return Math.min(100, Math.max(0, ((forSale - left) / forSale) * 100));
};

export const priceInQuote = (reserves: Reserves) => reserves.quote / reserves.base;

export interface Fill {
  readonly baseAmount: number;
  readonly quoteAmount: number;
}

/** Buys with `quoteIn`; on a curve, at most the tokens left for sale. Mutates the reserves. */
export const buy = (reserves: Reserves, quoteIn: number): Fill => {
  const k = reserves.base * reserves.quote;
  let quoteAmount = quoteIn;
  let baseOut = reserves.base - k / (reserves.quote + quoteIn * (1 - POOL_FEE));
  if (reserves.kind === 'curve') {
    const left = curveTokensLeft(reserves);
    if (baseOut > left) {
      baseOut = left;
      quoteAmount = (k / (reserves.base - left) - reserves.quote) / (1 - POOL_FEE);
    }
  }
  reserves.base -= baseOut;
  reserves.quote += quoteAmount;
  return { baseAmount: baseOut, quoteAmount };
};

/** Sells `baseIn` tokens; on a curve, never below the virtual starting point. Mutates the reserves. */
export const sell = (reserves: Reserves, baseIn: number): Fill => {
  const k = reserves.base * reserves.quote;
  let quoteOut = reserves.quote - k / (reserves.base + baseIn * (1 - POOL_FEE));
  if (reserves.kind === 'curve') quoteOut = Math.min(quoteOut, Math.max(0, curveQuoteRaised(reserves)));
  reserves.base += baseIn;
  reserves.quote -= quoteOut;
  return { baseAmount: baseIn, quoteAmount: quoteOut };
};

/** The real pool a full curve graduates into: the raised quote and the kept-back tokens. */
export const graduate = (reserves: Reserves): Reserves => ({
  kind: 'cpmm',
  base: GRADUATION_LP_TOKENS * scaleOf(reserves),
  quote: Math.max(curveQuoteRaised(reserves), 1e-9),
});

/** A constant-product pool holding `liquidityUsd` of value on each side at `priceUsd`. */
export const cpmmAt = (priceUsd: number, quoteUsd: number, liquidityUsd: number): Reserves => ({
  kind: 'cpmm',
  base: liquidityUsd / priceUsd,
  quote: liquidityUsd / quoteUsd,
});
