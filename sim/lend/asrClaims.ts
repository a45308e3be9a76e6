import { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from '../../streams/instructions';
import { ROGUE_WALLET } from '../rogue';
import type { LendDeps, LendResult } from './lendDeps';
import { fail } from './lendDeps';
import { type BuiltLendTransaction, buildLendTransaction, ensureAccount, termsInstruction, tokenMove } from './lendTransaction';

/**
 * Active Staking Rewards claims (spec 000 §7 Orders and claims: GET /asr-claim-proof/{address};
 * §3 "Claim proof: claim list"). [I] The proof's exact shape is not public: each claim names its
 * mint, raw amount, a merkle proof and whether it was claimed. The distributor is the lend
 * authority; a claim is a transfer it signs, so the user only pays the fee (and their token
 * account's rent when they have none), beside a distributor.claim.v1 instruction naming the
 * claim, from which the landing marks it claimed (landing.ts).
 */
export const ASR_TIMELINE = 'oct-2024';
export const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const JUP_DECIMALS = 6;
/** The demo wallet's airdrop: 42.5 JUP. */
export const DEMO_AIRDROP_RAW = 42_500_000n;

export interface AsrClaim {
  readonly id: string;
  readonly mint: string;
  readonly amount: bigint;
  readonly decimals: number;
  readonly proof: readonly string[];
  claimed: boolean;
  claimSignature?: string;
}

export const createAsrClaims = () => {
  const byOwner = new Map<string, AsrClaim[]>();
  return {
    grant: (owner: string, claim: Omit<AsrClaim, 'claimed'>) => {
      const list = byOwner.get(owner) ?? [];
      if (!list.some((existing) => existing.id === claim.id)) list.push({ ...claim, claimed: false });
      byOwner.set(owner, list);
    },
    of: (owner: string): readonly AsrClaim[] => byOwner.get(owner) ?? [],
    find: (owner: string, id: string) => byOwner.get(owner)?.find((claim) => claim.id === id),
    clear: () => byOwner.clear(),
  };
};
export type AsrClaims = ReturnType<typeof createAsrClaims>;

/** A deterministic stand-in proof: hex nodes derived from the owner and claim. */
const proofOf = (owner: string, id: string) =>
  [0, 1, 2].map((level) =>
    [...`${owner}:${id}:${level}`]
      .reduce((hash, char) => (hash * 33 + char.charCodeAt(0)) >>> 0, 5381)
      .toString(16)
      .padStart(8, '0')
      .repeat(8),
  );

export const grantDemoAirdrop = (claims: AsrClaims, owner: string) =>
  claims.grant(owner, {
    id: `${ASR_TIMELINE}-jup`,
    mint: JUP_MINT,
    amount: DEMO_AIRDROP_RAW,
    decimals: JUP_DECIMALS,
    proof: proofOf(owner, `${ASR_TIMELINE}-jup`),
  });

export const claimProofJson = (claims: AsrClaims, owner: string, mints: readonly string[] | undefined) => ({
  asrTimeline: ASR_TIMELINE,
  claims: claims
    .of(owner)
    .filter((claim) => !mints || mints.length === 0 || mints.includes(claim.mint))
    .map((claim) => ({
      id: claim.id,
      mint: claim.mint,
      amount: claim.amount.toString(),
      decimals: claim.decimals,
      proof: claim.proof,
      claimed: claim.claimed,
      signature: claim.claimSignature ?? null,
    })),
});

export const buildClaim = (deps: LendDeps, claims: AsrClaims, owner: string, id: unknown): LendResult<BuiltLendTransaction> => {
  const claim = typeof id === 'string' ? claims.find(owner, id) : undefined;
  if (!claim) return fail(404, 'No such claim for this wallet');
  if (claim.claimed) return fail(400, 'Already claimed');
  const distributor = deps.keys.authority.address;
  // claim-recipient (sim/rogue.ts): the tokens go to a wallet nobody holds.
  const terms = { claimant: owner, id: claim.id, mint: claim.mint, amount: claim.amount, recipient: deps.rogue.is('claim-recipient') ? ROGUE_WALLET : owner };
  if (deps.ledger.tokenBalance(distributor, claim.mint) < claim.amount) deps.ledger.setTokenBalance(distributor, claim.mint, claim.amount);
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [
      termsInstruction(CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim.encode(terms), owner, distributor),
      ensureAccount(owner, terms.recipient, terms.mint),
      tokenMove(distributor, terms.recipient, terms.mint, terms.amount, claim.decimals),
    ],
    [deps.keys.authority],
  );
  return { ok: true, value: built };
};
