import { z } from 'zod';

/** The claim proof's list ([I] shape: see sim/lend/asrClaims.ts). */
export const claimSchema = z.object({
  id: z.string().min(1).max(100),
  mint: z.string().min(32).max(44),
  amount: z.string().regex(/^\d{1,30}$/),
  decimals: z.number().int().min(0).max(18),
  claimed: z.boolean(),
});
export const claimProofSchema = z.object({ claims: z.array(claimSchema).max(100) });
export type Claim = z.infer<typeof claimSchema>;
