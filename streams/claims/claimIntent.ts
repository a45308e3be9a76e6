import { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from '../instructions/claims';
import type { ClaimRequest } from '../lend/lendRequests';
import { same, tokens, verifyTerms, yourWallet } from '../lend/termChecks';
import type { WriteIntent } from '../tx/intent';
import { shortAddress } from '../tx/intent';

/**
 * An ASR claim's intent (issue 23): the claim the user pressed Claim on (its id, mint and amount
 * as the claim list showed them), claimed by and paid to the wallet, compared with the
 * distributor's one instruction in the transaction the claim service answers.
 */
export const claimIntent = (request: ClaimRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const amount = tokens(request.decimals, request.symbol);
  return {
    summary: `Claim ${amount(request.amount)} to your wallet`,
    verify: verifyTerms(CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim.decode, 'claim', (terms) => [
      yourWallet('the claimant', wallet, terms.claimant),
      same('the claim', request.id, terms.id),
      same('the claimed token', request.mint, terms.mint, shortAddress),
      same('the claimed amount', request.amount, terms.amount, amount),
      yourWallet("the claimed tokens' recipient", wallet, terms.recipient),
    ]),
  };
};
