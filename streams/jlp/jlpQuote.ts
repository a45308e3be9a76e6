import { JLP_DECIMALS, afterFee, jlpCustodyOf, jlpFeeBps, jlpForUsd, tokensOfUsd, usdForJlp, usdOfTokens } from '../catalogues/jlpPool';
import type { JlpPool } from './schemas';

/**
 * A buy or a sell priced on the pool the page shows (its last read), with the pool's own fee by
 * weight (streams/catalogues/jlpPool.ts): what the form states, and the least the user accepts.
 * The bound comes from this read and the form, never from the build's answer.
 */

/** 0.5 %: how much less than the quote shown a buy or sell may give (the pool moves between the read and the landing). */
export const JLP_SLIPPAGE_BPS = 50n;

export interface JlpQuote {
  /** What goes in: base units of the token (a buy) or of JLP (a sell). */
  readonly amountIn: bigint;
  /** What comes out at the pool's price now, after the fee. */
  readonly out: bigint;
  /** The least the user accepts: `out` less the slippage. */
  readonly minOut: bigint;
  readonly feeBps: bigint;
  /** The fee's worth, micro-USD. */
  readonly feeMicro: bigint;
  /** The amount in's worth, micro-USD. */
  readonly valueMicro: bigint;
}

const big = (text: string) => BigInt(text);
const minOf = (out: bigint) => (out * (10_000n - JLP_SLIPPAGE_BPS)) / 10_000n;

const custodyOf = (pool: JlpPool, mint: string) => {
  const spec = jlpCustodyOf(mint);
  const custody = pool.custodies.find((entry) => entry.mint === mint);
  return spec && custody && spec.mint === mint ? { spec, custody } : undefined;
};

/** JLP for `amount` base units of `mint`; undefined when the pool has no such token or price. */
export const quoteBuy = (pool: JlpPool, mint: string, amount: bigint): JlpQuote | undefined => {
  const found = custodyOf(pool, mint);
  const aum = big(pool.aumMicro);
  const price = found ? big(found.custody.priceMicro) : 0n;
  if (!found || price <= 0n || aum <= 0n || amount <= 0n) return undefined;
  const valueMicro = usdOfTokens(amount, found.spec.decimals, price);
  const feeBps = jlpFeeBps({
    custodyUsd: big(found.custody.usdMicro),
    poolUsd: big(pool.holdingsMicro),
    targetWeightBps: found.spec.targetWeightBps,
    deltaUsd: valueMicro,
  });
  const out = jlpForUsd(afterFee(valueMicro, feeBps), aum, big(pool.supply));
  return { amountIn: amount, out, minOut: minOf(out), feeBps, feeMicro: valueMicro - afterFee(valueMicro, feeBps), valueMicro };
};

/** Base units of `mint` for `jlp` JLP base units; undefined when the pool has no such token or price. */
export const quoteSell = (pool: JlpPool, mint: string, jlp: bigint): JlpQuote | undefined => {
  const found = custodyOf(pool, mint);
  const aum = big(pool.aumMicro);
  const price = found ? big(found.custody.priceMicro) : 0n;
  if (!found || price <= 0n || aum <= 0n || jlp <= 0n) return undefined;
  const valueMicro = usdForJlp(jlp, aum, big(pool.supply));
  const feeBps = jlpFeeBps({
    custodyUsd: big(found.custody.usdMicro),
    poolUsd: big(pool.holdingsMicro),
    targetWeightBps: found.spec.targetWeightBps,
    deltaUsd: -valueMicro,
  });
  const out = tokensOfUsd(afterFee(valueMicro, feeBps), found.spec.decimals, price);
  return { amountIn: jlp, out, minOut: minOf(out), feeBps, feeMicro: valueMicro - afterFee(valueMicro, feeBps), valueMicro };
};

export { JLP_DECIMALS };
