import { readU32, toBase58 } from './codec';
import { type TxError, fromLiteSvmError, txError } from './errors';
import type { ExecutionDetails, InnerInstructionSet, TokenBalance, TransactionMeta } from './records';
import { ADDRESS_LOOKUP_TABLE_PROGRAM, decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './tokenLayout';
import { type AccountView, FailedTransactionMetadata, SimulatedTransactionInfo, type TransactionMetadata, type Vm, viewOf } from './vm';
import type { WireMessage, WireTransaction } from './wire';

/**
 * Runs one transaction on litesvm and collects what the RPC reports about it: balances before
 * and after (lamports and SPL tokens), logs, inner instructions, compute units and the error.
 */
const LOOKUP_TABLE_HEADER = 56;

export interface LoadedAddresses {
  writable: string[];
  readonly: string[];
}

/** Resolves a v0 message's address-table lookups against the current state. */
export const resolveLookups = (vm: Vm, message: WireMessage): LoadedAddresses | TxError => {
  const loaded: LoadedAddresses = { writable: [], readonly: [] };
  for (const lookup of message.lookups) {
    const table = vm.read(lookup.accountKey);
    if (!table) return txError('AddressLookupTableNotFound');
    if (table.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) return txError('InvalidAddressLookupTableOwner');
    if (table.data.length < LOOKUP_TABLE_HEADER || readU32(table.data, 0) !== 1) return txError('InvalidAddressLookupTableData');
    const count = Math.floor((table.data.length - LOOKUP_TABLE_HEADER) / 32);
    const at = (index: number) =>
      index < count ? toBase58(table.data.subarray(LOOKUP_TABLE_HEADER + index * 32, LOOKUP_TABLE_HEADER + index * 32 + 32)) : undefined;
    for (const [indexes, into] of [
      [lookup.writableIndexes, loaded.writable],
      [lookup.readonlyIndexes, loaded.readonly],
    ] as const) {
      for (const index of indexes) {
        const address = at(index);
        if (address === undefined) return txError('InvalidAddressLookupTableIndex');
        into.push(address);
      }
    }
  }
  return loaded;
};

export const isTxError = (value: LoadedAddresses | TxError): value is TxError => 'included' in value;

export const allKeys = (message: WireMessage, loaded: LoadedAddresses) => [...message.staticKeys, ...loaded.writable, ...loaded.readonly];

export const tokenBalances = (keys: string[], accounts: (AccountView | undefined)[], vm: Vm, zeroAsNull: boolean): TokenBalance[] => {
  const out: TokenBalance[] = [];
  const decimals = new Map<string, number | undefined>();
  accounts.forEach((account, accountIndex) => {
    if (!account || !isTokenProgram(account.owner)) return;
    const state = decodeTokenAccount(account.data);
    if (!state) return;
    if (!decimals.has(state.mint)) decimals.set(state.mint, decodeMint(vm.read(state.mint)?.data ?? new Uint8Array())?.decimals);
    const mintDecimals = decimals.get(state.mint);
    if (mintDecimals === undefined || keys[accountIndex] === undefined) return;
    out.push({
      accountIndex,
      mint: state.mint,
      owner: state.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(state.amount, mintDecimals, zeroAsNull),
    });
  });
  return out;
};

/** Reads every key; program ids only for their balance (a program account can hold a whole ELF). */
export const snapshot = (vm: Vm, keys: string[], programs: Set<string>) =>
  keys.map((key) => (programs.has(key) ? { lamports: vm.lamports(key), owner: '', executable: true, data: new Uint8Array() } : vm.read(key)));

export const executionDetails = (meta: TransactionMetadata): ExecutionDetails => {
  const innerInstructions: InnerInstructionSet[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    innerInstructions.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return { programIdIndex: ix.programIdIndex(), accounts: Array.from(ix.accounts()), data: ix.data(), stackHeight: inner.stackHeight() };
      }),
    });
  });
  const returned = meta.returnData();
  const data = returned.data();
  return {
    logMessages: meta.logs(),
    innerInstructions,
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: data.length > 0 ? { programId: toBase58(returned.programId()), data } : null,
  };
};

export type Execution = { landed: true; keys: string[]; meta: TransactionMeta } | { landed: false; error: TxError };

/** Executes for real. A transaction that fails before execution (fee payer, signatures) is not included. */
export const executeTransaction = (vm: Vm, tx: WireTransaction, fee: bigint): Execution => {
  const loaded = resolveLookups(vm, tx.message);
  if (isTxError(loaded)) return { landed: false, error: loaded };
  const keys = allKeys(tx.message, loaded);
  const programs = new Set(tx.message.instructions.map((ix) => tx.message.staticKeys[ix.programIdIndex] ?? ''));
  const before = snapshot(vm, keys, programs);
  const result = vm.send(tx.bytes, tx.message.version === 0);
  let err: unknown = null;
  let metadata: TransactionMetadata;
  if (result instanceof FailedTransactionMetadata) {
    const error = fromLiteSvmError(result.err());
    if (!error.included) return { landed: false, error };
    err = error.json;
    metadata = result.meta();
  } else {
    metadata = result;
  }
  const after = snapshot(vm, keys, programs);
  after.forEach((view, index) => {
    if (view && !programs.has(keys[index] ?? '')) vm.indexTokenAccount(keys[index] ?? '', view);
  });
  return {
    landed: true,
    keys,
    meta: {
      err,
      fee,
      preBalances: before.map((account) => account?.lamports ?? 0n),
      postBalances: after.map((account) => account?.lamports ?? 0n),
      preTokenBalances: tokenBalances(keys, before, vm, true),
      postTokenBalances: tokenBalances(keys, after, vm, true),
      loadedAddresses: loaded,
      ...executionDetails(metadata),
    },
  };
};

export interface Simulation {
  error: TxError | null;
  details: ExecutionDetails;
  /** Accounts after the simulated execution (read on demand: preflight never needs them). */
  postAccounts(): Map<string, AccountView>;
}

const EMPTY_DETAILS: ExecutionDetails = { logMessages: [], innerInstructions: [], computeUnitsConsumed: 0, returnData: null };

/** Simulates without committing; sigVerify off lets unsigned transactions through, as the RPC allows. */
export const simulateTransaction = (vm: Vm, tx: WireTransaction, sigVerify: boolean): Simulation => {
  const loaded = resolveLookups(vm, tx.message);
  const none = () => new Map<string, AccountView>();
  if (isTxError(loaded)) return { error: loaded, details: EMPTY_DETAILS, postAccounts: none };
  const result = vm.simulate(tx.bytes, tx.message.version === 0, sigVerify);
  if (result instanceof SimulatedTransactionInfo) {
    const postAccounts = () => {
      const accounts = new Map<string, AccountView>();
      for (const entry of result.postAccounts()) accounts.set(toBase58(entry.address), viewOf(entry.account()));
      return accounts;
    };
    return { error: null, details: executionDetails(result.meta()), postAccounts };
  }
  return { error: fromLiteSvmError(result.err()), details: executionDetails(result.meta()), postAccounts: none };
};
