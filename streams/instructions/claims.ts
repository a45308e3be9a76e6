import { CLAIM_DISTRIBUTOR_PROGRAM } from '../solana/lendPrograms';
import { address, defineLayout, reference, u64 } from './textLayout';

export { CLAIM_DISTRIBUTOR_PROGRAM };

/**
 * An ASR claim as the distributor reads it (textLayout.ts), shared by the client's pre-sign
 * check and the simulator, which pays and marks the claim from the landed instruction:
 *
 *   distributor.claim.v1 claimant=<wallet> id=<claim id> mint=<mint> amount=<base units> recipient=<who gets the tokens>
 *
 * The distributor pays only the claim it holds for `claimant` (that id, mint and amount) and
 * only once; the tokens go to `recipient`. Its two accounts, both signing, are the claimant and
 * the distributor's authority.
 */
export const distributorClaim = defineLayout('distributor.claim.v1', { claimant: address, id: reference, mint: address, amount: u64, recipient: address });
