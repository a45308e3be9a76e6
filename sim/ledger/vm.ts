import { Account, Clock, FailedTransactionMetadata, LiteSvm, SimulatedTransactionInfo, type TransactionMetadata } from 'litesvm/dist/internal.js';
import { addressBytes, toBase58 } from './codec';
import { decodeTokenAccount, isTokenProgram, NATIVE_LOADER } from './tokenLayout';

/**
 * litesvm 1.4.1 (pinned exactly: the newest release that publishes its native binary for every
 * platform; 1.5.0 shipped linux-x64-gnu only, and its one API change, state snapshots, is unused
 * here) through its native binding rather than its kit-typed wrapper: the wrapper re-creates
 * address codecs and re-encodes every transaction on each call, which cost half the send path;
 * the binding takes wire bytes and 32-byte keys directly. Its blockhash check is off (it only
 * knows one blockhash; the chain module checks the 150-block window) and its signature history
 * stays on, so a duplicate never executes twice.
 */
export interface AccountView {
  lamports: bigint;
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

export type SendResult = TransactionMetadata | FailedTransactionMetadata;
export { FailedTransactionMetadata, SimulatedTransactionInfo, type TransactionMetadata };

export interface Vm {
  /** Throws away all state: a fresh runtime with the standard programs. */
  reset(): void;
  read(address: string): AccountView | undefined;
  lamports(address: string): bigint;
  write(address: string, account: AccountView): void;
  /** Deploys an SBF program (upgradeable loader) at `programId`. */
  addProgram(programId: string, elf: Uint8Array): void;
  /** Executes wire bytes (signatures verified); commits on success and on included failures. */
  send(wire: Uint8Array, versioned: boolean): SendResult;
  simulate(wire: Uint8Array, versioned: boolean, sigVerify: boolean): SimulatedTransactionInfo | FailedTransactionMetadata;
  programAccounts(program: string): { address: string; account: AccountView }[];
  /** Programs owned by the native loader get the builtin compute default (3,000 units). */
  isBuiltin(program: string): boolean;
  rentExempt(size: number): bigint;
  /** The Clock sysvar, and the SlotHashes sysvar (newest first) that address-table creation checks. */
  setClock(slot: number, epoch: number, unixSeconds: number, slotHashes: { slot: number; hash: string }[]): void;
  /** Token accounts known for an owner (kept current as transactions land and accounts are set). */
  tokenAccountsOf(owner: string): string[];
  /** Files an account in the token index if it is a token account (`view` saves a re-read). */
  indexTokenAccount(address: string, view?: AccountView): void;
}

const TRANSACTION_HISTORY = 100_000n;

const createSvm = () => {
  const svm = new LiteSvm();
  svm.setBlockhashCheck(false);
  svm.setSigverify(true);
  svm.setTransactionHistory(TRANSACTION_HISTORY);
  svm.withNativeMints();
  return svm;
};

const ownerNames = new Map<string, string>();
/** Owners repeat (system, token programs): cache their base58 by a cheap key. */
const ownerOf = (bytes: Uint8Array) => {
  const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let name = ownerNames.get(key);
  if (name === undefined) {
    name = toBase58(bytes);
    if (ownerNames.size > 10_000) ownerNames.clear();
    ownerNames.set(key, name);
  }
  return name;
};

export const viewOf = (account: Account): AccountView => ({
  lamports: account.lamports(),
  owner: ownerOf(account.owner()),
  executable: account.executable(),
  data: account.data(),
});

export const createVm = (): Vm => {
  let svm = createSvm();
  const builtins = new Map<string, boolean>();
  const tokenIndex = new Map<string, Set<string>>();

  const read = (address: string): AccountView | undefined => {
    const account = svm.getAccount(addressBytes(address));
    return account && account.lamports() > 0n ? viewOf(account) : undefined; // no lamports, no account
  };

  const indexTokenAccount = (address: string, view?: AccountView) => {
    const account = view ?? read(address);
    if (!account || !isTokenProgram(account.owner)) return;
    const state = decodeTokenAccount(account.data);
    if (!state) return;
    let set = tokenIndex.get(state.owner);
    if (!set) tokenIndex.set(state.owner, (set = new Set()));
    set.add(address);
  };

  return {
    reset: () => {
      svm = createSvm();
      builtins.clear();
      tokenIndex.clear();
    },
    read,
    lamports: (address) => svm.getBalance(addressBytes(address)) ?? 0n,
    write: (address, account) => {
      svm.setAccount(addressBytes(address), new Account(account.lamports, account.data, addressBytes(account.owner), account.executable, 2n ** 64n - 1n));
      indexTokenAccount(address, account);
    },
    addProgram: (programId, elf) => {
      svm.addProgram(addressBytes(programId), elf);
      builtins.delete(programId);
    },
    send: (wire, versioned) => (versioned ? svm.sendVersionedTransaction(wire) : svm.sendLegacyTransaction(wire)),
    simulate: (wire, versioned, sigVerify) => {
      svm.setSigverify(sigVerify);
      try {
        return versioned ? svm.simulateVersionedTransaction(wire) : svm.simulateLegacyTransaction(wire);
      } finally {
        svm.setSigverify(true);
      }
    },
    programAccounts: (program) =>
      svm.getProgramAccounts(addressBytes(program)).map((entry) => ({ address: toBase58(entry.address), account: viewOf(entry.account()) })),
    isBuiltin: (program) => {
      let builtin = builtins.get(program);
      if (builtin === undefined) {
        builtin = read(program)?.owner === NATIVE_LOADER;
        builtins.set(program, builtin);
      }
      return builtin;
    },
    rentExempt: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),
    setClock: (slot, epoch, unixSeconds, slotHashes) => {
      svm.setClock(new Clock(BigInt(slot), BigInt(unixSeconds), BigInt(epoch), BigInt(epoch + 1), BigInt(unixSeconds)));
      svm.setSlotHashes(slotHashes.map((entry) => ({ slot: BigInt(entry.slot), hash: entry.hash })));
    },
    tokenAccountsOf: (owner) => {
      const set = tokenIndex.get(owner);
      if (!set) return [];
      const out: string[] = [];
      for (const address of set) {
        const account = read(address);
        const state = account && isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : undefined;
        if (state?.owner === owner) out.push(address);
        else set.delete(address); // closed or handed to another owner
      }
      return out;
    },
    indexTokenAccount,
  };
};
