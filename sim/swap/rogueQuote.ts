import { SOL_MINT, USDC_MINT, USDT_MINT } from '../market/knownTokens';
import type { RogueSwitch } from '../rogue';
import type { QuotePlan } from './quote';
import type { quoteJson } from './quoteResponse';

/**
 * Rogue quote answers (sim/rogue.ts), each with exactly one thing different from what was asked:
 *   quote-threshold: the minimum received far below what the slippage allows (ExactIn: 1 base
 *     unit; ExactOut: the maximum sold a hundred times the quote's input);
 *   quote-mint: another output mint than the one asked for (USDT for USDC, else USDC; USDC's
 *     own swap partner is SOL).
 * The plan is changed the same way, so a swap built from the answer would really do it.
 */
type QuoteBody = ReturnType<typeof quoteJson>;

export const rogueQuote = (honest: { plan: QuotePlan; body: QuoteBody }, rogue: RogueSwitch): { plan: QuotePlan; body: QuoteBody } => {
  const { plan, body } = honest;
  if (rogue.is('quote-threshold')) {
    const threshold = plan.mode === 'ExactIn' ? 1n : plan.inAmount * 100n;
    return { plan: { ...plan, otherAmountThreshold: threshold }, body: { ...body, otherAmountThreshold: threshold.toString() } };
  }
  if (rogue.is('quote-mint')) {
    const other = plan.outputMint === USDC_MINT ? USDT_MINT : plan.inputMint === USDC_MINT ? SOL_MINT : USDC_MINT;
    return { plan, body: { ...body, outputMint: other } };
  }
  return honest;
};

/** swap-threshold: the threshold the route instruction enforces, ten times wider than the quote's slippage allowed. */
export const rogueThreshold = (mode: QuotePlan['mode'], threshold: bigint): bigint => (mode === 'ExactIn' ? threshold / 10n : threshold * 10n);
