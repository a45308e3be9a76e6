import { z } from 'zod';
import { isAddress } from '../ledger/codec';

/**
 * POST /swap/v1/swap's body (research §1, spec 001 §7). Unknown keys are ignored, as the
 * service ignores them; jito tips are not simulated (the simulator has no bundle engine).
 */
const address = z.string().refine((text) => isAddress(text), 'not a base58 public key');
const bps = z.number().int().min(0).max(10_000);
const rawAmount = z.string().regex(/^\d+$/, 'not a raw amount');

/** The echoed quote: the fields that identify it (sim/swap/quoteResponse.ts quoteKey); the rest passes through. */
const echoedQuoteSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: rawAmount,
  outputMint: z.string(),
  outAmount: rawAmount,
  otherAmountThreshold: rawAmount,
  swapMode: z.enum(['ExactIn', 'ExactOut']),
  slippageBps: z.number().int().nonnegative(),
  platformFee: z.object({ amount: rawAmount.nullish(), feeBps: z.number().int().nonnegative() }).nullish(),
  routePlan: z.array(
    z.looseObject({
      swapInfo: z.looseObject({ ammKey: z.string(), inputMint: z.string(), outputMint: z.string(), inAmount: rawAmount, outAmount: rawAmount }),
      percent: z.number().nullable(),
    }),
  ),
});

export const prioritizationFeeSchema = z.union([
  z.literal('auto'),
  z.number().int().nonnegative(),
  z.object({
    priorityLevelWithMaxLamports: z.object({
      priorityLevel: z.enum(['medium', 'high', 'veryHigh']),
      maxLamports: z.number().int().nonnegative(),
      global: z.boolean().optional(),
    }),
  }),
  z.object({ jitoTipLamports: z.number().int().nonnegative() }),
  z.object({ jitoTipLamportsWithPayer: z.object({ lamports: z.number().int().nonnegative(), payer: address }) }),
]);
export type PrioritizationFee = z.infer<typeof prioritizationFeeSchema>;

export const swapRequestSchema = z.looseObject({
  quoteResponse: echoedQuoteSchema,
  userPublicKey: address,
  wrapAndUnwrapSol: z.boolean().optional(),
  feeAccount: address.nullish(),
  destinationTokenAccount: address.nullish(),
  asLegacyTransaction: z.boolean().optional(),
  dynamicComputeUnitLimit: z.boolean().optional(),
  prioritizationFeeLamports: prioritizationFeeSchema.nullish(),
  computeUnitPriceMicroLamports: z.number().int().nonnegative().nullish(),
  dynamicSlippage: z.union([z.boolean(), z.object({ minBps: bps.optional(), maxBps: bps.optional() })]).nullish(),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export type SwapRequestCheck = { readonly ok: true; readonly request: SwapRequest } | { readonly ok: false; readonly error: string };

export const parseSwapRequest = (body: unknown): SwapRequestCheck => {
  if (typeof body !== 'object' || body === null) return { ok: false, error: 'The request body must be a JSON object' };
  if (!('userPublicKey' in body) || !body.userPublicKey) return { ok: false, error: 'userPublicKey is required' };
  if (!('quoteResponse' in body) || !body.quoteResponse) return { ok: false, error: 'quoteResponse is required' };
  const parsed = swapRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
};
