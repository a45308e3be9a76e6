import { COMPUTE_BUDGET_PROGRAM } from '../solana/programs';
import { type ParsedTransaction, parseTransaction, patched, programIdOf } from '../solana/wireFormat';

export { COMPUTE_BUDGET_PROGRAM };
/** Used when a transaction sets no limit of its own (spec 001 §9). */
export const DEFAULT_COMPUTE_UNIT_LIMIT = 1_400_000;
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface ComputeBudget {
  readonly unitLimit: number | undefined;
  /** The compute-unit price in micro-lamports, when an instruction sets one. */
  readonly microLamports: bigint | undefined;
}

const readU32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true);
const readU64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true);

/** The compute-budget instructions of a transaction. */
const budgetInstructions = (tx: ParsedTransaction) => tx.instructions.filter((instruction) => programIdOf(tx, instruction) === COMPUTE_BUDGET_PROGRAM);

/** The compute budget a parsed transaction sets. */
export const budgetOf = (tx: ParsedTransaction): ComputeBudget => {
  let unitLimit: number | undefined;
  let microLamports: bigint | undefined;
  for (const { data } of budgetInstructions(tx)) {
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) unitLimit = readU32(data, 1);
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) microLamports = readU64(data, 1);
  }
  return { unitLimit, microLamports };
};

export const readComputeBudget = (wire: Uint8Array): ComputeBudget | undefined => {
  const tx = parseTransaction(wire);
  return tx ? budgetOf(tx) : undefined;
};

/** The priority fee in lamports: price × limit / 1e6, rounded up as the runtime does. */
export const priorityFeeLamports = (budget: ComputeBudget): bigint => {
  if (budget.microLamports === undefined) return 0n;
  const units = BigInt(budget.unitLimit ?? DEFAULT_COMPUTE_UNIT_LIMIT);
  return (budget.microLamports * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
};

export type CapResult =
  | { readonly capped: false; readonly wire: Uint8Array; readonly feeLamports: bigint }
  | { readonly capped: true; readonly wire: Uint8Array; readonly feeLamports: bigint; readonly requestedLamports: bigint; readonly microLamports: bigint };

/**
 * Caps the priority fee at the user's maximum (spec 001 §5 Priority fee): when the fee the
 * transaction asks for exceeds `maxLamports`, its compute-unit price is lowered so that price ×
 * limit fits. Only for unsigned transactions: the message changes. Undefined when the bytes are
 * not a transaction.
 */
export const capPriorityFee = (wire: Uint8Array, maxLamports: bigint): CapResult | undefined => {
  const tx = parseTransaction(wire);
  if (!tx) return undefined;
  const budget = budgetOf(tx);
  const requested = priorityFeeLamports(budget);
  if (requested <= maxLamports) return { capped: false, wire, feeLamports: requested };
  const units = BigInt(budget.unitLimit ?? DEFAULT_COMPUTE_UNIT_LIMIT);
  const price = (maxLamports * MICRO_LAMPORTS_PER_LAMPORT) / units;
  // The price is a u64 at the same place in the same instruction: patched in place, same length.
  const capped = patched(tx, (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (const { data, dataOffset } of budgetInstructions(tx)) {
      if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) view.setBigUint64(dataOffset + 1, price, true);
    }
  });
  return {
    capped: true,
    wire: capped,
    feeLamports: priorityFeeLamports({ unitLimit: budget.unitLimit, microLamports: price }),
    requestedLamports: requested,
    microLamports: price,
  };
};
