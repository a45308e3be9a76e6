import { PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM, associatedTokenAddress } from '../ledger/tokenLayout';

/**
 * The few plain instructions the perps feature puts in transactions: SOL and SPL transfers and
 * the idempotent creation of an associated token account (the request itself: requests.ts).
 */
const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

export const solTransfer = (from: string, to: string, lamports: bigint): TransactionInstruction =>
  SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports });

/** TransferChecked between the associated accounts of two owners (the source owner signs). */
export const tokenTransfer = (from: string, to: string, mint: string, amount: bigint, decimals: number): TransactionInstruction => {
  const data = Buffer.alloc(10);
  data.writeUInt8(TRANSFER_CHECKED, 0);
  data.writeBigUInt64LE(amount, 1);
  data.writeUInt8(decimals, 9);
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM),
    keys: [
      { pubkey: new PublicKey(associatedTokenAddress(from, mint)), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(mint), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(associatedTokenAddress(to, mint)), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(from), isSigner: true, isWritable: false },
    ],
    data,
  });
};

/** Creates `owner`'s associated account for `mint` when missing, paid by `payer`. */
export const createAssociatedIdempotent = (payer: string, owner: string, mint: string): TransactionInstruction =>
  new TransactionInstruction({
    programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    keys: [
      { pubkey: new PublicKey(payer), isSigner: true, isWritable: true },
      { pubkey: new PublicKey(associatedTokenAddress(owner, mint)), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(owner), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(mint), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(SYSTEM_PROGRAM), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(TOKEN_PROGRAM), isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });

/** A v0 transaction of these instructions; unsigned (zeroed signatures) unless signed afterwards. */
export const versionedTransaction = (payer: string, blockhash: string, instructions: TransactionInstruction[]): VersionedTransaction =>
  new VersionedTransaction(new TransactionMessage({ payerKey: new PublicKey(payer), recentBlockhash: blockhash, instructions }).compileToV0Message());
