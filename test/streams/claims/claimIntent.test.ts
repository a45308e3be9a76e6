import { claimIntent } from '@streams/claims/claimIntent';
import { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from '@streams/instructions/claims';
import type { ClaimRequest } from '@streams/lend/lendRequests';
import { OTHER, WALLET, signer, txWith } from '../lend/intentTx';

const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const ROGUE_WALLET = 'Rogue11111111111111111111111111111111111111';
const request: ClaimRequest = { signer, id: 'oct-2024-jup', mint: JUP, symbol: 'JUP', decimals: 6, amount: 42_500_000n, label: 'Claim 42.5 JUP' };
const honest = { claimant: WALLET, id: 'oct-2024-jup', mint: JUP, amount: 42_500_000n, recipient: WALLET };
const verify = (terms: Partial<typeof honest>) =>
  claimIntent(request).verify?.(txWith({ program: CLAIM_DISTRIBUTOR_PROGRAM, data: distributorClaim.encode({ ...honest, ...terms }) }));

describe('an ASR claim is checked against the claim the user pressed', () => {
  it('says what the user asked, and lets the honest claim through', () => {
    expect(claimIntent(request).summary).toBe('Claim 42.5 JUP to your wallet');
    expect(verify({})).toBeUndefined();
  });

  it.each([
    [
      'the recipient (the claim-recipient rogue)',
      { recipient: ROGUE_WALLET },
      "the claimed tokens' recipient is Rogu…1111 in the transaction, not your wallet",
    ],
    ['the claimant', { claimant: OTHER }, `the claimant is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet`],
    ['the claim id', { id: 'oct-2024-usdc' }, 'the claim is oct-2024-usdc in the transaction, not the oct-2024-jup you asked for'],
    ['the mint', { mint: USDC }, 'the claimed token is EPjF…Dt1v in the transaction, not the JUPy…DvCN you asked for'],
    ['the amount, one unit less', { amount: 42_499_999n }, 'the claimed amount is 42.499999 JUP in the transaction, not the 42.5 JUP you asked for'],
    ['the amount, one unit more', { amount: 42_500_001n }, 'the claimed amount is 42.500001 JUP in the transaction, not the 42.5 JUP you asked for'],
  ])('refuses a different %s', (_, terms, message) => {
    expect(verify(terms)).toBe(message);
  });

  it('refuses a transaction without the claim instruction, or with two', () => {
    const data = distributorClaim.encode(honest);
    expect(claimIntent(request).verify?.(txWith())).toBe('the transaction does not contain the claim you asked for');
    expect(claimIntent(request).verify?.(txWith({ program: CLAIM_DISTRIBUTOR_PROGRAM, data }, { program: CLAIM_DISTRIBUTOR_PROGRAM, data }))).toBe(
      'the transaction contains 2 claim instructions where you asked for one',
    );
  });
});
