import { z } from 'zod';

/** Basis points, sent as a string or a number. */
const rate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** One entry of `GET lending/tokens` (spec 000 §7 Lend): the fields the app reads. */
export const lendTokenSchema = z.object({
  asset: z.object({ address: z.string(), symbol: z.string() }),
  rewardsRate: rate.nullish(),
  supplyRate: rate.nullish(),
});
export const lendTokensSchema = z.array(lendTokenSchema);
export type LendToken = z.infer<typeof lendTokenSchema>;
