import { VersionedTransaction } from '@solana/web3.js';
import { DEFAULT_COMPUTE_UNIT_LIMIT, capPriorityFee, priorityFeeLamports, readComputeBudget } from '@streams/tx/computeBudget';
import { swapWire } from './fixtures';

interface Budget {
  readonly unitLimit?: number;
  readonly microLamports?: number;
}

describe('priority fee of a transaction', () => {
  it.each<[string, Budget, bigint]>([
    ['limit and price', { unitLimit: 200_000, microLamports: 100_000 }, 20_000n],
    ['rounded up like the runtime', { unitLimit: 3, microLamports: 1 }, 1n],
    ['no limit: the default 1.4M units', { microLamports: 1_000 }, 1_400n],
    ['no price: no priority fee', { unitLimit: 200_000 }, 0n],
  ])('%s', (_name, budget, lamports) => {
    for (const version of ['legacy', 'v0'] as const) {
      const read = readComputeBudget(swapWire({ ...budget, version }));
      expect(read).toEqual({ unitLimit: budget.unitLimit, microLamports: budget.microLamports === undefined ? undefined : BigInt(budget.microLamports) });
      expect(priorityFeeLamports(read ?? { unitLimit: undefined, microLamports: undefined })).toBe(lamports);
    }
  });

  it('uses 1,400,000 units when the transaction sets none (spec 001 §9)', () => {
    expect(DEFAULT_COMPUTE_UNIT_LIMIT).toBe(1_400_000);
  });

  it('bytes that are not a transaction read as undefined', () => {
    expect(readComputeBudget(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(capPriorityFee(new Uint8Array([1, 2, 3]), 1n)).toBeUndefined();
  });
});

describe('capping the priority fee at the user maximum (spec 001 §5)', () => {
  it.each(['legacy', 'v0'] as const)('%s: a fee above the cap lowers the compute-unit price so price × limit fits', (version) => {
    // 10,000,000 µL × 200,000 units = 2,000,000 lamports; the cap is 1,000,000 (0.001 SOL)
    const wire = swapWire({ unitLimit: 200_000, microLamports: 10_000_000, version });
    const result = capPriorityFee(wire, 1_000_000n);
    expect(result).toMatchObject({ capped: true, feeLamports: 1_000_000n, requestedLamports: 2_000_000n, microLamports: 5_000_000n });
    const after = readComputeBudget(result?.wire ?? new Uint8Array());
    expect(after).toEqual({ unitLimit: 200_000, microLamports: 5_000_000n });
    // only the price changed: same size, same other instructions, same fee payer
    expect(result?.wire.length).toBe(wire.length);
    const before = VersionedTransaction.deserialize(wire).message;
    const changed = VersionedTransaction.deserialize(result?.wire ?? wire).message;
    expect(changed.compiledInstructions.map((instruction) => instruction.data.length)).toEqual(
      before.compiledInstructions.map((instruction) => instruction.data.length),
    );
    expect(changed.staticAccountKeys.map(String)).toEqual(before.staticAccountKeys.map(String));
  });

  it.each([
    ['equal to the fee', 2_000_000n, false],
    ['one lamport under the fee', 1_999_999n, true],
    ['above the fee', 5_000_000n, false],
  ])('cap %s', (_name, cap, capped) => {
    const wire = swapWire({ unitLimit: 200_000, microLamports: 10_000_000 });
    const result = capPriorityFee(wire, cap);
    expect(result?.capped).toBe(capped);
    if (!capped) expect(result?.wire).toBe(wire);
  });

  it('a price that does not divide evenly rounds down, never above the cap', () => {
    const result = capPriorityFee(swapWire({ unitLimit: 300_000, microLamports: 10_000_000 }), 1_000_000n);
    // 1,000,000 × 1e6 / 300,000 = 3,333,333.3 → 3,333,333 µL → 999,999.9 → 1,000,000 lamports after rounding up
    expect(result).toMatchObject({ capped: true, microLamports: 3_333_333n, feeLamports: 1_000_000n });
  });

  it('a transaction without a price is never changed', () => {
    const wire = swapWire({ unitLimit: 200_000 });
    expect(capPriorityFee(wire, 0n)).toEqual({ capped: false, wire, feeLamports: 0n });
  });
});
