import {
  NATIVE_MINT,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { SOL_MINT } from '../market/knownTokens';

/**
 * Moving an order's input in and out of its escrow. In: from the user's associated account, or,
 * for native SOL, wrapped into the user's WSOL account and closed again in the same
 * transaction, so the user's SOL falls by exactly the amount (and the fees). Out: the escrow's
 * remainder back to the user (as SOL when it was native) and the escrow closed; accounts the
 * user lacks are created with the authority paying, so a refund moves nothing out of the user.
 */
export interface Deposit {
  readonly owner: PublicKey;
  readonly mint: string;
  readonly amount: bigint;
  readonly decimals: number;
  readonly escrow: PublicKey;
  /** Wrap native SOL (false: take it from the user's WSOL account). */
  readonly wrapSol: boolean;
}

export const depositInstructions = ({ owner, mint, amount, decimals, escrow, wrapSol }: Deposit): TransactionInstruction[] => {
  const mintKey = new PublicKey(mint);
  const source = getAssociatedTokenAddressSync(mintKey, owner, true);
  const transfer = createTransferCheckedInstruction(source, mintKey, escrow, owner, amount, decimals);
  if (mint !== SOL_MINT || !wrapSol) return [transfer];
  return [
    createAssociatedTokenAccountIdempotentInstruction(owner, source, owner, NATIVE_MINT),
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: source, lamports: amount }),
    createSyncNativeInstruction(source),
    transfer,
    createCloseAccountInstruction(source, owner, owner),
  ];
};

export interface Refund {
  readonly owner: PublicKey;
  readonly mint: string;
  readonly amount: bigint;
  readonly decimals: number;
  readonly escrow: PublicKey;
  /** Owns the escrow, pays for accounts it creates and receives the closed escrow's rent. */
  readonly authority: PublicKey;
  /** Native SOL input is refunded as SOL. */
  readonly unwrapSol: boolean;
}

export const refundInstructions = ({ owner, mint, amount, decimals, escrow, authority, unwrapSol }: Refund): TransactionInstruction[] => {
  if (mint === SOL_MINT && unwrapSol) {
    // A WSOL account closes with its balance: the authority takes it all and pays the user the amount.
    return [createCloseAccountInstruction(escrow, authority, authority), SystemProgram.transfer({ fromPubkey: authority, toPubkey: owner, lamports: amount })];
  }
  const mintKey = new PublicKey(mint);
  const destination = getAssociatedTokenAddressSync(mintKey, owner, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(authority, destination, owner, mintKey),
    ...(amount > 0n ? [createTransferCheckedInstruction(escrow, mintKey, destination, authority, amount, decimals)] : []),
    createCloseAccountInstruction(escrow, authority, authority),
  ];
};

export interface Payout {
  /** Token accounts paying out, with their owner (who signs) and amounts. */
  readonly sources: readonly { readonly account: PublicKey; readonly owner: PublicKey; readonly amount: bigint }[];
  readonly mint: string;
  readonly decimals: number;
  readonly recipient: PublicKey;
  readonly authority: PublicKey;
  /** Native SOL is paid as SOL through the authority's WSOL account. */
  readonly unwrapSol: boolean;
}

/** Output to a user: into their associated account (created if missing), or as SOL. */
export const payoutInstructions = ({ sources, mint, decimals, recipient, authority, unwrapSol }: Payout): TransactionInstruction[] => {
  const mintKey = new PublicKey(mint);
  const native = mint === SOL_MINT && unwrapSol;
  const holder = native ? authority : recipient;
  const destination = getAssociatedTokenAddressSync(mintKey, holder, true);
  const total = sources.reduce((sum, source) => sum + source.amount, 0n);
  const instructions = [createAssociatedTokenAccountIdempotentInstruction(authority, destination, holder, mintKey)];
  for (const source of sources)
    if (source.amount > 0n) instructions.push(createTransferCheckedInstruction(source.account, mintKey, destination, source.owner, source.amount, decimals));
  if (native)
    instructions.push(
      createCloseAccountInstruction(destination, authority, authority),
      SystemProgram.transfer({ fromPubkey: authority, toPubkey: recipient, lamports: total }),
    );
  return instructions;
};
