import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { RECURRING_PROGRAM, TRIGGER_PROGRAM } from '@streams/solana/programs';
import { type ParsedTransaction, parseTransaction } from '@streams/solana/wireFormat';

/**
 * Transactions as an order service answers them, for the intent tests: a compute budget, the
 * order program's instructions with the given data, and a deposit-like transfer, paid by the
 * wallet.
 */
export const wallet = Keypair.fromSeed(new Uint8Array(32).fill(21)).publicKey.toBase58();
export const someoneElse = Keypair.fromSeed(new Uint8Array(32).fill(22)).publicKey.toBase58();
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
export const ORDER_KEY = Keypair.fromSeed(new Uint8Array(32).fill(23)).publicKey.toBase58();
export const OTHER_ORDER = Keypair.fromSeed(new Uint8Array(32).fill(24)).publicKey.toBase58();
export const TOKENS = { input: { symbol: 'SOL', decimals: 9 }, output: { symbol: 'USDC', decimals: 6 } } as const;

const programOf = { trigger: TRIGGER_PROGRAM, recurring: RECURRING_PROGRAM } as const;

export const orderTransaction = (program: keyof typeof programOf, ...data: readonly Uint8Array[]): ParsedTransaction => {
  const payer = new PublicKey(wallet);
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
    ...data.map((bytes) => new TransactionInstruction({ programId: new PublicKey(programOf[program]), keys: [], data: Buffer.from(bytes) })),
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(ORDER_KEY), lamports: 1 }),
  ];
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(9)).toBase58(),
    instructions,
  }).compileToV0Message();
  const parsed = parseTransaction(new VersionedTransaction(message).serialize());
  if (!parsed) throw new Error('the test transaction does not parse');
  return parsed;
};
