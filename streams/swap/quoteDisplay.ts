import Decimal from 'decimal.js';
import type { QuoteResponse } from '../schemas/quote';
import { toUnits } from './tokenUnits';

/**
 * Values the swap form shows from a quote (spec 001 §4, §9). Pure functions of the quote and
 * the two tokens' decimals; formatting (compact notation, currency) stays in the UI.
 */

export interface PairDecimals {
  readonly input: number;
  readonly output: number;
}

/** Leading zeros after the point of a ratio below 1: 0.000123 → 3. */
const leadingFractionZeros = (ratio: Decimal): number => (ratio.gte(1) ? 0 : Math.max(0, -ratio.e - 1));

/**
 * Rate decimals (spec 001 §9): from the price ratio plus 5, at least the larger token decimals,
 * 16 when the price is missing.
 */
export const rateDecimals = (ratio: Decimal | number | undefined, decimals: PairDecimals): number => {
  const value = ratio === undefined ? undefined : new Decimal(ratio);
  if (value === undefined || !value.isFinite() || value.lte(0)) return 16;
  return Math.max(leadingFractionZeros(value) + 5, Math.max(decimals.input, decimals.output));
};

export interface QuoteRate {
  /** Output tokens per input token (or input per output when inverted). */
  readonly value: Decimal;
  readonly decimals: number;
  /** The value cut to `decimals` places (rounded down), trailing zeros dropped. */
  readonly text: string;
}

/** 1 input = rate output (inverted: 1 output = rate input). Undefined when an amount is zero. */
export const quoteRate = (quote: Pick<QuoteResponse, 'inAmount' | 'outAmount'>, decimals: PairDecimals, inverted = false): QuoteRate | undefined => {
  const input = toUnits(quote.inAmount, decimals.input);
  const output = toUnits(quote.outAmount, decimals.output);
  if (input.isZero() || output.isZero()) return undefined;
  const value = inverted ? input.div(output) : output.div(input);
  const places = rateDecimals(value, decimals);
  return { value, decimals: places, text: value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed() };
};

/**
 * The guaranteed side of a quote (research §3 K6: outAmount is an estimate): ExactIn gives the
 * minimum received in output units; ExactOut the maximum sold in input units.
 */
export const amountThreshold = (quote: Pick<QuoteResponse, 'swapMode' | 'otherAmountThreshold'>) =>
  quote.swapMode === 'ExactIn'
    ? ({ kind: 'minimum-received', amount: BigInt(quote.otherAmountThreshold) } as const)
    : ({ kind: 'maximum-sold', amount: BigInt(quote.otherAmountThreshold) } as const);

/** priceImpactPct is a fraction string: "0.0123" → 1.23 (percent). */
export const priceImpactPercent = (quote: Pick<QuoteResponse, 'priceImpactPct'>): number => {
  const fraction = Number(quote.priceImpactPct);
  return Number.isFinite(fraction) ? fraction * 100 : 0;
};

/** Basis points as a fraction (spec 001 §9: bps divide by 10000). */
export const bpsToFraction = (bps: number): number => bps / 10000;
export const bpsToPercent = (bps: number): number => bps / 100;

/** The route's venues in order, each once: ['Meteora DLMM', 'Whirlpool']. */
export const routeLabels = (quote: Pick<QuoteResponse, 'routePlan'>): string[] => [
  ...new Set(quote.routePlan.map((step) => step.swapInfo.label?.trim() || 'Unknown')),
];

export interface QuoteFees {
  /** The referral's fee, in the output mint for ExactIn and the input mint for ExactOut. */
  readonly platformFee: { readonly amount: bigint; readonly feeBps: number; readonly mint: string } | undefined;
  /** Fees the route reports per mint (the service now sends zeros; kept for older routes). */
  readonly routeFees: readonly { readonly mint: string; readonly amount: bigint }[];
}

export const quoteFees = (quote: QuoteResponse): QuoteFees => {
  const fee = quote.platformFee;
  const platformFee =
    fee && fee.feeBps > 0
      ? { amount: BigInt(fee.amount ?? '0'), feeBps: fee.feeBps, mint: quote.swapMode === 'ExactIn' ? quote.outputMint : quote.inputMint }
      : undefined;
  const byMint = new Map<string, bigint>();
  for (const { swapInfo } of quote.routePlan) {
    const amount = BigInt(swapInfo.feeAmount ?? '0');
    if (amount === 0n || !swapInfo.feeMint) continue;
    byMint.set(swapInfo.feeMint, (byMint.get(swapInfo.feeMint) ?? 0n) + amount);
  }
  return { platformFee, routeFees: [...byMint].map(([mint, amount]) => ({ mint, amount })) };
};

/** Slippage display decimals (spec 001 §9): 2 from 100, 3 from 10, else 4. */
export const slippageDecimals = (percent: number): number => (percent >= 100 ? 2 : percent >= 10 ? 3 : 4);

/** 0.5 → '0.5'; 0.12345 → '0.1234'; 12.34567 → '12.345'. Rounded down, trailing zeros dropped. */
export const formatSlippage = (percent: number): string => new Decimal(percent).toDecimalPlaces(slippageDecimals(percent), Decimal.ROUND_DOWN).toFixed();

/** The slippage a quote carries, in percent (computedAutoSlippage when the service chose it). */
export const quoteSlippagePercent = (quote: Pick<QuoteResponse, 'slippageBps' | 'computedAutoSlippage'>): number =>
  bpsToPercent(quote.computedAutoSlippage ?? quote.slippageBps);
