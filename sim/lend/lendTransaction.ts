import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createMintToInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { ComputeBudgetProgram, PublicKey, SystemProgram, type TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { toBase58 } from '../ledger/codec';
import type { SimKeypair } from '../ledger/keys';

/**
 * Lend transactions as the user signs them: the user pays, the service's keys that move its
 * side (the share mint's authority, the vault's owner) have signed already. Those signatures fix
 * the bytes, so what lands is what the service built, and they name the transaction when it lands.
 * Only System, Token, Associated Token and Compute Budget instructions: the client's pre-sign
 * checks trust those and bound what leaves the wallet.
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

export const lamportMove = (from: string, to: string, lamports: bigint) =>
  SystemProgram.transfer({ fromPubkey: key(from), toPubkey: key(to), lamports });

export interface BuiltLendTransaction {
  /** Base64 wire bytes, the user's signature left empty. */
  readonly transaction: string;
  readonly lastValidBlockHeight: number;
  /** The service's signatures in it: how the landing is recognised. */
  readonly serviceSignatures: readonly string[];
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
    instructions: [ComputeBudgetProgram.setComputeUnitLimit({ units: UNIT_LIMIT }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: UNIT_PRICE_MICRO_LAMPORTS }), ...instructions],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  const bytes = transaction.message.serialize();
  const serviceSignatures: string[] = [];
  for (const signer of signers) {
    const signature = signer.sign(bytes);
    transaction.addSignature(key(signer.address), signature);
    serviceSignatures.push(toBase58(signature));
  }
  return { transaction: Buffer.from(transaction.serialize()).toString('base64'), lastValidBlockHeight: latest.lastValidBlockHeight, serviceSignatures };
};
