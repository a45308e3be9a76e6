import * as z from 'zod/mini';

/** Basis points, sent as a string or a number. */
const rate = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

/** One entry of `GET lending/tokens` (spec 000 §7 Lend): the fields the app reads. */
export const lendTokenSchema = z.object({
  asset: z.object({ address: z.string(), symbol: z.string() }),
  rewardsRate: z.nullish(rate),
  supplyRate: z.nullish(rate),
});
export const lendTokensSchema = z.array(lendTokenSchema);
export type LendToken = z.infer<typeof lendTokenSchema>;
