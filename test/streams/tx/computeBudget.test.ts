import { ComputeBudgetProgram, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { COMPUTE_BUDGET_PROGRAM, capPriorityFee, readComputeBudget } from '@streams/tx/computeBudget';
import { BLOCKHASH, payer } from './fixtures';

const budgetProgram = new PublicKey(COMPUTE_BUDGET_PROGRAM);

/** A compute-budget instruction with raw data, as a hostile or sloppy builder may send it. */
const raw = (bytes: readonly number[]) => new TransactionInstruction({ programId: budgetProgram, keys: [], data: Buffer.from(bytes) });

const u32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return [...bytes];
};
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return [...bytes];
};

const wireOf = (...instructions: TransactionInstruction[]): Uint8Array => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
  tx.add(...instructions);
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

describe('reading the compute budget of malformed instructions', () => {
  it('a unit-limit instruction cut short (4 bytes) sets no limit; the full 5 bytes do', () => {
    expect(readComputeBudget(wireOf(raw([2, 1, 2, 3])))).toEqual({ unitLimit: undefined, microLamports: undefined });
    expect(readComputeBudget(wireOf(raw([2, ...u32(200_000)])))).toEqual({ unitLimit: 200_000, microLamports: undefined });
  });

  it('a unit-price instruction cut short (8 bytes) sets no price; the full 9 bytes do', () => {
    expect(readComputeBudget(wireOf(raw([3, 1, 2, 3, 4, 5, 6, 7])))).toEqual({ unitLimit: undefined, microLamports: undefined });
    expect(readComputeBudget(wireOf(raw([3, ...u64(5_000n)])))).toEqual({ unitLimit: undefined, microLamports: 5_000n });
  });

  it('a long unit-limit instruction is read as a limit, never as a price', () => {
    expect(readComputeBudget(wireOf(raw([2, ...u32(200_000), 9, 9, 9, 9])))).toEqual({ unitLimit: 200_000, microLamports: undefined });
  });
});

describe('capping the priority fee never touches anything but the price', () => {
  it('a long unit-limit instruction keeps its limit and bytes when the price is lowered', () => {
    const limit = raw([2, ...u32(200_000), 9, 9, 9, 9]);
    const wire = wireOf(limit, ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000 }));
    const result = capPriorityFee(wire, 1_000_000n);
    expect(result).toMatchObject({ capped: true, feeLamports: 1_000_000n, requestedLamports: 2_000_000n, microLamports: 5_000_000n });
    expect(readComputeBudget(result?.wire ?? new Uint8Array())).toEqual({ unitLimit: 200_000, microLamports: 5_000_000n });
    expect(Transaction.from(result?.wire ?? wire).instructions[0]?.data).toEqual(Buffer.from([2, ...u32(200_000), 9, 9, 9, 9]));
  });

  it('a short unit-limit or unit-price instruction is left as it is, and so is the instruction after it', () => {
    const shortLimit = [2, 1, 2, 3];
    const shortPrice = [3, 7, 7];
    const marker = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const wire = wireOf(
      raw(shortLimit),
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000 }),
      raw(shortPrice),
      raw(marker),
    );
    const result = capPriorityFee(wire, 1_000_000n);
    expect(result).toMatchObject({ capped: true, feeLamports: 1_000_000n, microLamports: 5_000_000n });
    const instructions = Transaction.from(result?.wire ?? wire).instructions.map((instruction) => [...instruction.data]);
    expect(instructions).toEqual([shortLimit, [2, ...u32(200_000)], [3, ...u64(5_000_000n)], shortPrice, marker]);
  });
});
