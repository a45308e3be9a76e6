import { PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import type { BlockhashWithExpiry } from '../solana/ports';

export const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
/** The SPL token instruction tag of TransferChecked, and the associated-token instruction CreateIdempotent. */
const TRANSFER_CHECKED = 12;
const CLOSE_ACCOUNT = 9;
const CREATE_IDEMPOTENT = 1;

export interface TransferPlan {
  readonly from: string;
  readonly to: string;
  readonly mint: string;
  readonly native: boolean;
  /** Base units. */
  readonly amount: bigint;
  readonly decimals: number;
  /** Token program of the mint; Token when unknown. */
  readonly programId: string | undefined;
  /** The sender's token account to debit; its associated account when absent. */
  readonly sourceAccount: string | undefined;
}

export const associatedTokenAddress = (owner: PublicKey, mint: PublicKey, program: PublicKey) =>
  PublicKey.findProgramAddressSync([owner.toBuffer(), program.toBuffer(), mint.toBuffer()], ASSOCIATED_TOKEN_PROGRAM)[0];

/** The recipient's associated account, created when missing, paid by the sender. */
export const createAssociatedIdempotent = (payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, program: PublicKey) =>
  new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: program, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });

/** TransferChecked: tag, amount (u64 little-endian), decimals. */
export const transferChecked = (
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
  program: PublicKey,
) => {
  // Written through a DataView: the browser's Buffer (the buffer package) types its bigint writers as numbers.
  const bytes = new Uint8Array(10);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, TRANSFER_CHECKED);
  view.setBigUint64(1, amount, true);
  view.setUint8(9, decimals);
  const data = Buffer.from(bytes);
  return new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  });
};

/** CloseAccount: the (empty) token account's rent goes to `destination`. */
export const closeTokenAccount = (account: PublicKey, destination: PublicKey, owner: PublicKey, program: PublicKey) =>
  new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([CLOSE_ACCOUNT]),
  });

/**
 * An unsigned transfer on a fresh blockhash: native SOL through the system program, a token
 * through TransferChecked into the recipient's associated account, created on the way when
 * missing (idempotent). Recipients may be off-curve (PDA wallets). The two token instructions
 * are written here rather than imported from @solana/spl-token, which needs a global Buffer
 * in the browser.
 */
export const buildTransfer =
  (plan: TransferPlan) =>
  ({ blockhash }: BlockhashWithExpiry): Uint8Array => {
    const from = new PublicKey(plan.from);
    const to = new PublicKey(plan.to);
    const instructions: TransactionInstruction[] = [];
    if (plan.native) {
      instructions.push(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: plan.amount }));
    } else {
      const mint = new PublicKey(plan.mint);
      const program = plan.programId ? new PublicKey(plan.programId) : TOKEN_PROGRAM;
      const source = plan.sourceAccount ? new PublicKey(plan.sourceAccount) : associatedTokenAddress(from, mint, program);
      const destination = associatedTokenAddress(to, mint, program);
      instructions.push(
        createAssociatedIdempotent(from, destination, to, mint, program),
        transferChecked(source, mint, destination, from, plan.amount, plan.decimals, program),
      );
    }
    const message = new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions }).compileToV0Message();
    return new VersionedTransaction(message).serialize();
  };
