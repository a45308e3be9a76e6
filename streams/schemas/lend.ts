import * as z from 'zod/mini';

/** Basis points, sent as a string or a number. */
const rate = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

/** One entry of `GET lending/tokens` (spec 000 §7 Lend): the fields the app reads. */
export const lendTokenSchema = z.object({
  asset: z.object({ address: z.string(), symbol: z.string() }),
  rewardsRate: z.nullish(rate),
  supplyRate: z.nullish(rate),
  /** The vault's share token: its mint, symbol (jlUSDC), name and decimals. */
  address: z.optional(z.string().check(z.maxLength(64))),
  symbol: z.optional(z.string().check(z.maxLength(32))),
  name: z.optional(z.string().check(z.maxLength(100))),
  decimals: z.optional(z.int().check(z.minimum(0), z.maximum(18))),
  /** What one whole share is worth in the vault's token, in its base units. */
  convertToAssets: z.optional(z.string().check(z.regex(/^\d{1,40}$/))),
});
export const lendTokensSchema = z.array(lendTokenSchema);
export type LendToken = z.infer<typeof lendTokenSchema>;
