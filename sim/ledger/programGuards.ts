import {
  type Execution,
  type Simulation,
  allKeys,
  executeTransaction,
  isTxError,
  resolveLookups,
  simulateTransaction,
  snapshot,
  tokenBalances,
} from './execute';
import type { TxError } from './errors';
import { computeBudget } from './fees';
import type { Vm } from './vm';
import type { WireTransaction } from './wire';

/**
 * Stand-ins for on-chain programs litesvm cannot run without their compiled .so (the swap
 * route program). Each is installed as a copy of the SPL Memo program, so invoking it does
 * nothing but log (its data must be UTF-8 and any account it is given must sign), and a check
 * registered with it decides, whenever a transaction invoking it is simulated or lands,
 * whether that instruction fails with a custom error instead. A failure ends the transaction
 * as on a real chain: everything it did is rolled back but the fee, and its status, metadata
 * and logs say InstructionError [index, {Custom: code}].
 */
export interface ProgramFailure {
  /** The program's custom error code, e.g. 6001. */
  readonly code: number;
  /** What the program logged before failing ("Program log: …"). */
  readonly logs: readonly string[];
}

/** A custom error as an Anchor program logs it. */
export const anchorFailure = (code: number, name: string, message: string): ProgramFailure => ({
  code,
  logs: [`Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});

/** Looks at one instruction's data; a failure fails it, undefined lets it run. */
export type ProgramCheck = (data: Uint8Array) => ProgramFailure | undefined;

interface Veto {
  readonly index: number;
  readonly programId: string;
  readonly failure: ProgramFailure;
}

export interface ProgramGuards {
  /** Installs `programId` (now and after every reset) and checks its instructions; the returned function removes the check. */
  register(programId: string, check: ProgramCheck): () => void;
  /** Re-installs every registered program into a fresh runtime. */
  install(): void;
  /** Executes for real, unless a check fails first. */
  execute(tx: WireTransaction, fee: bigint): Execution;
  /** Simulates, reporting a failing check as the chain would. */
  simulate(tx: WireTransaction, sigVerify: boolean): Simulation;
}

const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
/** Units a failing check reports as spent by its program. */
const FAILURE_UNITS = 12_000;

const instructionIndexOf = (error: TxError | null): number | undefined => {
  const json = error?.json;
  if (typeof json !== 'object' || json === null || !('InstructionError' in json)) return undefined;
  const detail = (json as { InstructionError: unknown }).InstructionError;
  return Array.isArray(detail) && typeof detail[0] === 'number' ? detail[0] : undefined;
};

/** The simulation's logs of the instructions before `index` (each top-level instruction opens with "invoke [1]"). */
const logsBefore = (logs: readonly string[], index: number): string[] => {
  let seen = -1;
  const out: string[] = [];
  for (const line of logs) {
    if (/^Program \S+ invoke \[1\]$/.test(line) && ++seen === index) break;
    out.push(line);
  }
  return out;
};

const unitsIn = (logs: readonly string[]) => logs.reduce((total, line) => total + Number(/ consumed (\d+) of \d+ compute units$/.exec(line)?.[1] ?? 0), 0);

export const createProgramGuards = (vm: Vm): ProgramGuards => {
  const checks = new Map<string, ProgramCheck>();

  const installOne = (programId: string) => {
    const memo = vm.read(MEMO_PROGRAM);
    if (!memo) throw new Error('the runtime has no SPL Memo program to stand in for guarded programs');
    vm.addProgram(programId, memo.data);
  };

  const vetoOf = (tx: WireTransaction): Veto | undefined => {
    if (checks.size === 0) return undefined;
    const { instructions, staticKeys } = tx.message;
    for (let index = 0; index < instructions.length; index++) {
      const ix = instructions[index];
      const programId = ix ? staticKeys[ix.programIdIndex] : undefined;
      const check = programId !== undefined ? checks.get(programId) : undefined;
      const failure = ix && check ? check(ix.data) : undefined;
      if (programId !== undefined && failure) return { index, programId, failure };
    }
    return undefined;
  };

  const failureDetails = (tx: WireTransaction, simulation: Simulation, veto: Veto) => {
    const before = logsBefore(simulation.details.logMessages, veto.index);
    const limit = Number(computeBudget(tx.message, (program) => vm.isBuiltin(program)).unitLimit);
    const spent = unitsIn(before) + FAILURE_UNITS;
    const logMessages = [
      ...before,
      `Program ${veto.programId} invoke [1]`,
      ...veto.failure.logs,
      `Program ${veto.programId} consumed ${FAILURE_UNITS} of ${Math.max(FAILURE_UNITS, limit - unitsIn(before))} compute units`,
      `Program ${veto.programId} failed: custom program error: 0x${veto.failure.code.toString(16)}`,
    ];
    const innerInstructions = simulation.details.innerInstructions.filter((set) => set.index < veto.index);
    return { logMessages, innerInstructions, computeUnitsConsumed: spent, returnData: null };
  };

  const errorOf = (veto: Veto): TxError => ({
    json: { InstructionError: [veto.index, { Custom: veto.failure.code }] },
    text: `Error processing Instruction ${veto.index}: custom program error: 0x${veto.failure.code.toString(16)}`,
    included: true,
  });

  /** Whether the veto decides the outcome: the transaction would otherwise run up to its instruction. */
  const applies = (simulation: Simulation, veto: Veto) => {
    if (simulation.error && !simulation.error.included) return false;
    const failedAt = instructionIndexOf(simulation.error);
    return failedAt === undefined || failedAt > veto.index;
  };

  return {
    register: (programId, check) => {
      checks.set(programId, check);
      installOne(programId);
      return () => {
        if (checks.get(programId) === check) checks.delete(programId);
      };
    },
    install: () => {
      for (const programId of checks.keys()) installOne(programId);
    },
    execute: (tx, fee) => {
      const veto = vetoOf(tx);
      if (!veto) return executeTransaction(vm, tx, fee);
      const simulation = simulateTransaction(vm, tx, true);
      if (simulation.error && !simulation.error.included) return { landed: false, error: simulation.error };
      if (!applies(simulation, veto)) return executeTransaction(vm, tx, fee);
      const loaded = resolveLookups(vm, tx.message);
      if (isTxError(loaded)) return { landed: false, error: loaded };
      const keys = allKeys(tx.message, loaded);
      const programs = new Set(tx.message.instructions.map((ix) => tx.message.staticKeys[ix.programIdIndex] ?? ''));
      const before = snapshot(vm, keys, programs);
      const payer = vm.read(keys[0] ?? '');
      if (!payer || payer.lamports < fee)
        return { landed: false, error: { json: 'InsufficientFundsForFee', text: 'Insufficient funds for fee', included: false } };
      vm.write(keys[0] ?? '', { ...payer, lamports: payer.lamports - fee });
      const after = snapshot(vm, keys, programs);
      return {
        landed: true,
        keys,
        meta: {
          err: errorOf(veto).json,
          fee,
          preBalances: before.map((account) => account?.lamports ?? 0n),
          postBalances: after.map((account) => account?.lamports ?? 0n),
          preTokenBalances: tokenBalances(keys, before, vm, true),
          postTokenBalances: tokenBalances(keys, after, vm, true),
          loadedAddresses: loaded,
          ...failureDetails(tx, simulation, veto),
        },
      };
    },
    simulate: (tx, sigVerify) => {
      const simulation = simulateTransaction(vm, tx, sigVerify);
      const veto = vetoOf(tx);
      if (!veto || !applies(simulation, veto)) return simulation;
      return { error: errorOf(veto), details: failureDetails(tx, simulation, veto), postAccounts: () => new Map() };
    },
  };
};
