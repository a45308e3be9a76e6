import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createMintToInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { ComputeBudgetProgram, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { SimKeypair } from '../ledger/keys';

/**
 * Lend transactions as the user signs them: the user pays, the service's keys that move its
 * side (the share mint's authority, the vault's owner) have signed already, so the bytes are
 * fixed. First after the compute budget, one instruction to a lend program carries the terms
 * (streams/instructions/lend.ts, claims.ts): what the landing records, and what the client
 * compares with the user's request; then the System, Token and Associated Token moves they
 * imply (which the client's balance checks bound).
 */
const UNIT_LIMIT = 200_000;
const UNIT_PRICE_MICRO_LAMPORTS = 10_000;

const key = (address: string) => new PublicKey(address);
const ata = (owner: string, mint: string) => getAssociatedTokenAddressSync(key(mint), key(owner), true);

export const ensureAccount = (payer: string, owner: string, mint: string) =>
  createAssociatedTokenAccountIdempotentInstruction(key(payer), ata(owner, mint), key(owner), key(mint));

export const tokenMove = (from: string, to: string, mint: string, amount: bigint, decimals: number) =>
  createTransferCheckedInstruction(ata(from, mint), key(mint), ata(to, mint), key(from), amount, decimals);

export const mintShares = (shareMint: string, to: string, mintAuthority: string, amount: bigint) =>
  createMintToInstruction(key(shareMint), ata(to, shareMint), key(mintAuthority), amount);

export const burnShares = (shareMint: string, owner: string, amount: bigint, decimals: number) =>
  createBurnCheckedInstruction(ata(owner, shareMint), key(shareMint), key(owner), amount, decimals);

/**
 * A lend program instruction: its terms as data, the wallet and the service's authority as its
 * two accounts. The stand-in programs accept an instruction only when every account given signs,
 * so it stands with the consent of both (landing.ts acts only on such instructions).
 */
export const termsInstruction = (programId: string, data: Uint8Array, owner: string, authority: string) =>
  new TransactionInstruction({
    programId: key(programId),
    keys: [
      { pubkey: key(owner), isSigner: true, isWritable: false },
      { pubkey: key(authority), isSigner: true, isWritable: false },
    ],
    data: Buffer.from(data),
  });

export const lamportMove = (from: string, to: string, lamports: bigint) => SystemProgram.transfer({ fromPubkey: key(from), toPubkey: key(to), lamports });

export interface BuiltLendTransaction {
  /** Base64 wire bytes, the user's signature left empty. */
  readonly transaction: string;
  readonly lastValidBlockHeight: number;
}

export const buildLendTransaction = (
  payer: string,
  latest: { readonly blockhash: string; readonly lastValidBlockHeight: number },
  instructions: readonly TransactionInstruction[],
  signers: readonly Pick<SimKeypair, 'address' | 'sign'>[],
): BuiltLendTransaction => {
  const message = new TransactionMessage({
    payerKey: key(payer),
    recentBlockhash: latest.blockhash,
    instructions: [
      ComputeBudgetProgram.setComputeUnitLimit({ units: UNIT_LIMIT }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: UNIT_PRICE_MICRO_LAMPORTS }),
      ...instructions,
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  const bytes = transaction.message.serialize();
  for (const signer of signers) transaction.addSignature(key(signer.address), signer.sign(bytes));
  return { transaction: Buffer.from(transaction.serialize()).toString('base64'), lastValidBlockHeight: latest.lastValidBlockHeight };
};
