import { ComputeBudgetProgram, type Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';

/**
 * Order transactions as v0 messages: a compute budget first, then the instructions; signed by
 * the simulator's keys that must sign (the user signs the rest in the wallet).
 */
/** What `computeUnitPrice: "auto"` pays per unit: a modest priority fee. */
export const AUTO_UNIT_PRICE_MICRO_LAMPORTS = 10_000;

/**
 * The order program's instruction, its data encoded with the program's layout: it comes first,
 * so its check decides before any token moves. No accounts: the stand-in (the Memo program's
 * code) would require each to sign; the layout names them.
 */
export const programInstruction = (programId: string, data: Uint8Array) =>
  new TransactionInstruction({ programId: new PublicKey(programId), keys: [], data: Buffer.from(data) });

export interface Assembly {
  readonly payer: PublicKey;
  readonly blockhash: string;
  readonly unitLimit: number;
  /** Micro-lamports per unit; none leaves the price instruction out. */
  readonly unitPrice?: number;
  readonly instructions: readonly TransactionInstruction[];
  readonly signers: readonly Keypair[];
}

export const assemble = (assembly: Assembly): VersionedTransaction => {
  const budget = [ComputeBudgetProgram.setComputeUnitLimit({ units: assembly.unitLimit })];
  if (assembly.unitPrice !== undefined) budget.push(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: assembly.unitPrice }));
  const message = new TransactionMessage({
    payerKey: assembly.payer,
    recentBlockhash: assembly.blockhash,
    instructions: [...budget, ...assembly.instructions],
  });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  if (assembly.signers.length > 0) transaction.sign([...assembly.signers]);
  return transaction;
};

export const base64Of = (transaction: VersionedTransaction) => Buffer.from(transaction.serialize()).toString('base64');
