import { readU32, readU64 } from './codec';
import { COMPUTE_BUDGET_PROGRAM } from './tokenLayout';
import type { WireMessage } from './wire';

/**
 * Fees as the runtime charges them (checked against litesvm): 5,000 lamports per signature plus
 * ceil(compute-unit price x compute-unit limit / 1e6). Without SetComputeUnitLimit the limit is
 * 3,000 units per builtin instruction and 200,000 per program instruction, capped at 1.4M.
 */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const DEFAULT_PROGRAM_UNITS = 200_000n;
const DEFAULT_BUILTIN_UNITS = 3_000n;

export interface ComputeBudget {
  unitLimit: bigint;
  /** micro-lamports per compute unit */
  unitPrice: bigint;
}

export const computeBudget = (message: WireMessage, isBuiltin: (program: string) => boolean): ComputeBudget => {
  let unitLimit: bigint | undefined;
  let unitPrice = 0n;
  let defaultLimit = 0n;
  for (const ix of message.instructions) {
    const program = message.staticKeys[ix.programIdIndex] ?? '';
    if (program === COMPUTE_BUDGET_PROGRAM) {
      if (ix.data[0] === 2 && ix.data.length >= 5) unitLimit = BigInt(readU32(ix.data, 1));
      if (ix.data[0] === 3 && ix.data.length >= 9) unitPrice = readU64(ix.data, 1);
    }
    defaultLimit += isBuiltin(program) ? DEFAULT_BUILTIN_UNITS : DEFAULT_PROGRAM_UNITS;
  }
  const limit = unitLimit ?? defaultLimit;
  return { unitLimit: limit < MAX_COMPUTE_UNIT_LIMIT ? limit : MAX_COMPUTE_UNIT_LIMIT, unitPrice };
};

export const transactionFee = (message: WireMessage, isBuiltin: (program: string) => boolean): bigint => {
  const { unitLimit, unitPrice } = computeBudget(message, isBuiltin);
  const priority = (unitPrice * unitLimit + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority;
};
