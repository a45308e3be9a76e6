import * as z from 'zod/mini';
import { optNumber, optString } from './primitives';

/** Raw token amounts travel as decimal strings (research §1); bigint conversion happens at use. */
const rawAmount = z.string().check(z.regex(/^\d{1,40}$/, 'not a raw amount'));

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
  feeAmount: z.nullish(rawAmount),
  feeMint: optString,
});

export const routeStepSchema = z.looseObject({
  swapInfo: swapInfoSchema,
  /** Null on instruction version V2 (research §1). */
  percent: z.nullable(z.number()),
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
  slippageBps: z.int().check(z.nonnegative()),
  /** A fraction as a string: "0.0001" is 0.01 %. */
  priceImpactPct: z.string().check(z.regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, 'not a number')),
  routePlan: z.array(routeStepSchema),
  platformFee: z.nullish(z.looseObject({ amount: z.nullish(rawAmount), feeBps: z.int().check(z.nonnegative()) })),
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
  otherAmount: z.nullish(z.union([z.string(), z.number()])),
  simulatedIncurredSlippageBps: optNumber,
  amplificationRatio: optString,
});

const swapBuiltSchema = z.looseObject({
  /** base64 of an unsigned (v0 or legacy) transaction. */
  swapTransaction: z.string().check(z.minLength(1)),
  lastValidBlockHeight: z.int().check(z.nonnegative()),
  prioritizationFeeLamports: optNumber,
  computeUnitLimit: optNumber,
  dynamicSlippageReport: z.nullish(dynamicSlippageReportSchema),
  simulationError: z.nullish(z.looseObject({ errorCode: optString, error: optString })),
});

/** POST /swap: the transaction, or `{error}` (spec 001 §7), told apart by `kind`. */
export const swapResponseSchema = z.union([
  z.pipe(
    swapBuiltSchema,
    z.transform((built) => ({ kind: 'built' as const, built })),
  ),
  z.pipe(
    z.looseObject({ error: z.string() }),
    z.transform(({ error }) => ({ kind: 'refused' as const, error })),
  ),
]);
export type SwapResponse = z.output<typeof swapResponseSchema>;
export type SwapBuilt = z.infer<typeof swapBuiltSchema>;
