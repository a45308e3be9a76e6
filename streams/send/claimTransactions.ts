import { Keypair, PublicKey, SystemProgram, type TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { defer, of } from 'rxjs';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import { TOKEN_PROGRAM, associatedTokenAddress, closeTokenAccount, createAssociatedIdempotent, transferChecked } from '../wallet/transfer';
import { TOKEN_ACCOUNT_RENT_LAMPORTS } from '../solana/programs';
import { CLAIM_FEE_LAMPORTS } from './claimLink';

/**
 * The claim link's transactions (web3.js: loaded with the first link, like the transfer builder).
 * The claim key signs only what this file builds, and only to empty itself into one address.
 */

export interface ClaimKey {
  readonly address: string;
  readonly seed: Uint8Array;
  /** Signs without a prompt: the pre-sign checks hold it to the claim's spend limits. */
  readonly signer: TransactionSigner;
}

export const claimKeyOf = (seed: Uint8Array): ClaimKey => {
  const keypair = Keypair.fromSeed(seed);
  return {
    address: keypair.publicKey.toBase58(),
    seed,
    signer: {
      publicKey: keypair.publicKey.toBase58(),
      autoSigns: true,
      signTransaction: (wire) =>
        defer(() => {
          const tx = VersionedTransaction.deserialize(wire);
          tx.sign([keypair]);
          return of(tx.serialize());
        }),
    },
  };
};

/** The token a link carries, as the sender's holding names it. */
export interface LinkToken {
  readonly mint: string;
  readonly decimals: number;
  /** Token program of the mint (Token-2022 tokens use theirs); Token when unknown. */
  readonly programId: string | undefined;
  /** The sender's token account to debit; the associated one when absent. */
  readonly sourceAccount: string | undefined;
}

export interface FundPlan {
  readonly from: string;
  readonly claim: string;
  /** SOL for the claim key (claimLink.ts claimKeyLamports). */
  readonly lamports: bigint;
  /** The token and its amount in base units; absent for a SOL link (its amount is in `lamports`). */
  readonly token?: LinkToken & { readonly amount: bigint };
}

const message = (payer: PublicKey, blockhash: string, instructions: TransactionInstruction[]) =>
  new VersionedTransaction(new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions }).compileToV0Message()).serialize();

/** The sender funds the claim key: its SOL, then (a token link) its token account, opened by the sender, and the token. */
export const buildFundLink =
  (plan: FundPlan) =>
  ({ blockhash }: BlockhashWithExpiry): Uint8Array => {
    const from = new PublicKey(plan.from);
    const claim = new PublicKey(plan.claim);
    const instructions: TransactionInstruction[] = [SystemProgram.transfer({ fromPubkey: from, toPubkey: claim, lamports: plan.lamports })];
    if (plan.token) {
      const mint = new PublicKey(plan.token.mint);
      const program = plan.token.programId ? new PublicKey(plan.token.programId) : TOKEN_PROGRAM;
      const source = plan.token.sourceAccount ? new PublicKey(plan.token.sourceAccount) : associatedTokenAddress(from, mint, program);
      const destination = associatedTokenAddress(claim, mint, program);
      instructions.push(
        createAssociatedIdempotent(from, destination, claim, mint, program),
        transferChecked(source, mint, destination, from, plan.token.amount, plan.token.decimals, program),
      );
    }
    return message(from, blockhash, instructions);
  };

/** What the claim key holds, read from the ledger just before the claim. */
export interface ClaimHoldings {
  readonly lamports: bigint;
  readonly token?: { readonly account: string; readonly mint: string; readonly amount: bigint; readonly decimals: number; readonly programId: string };
}

export interface ClaimPlan {
  readonly claim: string;
  /** Who receives everything: the recipient, or the sender when reclaiming. */
  readonly to: string;
  readonly holdings: ClaimHoldings;
  /** Whether `to` already has a token account for the link's token (then none is opened). */
  readonly recipientHasAccount: boolean;
}

/**
 * The SOL the claim moves to the receiver: everything but the fee and the rent of the receiver's
 * new token account, so the claim key ends at exactly zero (an account left between zero and the
 * rent minimum would make the transaction fail).
 */
export const claimedLamports = (plan: Pick<ClaimPlan, 'holdings' | 'recipientHasAccount'>): bigint => {
  const opening = plan.holdings.token && !plan.recipientHasAccount ? TOKEN_ACCOUNT_RENT_LAMPORTS : 0n;
  const rest = plan.holdings.lamports - CLAIM_FEE_LAMPORTS - opening;
  return rest > 0n ? rest : 0n;
};

/**
 * The claim key empties itself into `to`, paying its own fee: the token into `to`'s token account
 * (opened when missing), its token account closed with the rent to `to`, then its SOL.
 */
export const buildClaim =
  (plan: ClaimPlan) =>
  ({ blockhash }: BlockhashWithExpiry): Uint8Array => {
    const claim = new PublicKey(plan.claim);
    const to = new PublicKey(plan.to);
    const instructions: TransactionInstruction[] = [];
    const { token } = plan.holdings;
    if (token) {
      const mint = new PublicKey(token.mint);
      const program = new PublicKey(token.programId);
      const source = new PublicKey(token.account);
      const destination = associatedTokenAddress(to, mint, program);
      if (!plan.recipientHasAccount) instructions.push(createAssociatedIdempotent(claim, destination, to, mint, program));
      if (token.amount > 0n) instructions.push(transferChecked(source, mint, destination, claim, token.amount, token.decimals, program));
      instructions.push(closeTokenAccount(source, to, claim, program));
    }
    const lamports = claimedLamports(plan);
    if (lamports > 0n) instructions.push(SystemProgram.transfer({ fromPubkey: claim, toPubkey: to, lamports }));
    return message(claim, blockhash, instructions);
  };

/** The receiver's associated account for the link's token: whether it exists decides the claim's shape. */
export const recipientTokenAccount = (to: string, mint: string, programId: string): string =>
  associatedTokenAddress(new PublicKey(to), new PublicKey(mint), new PublicKey(programId)).toBase58();
