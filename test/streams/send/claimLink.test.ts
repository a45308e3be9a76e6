import { CLAIM_FEE_LAMPORTS, claimKeyLamports, linkMax, linkProblem, linkSolCost, readClaimFragment } from '@streams/send/claimLink';

/** The rules of a link's amount: what the key needs on top, what the sender can afford, and what a recipient's page accepts. */
describe('claim link rules', () => {
  it('a SOL link carries its claim fee; a token link the fee and the rent of the recipient token account, plus its own account rent', () => {
    expect(claimKeyLamports(true, 10_000_000n)).toBe(10_005_000n);
    expect(claimKeyLamports(false, 1n)).toBe(2_044_280n);
    expect(linkSolCost(true, 10_000_000n)).toBe(10_005_000n);
    expect(linkSolCost(false, 1n)).toBe(4_083_560n);
  });

  it('Max keeps both fees back for SOL and nothing for a token; an empty wallet gives zero, never a negative', () => {
    expect(linkMax(true, 1_000_000_000n)).toBe(1_000_000_000n - CLAIM_FEE_LAMPORTS - 5_000n);
    expect(linkMax(true, 9_000n)).toBe(0n);
    expect(linkMax(false, 123n)).toBe(123n);
  });

  it('refuses a SOL link too small to open a new wallet, and any link the wallet cannot pay for with its fees', () => {
    expect(linkProblem(true, 999_999n, 10n ** 10n)).toBe('A SOL link carries at least 0.001 SOL: less could not open a new wallet.');
    expect(linkProblem(true, 1_000_000n, 10n ** 10n)).toBeUndefined();
    expect(linkProblem(true, 1_000_000n, 1_009_999n)).toBe('Not enough SOL: the link and its fees need 0.00101 SOL.');
    expect(linkProblem(true, 1_000_000n, 1_010_000n)).toBeUndefined();
    expect(linkProblem(false, 5n, 4_088_559n)).toBe("Not enough SOL: a token link needs 0.00408856 SOL for the claim's fee and the token accounts' rent.");
    expect(linkProblem(false, 5n, 4_088_560n)).toBeUndefined();
  });

  it('reads only a well-formed fragment: hostile or cut text is damaged, no fragment is none', () => {
    expect(readClaimFragment('#ref=abc')).toEqual({ status: 'none' });
    expect(readClaimFragment('#k=&a=')).toEqual({ status: 'damaged' });
    expect(readClaimFragment(`#k=${'1'.repeat(32)}&a=<script>`)).toEqual({ status: 'damaged' });
    expect(readClaimFragment(`#k=${'z'.repeat(400)}&a=abcdef`)).toEqual({ status: 'damaged' });
  });
});
