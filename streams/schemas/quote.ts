import { z } from 'zod';
import { optNumber, optString } from './primitives';

/** Raw token amounts travel as decimal strings (research §1); bigint conversion happens at use. */
const rawAmount = z.string().regex(/^\d{1,40}$/, 'not a raw amount');

export const swapModeSchema = z.enum(['ExactIn', 'ExactOut']);
export type SwapMode = z.infer<typeof swapModeSchema>;

export const swapInfoSchema = z.looseObject({
  ammKey: z.string(),
  label: optString,
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmount,
  outAmount: rawAmount,
  // Deprecated by the service (always "0" and the input mint) but still sent.
  feeAmount: rawAmount.nullish(),
  feeMint: optString,
});

export const routeStepSchema = z.looseObject({
  swapInfo: swapInfoSchema,
  /** Null on instruction version V2 (research §1). */
  percent: z.number().nullable(),
  bps: optNumber,
});

/**
 * GET /quote (spec 001 §3 Quote response; research §1). Loose on purpose: the response is
 * echoed unchanged in POST /swap, so keys we do not know must survive the parse.
 */
export const quoteResponseSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: rawAmount,
  outputMint: z.string(),
  outAmount: rawAmount,
  otherAmountThreshold: rawAmount,
  swapMode: swapModeSchema,
  slippageBps: z.number().int().nonnegative(),
  /** A fraction as a string: "0.0001" is 0.01 %. */
  priceImpactPct: z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, 'not a number'),
  routePlan: z.array(routeStepSchema),
  platformFee: z.looseObject({ amount: rawAmount.nullish(), feeBps: z.number().int().nonnegative() }).nullish(),
  contextSlot: optNumber,
  timeTaken: optNumber,
  computedAutoSlippage: optNumber,
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export type RouteStep = z.infer<typeof routeStepSchema>;

/** A refused quote or swap: 400 `{"error":"Could not find any route","errorCode":"COULD_NOT_FIND_ANY_ROUTE"}`. */
export const serviceErrorSchema = z.looseObject({ error: optString, errorCode: optString });

export const dynamicSlippageReportSchema = z.looseObject({
  slippageBps: optNumber,
  otherAmount: z.union([z.string(), z.number()]).nullish(),
  simulatedIncurredSlippageBps: optNumber,
  amplificationRatio: optString,
});

const swapBuiltSchema = z.looseObject({
  /** base64 of an unsigned (v0 or legacy) transaction. */
  swapTransaction: z.string().min(1),
  lastValidBlockHeight: z.number().int().nonnegative(),
  prioritizationFeeLamports: optNumber,
  computeUnitLimit: optNumber,
  dynamicSlippageReport: dynamicSlippageReportSchema.nullish(),
  simulationError: z.looseObject({ errorCode: optString, error: optString }).nullish(),
});

/** POST /swap: the transaction, or `{error}` (spec 001 §7), told apart by `kind`. */
export const swapResponseSchema = z.union([
  swapBuiltSchema.transform((built) => ({ kind: 'built' as const, built })),
  z.looseObject({ error: z.string() }).transform(({ error }) => ({ kind: 'refused' as const, error })),
]);
export type SwapResponse = z.output<typeof swapResponseSchema>;
export type SwapBuilt = z.infer<typeof swapBuiltSchema>;
