import { z } from 'zod';
import { isAddress } from '../ledger/codec';
import type { SwapMode } from './routes';

/**
 * GET /swap/v1/quote's query (research §1, spec 001 §5 Quote), checked as the service checks
 * it: a bad value is a 400 `{error, errorCode: 'INVALID_REQUEST'}` naming the parameter.
 */
export interface QuoteRequest {
  readonly inputMint: string;
  readonly outputMint: string;
  readonly amount: bigint;
  readonly swapMode: SwapMode;
  readonly slippageBps: number | undefined;
  readonly autoSlippage: boolean;
  readonly computeAutoSlippage: boolean;
  readonly maxAutoSlippageBps: number | undefined;
  readonly onlyDirectRoutes: boolean;
  readonly restrictIntermediateTokens: boolean;
  readonly dexes: ReadonlySet<string> | undefined;
  readonly excludeDexes: ReadonlySet<string>;
  readonly platformFeeBps: number;
  readonly maxAccounts: number;
}

export type QuoteRequestCheck = { readonly ok: true; readonly request: QuoteRequest } | { readonly ok: false; readonly error: string };

const U64_LIMIT = 2n ** 64n;
export const DEFAULT_SLIPPAGE_BPS = 50;
const DEFAULT_MAX_ACCOUNTS = 64;

const mint = z.string().refine((text) => isAddress(text), 'Invalid');
const flag = z.enum(['true', 'false']).transform((text) => text === 'true');
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'invalid digit found in string')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);
const amount = z
  .string()
  .regex(/^\d+$/, 'invalid digit found in string')
  .transform((text) => BigInt(text))
  .refine((value) => value < U64_LIMIT, 'number too large to fit in target type')
  .refine((value) => value > 0n, 'amount must be greater than 0');
const labels = z.string().transform(
  (text) =>
    new Set(
      text
        .split(',')
        .map((label) => label.trim().toLowerCase())
        .filter(Boolean),
    ),
);

const querySchema = z.object({
  inputMint: mint,
  outputMint: mint,
  amount,
  swapMode: z.enum(['ExactIn', 'ExactOut']).optional(),
  slippageBps: integer(0, 10_000).optional(),
  autoSlippage: flag.optional(),
  computeAutoSlippage: flag.optional(),
  maxAutoSlippageBps: integer(0, 10_000).optional(),
  onlyDirectRoutes: flag.optional(),
  restrictIntermediateTokens: flag.optional(),
  dexes: labels.optional(),
  excludeDexes: labels.optional(),
  // The route program takes the fee as a u8.
  platformFeeBps: integer(0, 255).optional(),
  maxAccounts: integer(1, 256).optional(),
});

const required = ['inputMint', 'outputMint', 'amount'] as const;

export const parseQuoteRequest = (query: URLSearchParams): QuoteRequestCheck => {
  for (const name of required) if (!query.get(name)) return { ok: false, error: `Missing required query parameter ${name}` };
  const raw: Record<string, string> = {};
  for (const key of Object.keys(querySchema.shape)) {
    const value = query.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `Query parameter ${String(issue?.path[0] ?? 'query')} cannot be parsed: ${issue?.message ?? 'invalid'}` };
  }
  const params = parsed.data;
  if (params.slippageBps !== undefined && params.autoSlippage) return { ok: false, error: 'Cannot set both slippageBps and autoSlippage' };
  if (params.maxAutoSlippageBps !== undefined && !params.autoSlippage) return { ok: false, error: 'Cannot set maxAutoSlippageBps without autoSlippage' };
  const swapMode = params.swapMode ?? 'ExactIn';
  return {
    ok: true,
    request: {
      inputMint: params.inputMint,
      outputMint: params.outputMint,
      amount: params.amount,
      swapMode,
      slippageBps: params.slippageBps,
      autoSlippage: params.autoSlippage ?? false,
      computeAutoSlippage: params.computeAutoSlippage ?? false,
      maxAutoSlippageBps: params.maxAutoSlippageBps,
      onlyDirectRoutes: params.onlyDirectRoutes ?? false,
      restrictIntermediateTokens: params.restrictIntermediateTokens ?? true,
      dexes: params.dexes,
      excludeDexes: params.excludeDexes ?? new Set(),
      platformFeeBps: params.platformFeeBps ?? 0,
      // maxAccounts does not apply to ExactOut (spec 001 §5): ignored there.
      maxAccounts: swapMode === 'ExactOut' ? DEFAULT_MAX_ACCOUNTS : (params.maxAccounts ?? DEFAULT_MAX_ACCOUNTS),
    },
  };
};
