import { VersionedTransaction } from '@solana/web3.js';
import { toBase58 } from '../solana/codec';

export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
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

const decode = (wire: Uint8Array): VersionedTransaction | undefined => {
  try {
    return VersionedTransaction.deserialize(wire);
  } catch {
    return undefined;
  }
};

/** The compute-budget instructions of a transaction, as [index, data] pairs. */
const budgetInstructions = (tx: VersionedTransaction): [number, Uint8Array][] => {
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions.flatMap((instruction, index): [number, Uint8Array][] =>
    keys[instruction.programIdIndex]?.toBase58() === COMPUTE_BUDGET_PROGRAM ? [[index, instruction.data]] : [],
  );
};

export const readComputeBudget = (wire: Uint8Array): ComputeBudget | undefined => {
  const tx = decode(wire);
  if (!tx) return undefined;
  let unitLimit: number | undefined;
  let microLamports: bigint | undefined;
  for (const [, data] of budgetInstructions(tx)) {
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) unitLimit = readU32(data, 1);
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) microLamports = readU64(data, 1);
  }
  return { unitLimit, microLamports };
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
  const tx = decode(wire);
  const budget = readComputeBudget(wire);
  if (!tx || !budget) return undefined;
  const requested = priorityFeeLamports(budget);
  if (requested <= maxLamports) return { capped: false, wire, feeLamports: requested };
  const units = BigInt(budget.unitLimit ?? DEFAULT_COMPUTE_UNIT_LIMIT);
  const price = (maxLamports * MICRO_LAMPORTS_PER_LAMPORT) / units;
  const data = new Uint8Array(9);
  data[0] = SET_COMPUTE_UNIT_PRICE;
  new DataView(data.buffer).setBigUint64(1, price, true);
  const { message } = tx;
  for (const [index, current] of budgetInstructions(tx)) {
    if (current[0] !== SET_COMPUTE_UNIT_PRICE) continue;
    // v0 messages keep compiled instructions; legacy ones keep base58 data behind a getter.
    if (message.version === 'legacy') {
      const legacy = message.instructions[index];
      if (legacy) legacy.data = toBase58(data);
    } else {
      const compiled = message.compiledInstructions[index];
      if (compiled) compiled.data = data;
    }
  }
  return {
    capped: true,
    wire: tx.serialize(),
    feeLamports: priorityFeeLamports({ unitLimit: budget.unitLimit, microLamports: price }),
    requestedLamports: requested,
    microLamports: price,
  };
};
