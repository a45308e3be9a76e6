import * as z from 'zod/mini';

/** The claim proof's list ([I] shape: see sim/lend/asrClaims.ts). */
export const claimSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  mint: z.string().check(z.minLength(32), z.maxLength(44)),
  amount: z.string().check(z.regex(/^\d{1,30}$/)),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  claimed: z.boolean(),
});
export const claimProofSchema = z.object({ claims: z.array(claimSchema).check(z.maxLength(100)) });
export type Claim = z.infer<typeof claimSchema>;
