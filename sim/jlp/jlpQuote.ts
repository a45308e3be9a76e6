import { JLP_MINT, afterFee, jlpCustodyOf, jlpFeeBps, jlpForUsd, tokensOfUsd, usdForJlp, usdOfTokens } from '../../streams/catalogues';
import type { PoolView } from './aum';
import { type JlpResult, fail } from './jlpDeps';

/**
 * A mint or a burn priced on the pool as it is: the token's value at the oracle, the fee by
 * weight (streams/catalogues/jlpPool.ts, the same function the app's check uses), the JLP at
 * the AUM per JLP. Rounding always favours the pool.
 */
export interface JlpAddQuote {
  readonly inputMint: string;
  readonly amount: bigint;
  readonly feeBps: bigint;
  readonly jlpOut: bigint;
}

export interface JlpRemoveQuote {
  readonly outputMint: string;
  readonly jlpIn: bigint;
  readonly feeBps: bigint;
  readonly amount: bigint;
}

const custodyIn = (pool: PoolView, mint: string) => pool.custodies.find((custody) => custody.spec.mint === mint);

export const quoteAdd = (pool: PoolView, inputMint: string, amount: bigint): JlpResult<JlpAddQuote> => {
  const spec = jlpCustodyOf(inputMint);
  const custody = spec && custodyIn(pool, spec.mint);
  if (!spec || !custody || spec.mint !== inputMint) return fail(400, 'JLP is bought with SOL, ETH, BTC, USDC or USDT');
  if (amount <= 0n) return fail(400, 'The amount must be more than 0');
  if (custody.priceMicro <= 0n || pool.aumMicro <= 0n) return fail(503, `No oracle price for ${spec.symbol}`);
  const usd = usdOfTokens(amount, spec.decimals, custody.priceMicro);
  const feeBps = jlpFeeBps({ custodyUsd: custody.usdMicro, poolUsd: pool.holdingsMicro, targetWeightBps: spec.targetWeightBps, deltaUsd: usd });
  const jlpOut = jlpForUsd(afterFee(usd, feeBps), pool.aumMicro, pool.supply);
  if (jlpOut <= 0n) return fail(400, 'The amount is too small for any JLP');
  return { ok: true, value: { inputMint, amount, feeBps, jlpOut } };
};

export const quoteRemove = (pool: PoolView, outputMint: string, jlpIn: bigint): JlpResult<JlpRemoveQuote> => {
  const spec = jlpCustodyOf(outputMint);
  const custody = spec && custodyIn(pool, spec.mint);
  if (!spec || !custody || spec.mint !== outputMint) return fail(400, 'JLP is sold for SOL, ETH, BTC, USDC or USDT');
  if (jlpIn <= 0n) return fail(400, 'The amount must be more than 0');
  if (jlpIn > pool.supply) return fail(400, `There are only ${pool.supply} JLP base units`);
  if (custody.priceMicro <= 0n || pool.aumMicro <= 0n) return fail(503, `No oracle price for ${spec.symbol}`);
  const usd = usdForJlp(jlpIn, pool.aumMicro, pool.supply);
  const feeBps = jlpFeeBps({ custodyUsd: custody.usdMicro, poolUsd: pool.holdingsMicro, targetWeightBps: spec.targetWeightBps, deltaUsd: -usd });
  const amount = tokensOfUsd(afterFee(usd, feeBps), spec.decimals, custody.priceMicro);
  if (amount <= 0n) return fail(400, 'The amount is too small to pay out');
  if (amount > custody.amount) return fail(400, `The pool holds only ${custody.amount} ${spec.symbol} base units`);
  return { ok: true, value: { outputMint, jlpIn, feeBps, amount } };
};

export { JLP_MINT };
