import { createHash } from 'node:crypto';
import type { Market } from '../market/market';
import { hopInputMint, hopOutputMint } from './pools';
import type { QuotePlan } from './quote';

/**
 * The quote as the service sends it (research §1): amounts as decimal strings, the route plan
 * one step per pool with its share, and `quoteKey`, the fingerprint by which POST /swap finds
 * the plan again when the client echoes the quote back.
 */
export interface QuoteStepJson {
  readonly swapInfo: {
    readonly ammKey: string;
    readonly label: string;
    readonly inputMint: string;
    readonly outputMint: string;
    readonly inAmount: string;
    readonly outAmount: string;
    readonly feeAmount: string;
    readonly feeMint: string;
  };
  readonly percent: number;
  readonly bps: number;
}

/** The fields that define a quote, as the client echoes them back. */
export interface QuoteIdentity {
  readonly inputMint: string;
  readonly inAmount: string;
  readonly outputMint: string;
  readonly outAmount: string;
  readonly otherAmountThreshold: string;
  readonly swapMode: string;
  readonly slippageBps: number;
  readonly platformFee?: { readonly amount?: string | null; readonly feeBps: number } | null;
  readonly routePlan: readonly {
    readonly swapInfo: {
      readonly ammKey: string;
      readonly inputMint: string;
      readonly outputMint: string;
      readonly inAmount: string;
      readonly outAmount: string;
    };
    readonly percent: number | null;
  }[];
}

/** Route steps: a route's first step carries its share of the swap, the later steps all of what reaches them. */
export const routePlanJson = (plan: QuotePlan): QuoteStepJson[] =>
  plan.routes.flatMap((route) =>
    route.legs.map((leg, index) => {
      const percent = index === 0 ? route.percent : 100;
      return {
        swapInfo: {
          ammKey: leg.hop.pool.id,
          label: leg.hop.pool.label,
          inputMint: hopInputMint(leg.hop),
          outputMint: hopOutputMint(leg.hop),
          inAmount: leg.inAmount.toString(),
          outAmount: leg.outAmount.toString(),
          feeAmount: leg.feeAmount.toString(),
          feeMint: hopInputMint(leg.hop),
        },
        percent,
        bps: percent * 100,
      };
    }),
  );

/** A fraction as a plain decimal string ("0.0012"), never in exponent form. */
const fractionText = (value: number) => (value < 1e-12 ? '0' : value.toFixed(12).replace(/\.?0+$/, ''));

export const quoteJson = (plan: QuotePlan, market: Market, context: { contextSlot: number; timeTakenSeconds: number }) => {
  const inputToken = market.token(plan.inputMint);
  const inputUsd = inputToken ? (Number(plan.inAmount) / 10 ** plan.inputDecimals) * market.priceUsd(inputToken) : 0;
  return {
    inputMint: plan.inputMint,
    inAmount: plan.inAmount.toString(),
    outputMint: plan.outputMint,
    outAmount: plan.outAmount.toString(),
    otherAmountThreshold: plan.otherAmountThreshold.toString(),
    swapMode: plan.mode,
    slippageBps: plan.slippageBps,
    platformFee: plan.platformFee ? { amount: plan.platformFee.amount.toString(), feeBps: plan.platformFee.feeBps } : null,
    priceImpactPct: fractionText(plan.priceImpact),
    routePlan: routePlanJson(plan),
    ...(plan.computedAutoSlippage !== undefined ? { computedAutoSlippage: plan.computedAutoSlippage } : {}),
    contextSlot: context.contextSlot,
    timeTaken: context.timeTakenSeconds,
    swapUsdValue: inputUsd.toFixed(6),
    simplerRouteUsed: false,
  };
};

export const quoteKey = (quote: QuoteIdentity): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        quote.inputMint,
        quote.inAmount,
        quote.outputMint,
        quote.outAmount,
        quote.otherAmountThreshold,
        quote.swapMode,
        quote.slippageBps,
        quote.platformFee?.amount ?? null,
        quote.platformFee?.feeBps ?? 0,
        quote.routePlan.map(({ swapInfo, percent }) => [
          swapInfo.ammKey,
          swapInfo.inputMint,
          swapInfo.outputMint,
          swapInfo.inAmount,
          swapInfo.outAmount,
          percent,
        ]),
      ]),
    )
    .digest('hex');
