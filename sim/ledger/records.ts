import type { UiTokenAmount } from './tokenLayout';
import type { WireTransaction } from './wire';

/**
 * What the ledger remembers of each landed transaction, for getTransaction,
 * getSignatureStatuses and getSignaturesForAddress. Bounded: the oldest records go first.
 */
export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface InnerInstructionSet {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array; stackHeight: number }[];
}

export interface ExecutionDetails {
  logMessages: string[];
  innerInstructions: InnerInstructionSet[];
  computeUnitsConsumed: number;
  returnData: { programId: string; data: Uint8Array } | null;
}

export interface TransactionMeta extends ExecutionDetails {
  /** serde JSON form of the error, null on success */
  err: unknown;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  loadedAddresses: { writable: string[]; readonly: string[] };
}

export interface TransactionRecord {
  signature: string;
  slot: number;
  height: number;
  blockTime: number;
  tx: WireTransaction;
  /** static keys, then loaded writable, then loaded readonly */
  accountKeys: string[];
  meta: TransactionMeta;
}

export interface RecordStore {
  add(record: TransactionRecord): void;
  get(signature: string): TransactionRecord | undefined;
  has(signature: string): boolean;
  /** Newest first. */
  forAddress(address: string): TransactionRecord[];
  count(): number;
  clear(): void;
}

export const createRecordStore = (capacity = 50_000): RecordStore => {
  const bySignature = new Map<string, TransactionRecord>();
  const byAddress = new Map<string, string[]>();
  let landed = 0;
  return {
    add: (record) => {
      landed += 1;
      bySignature.set(record.signature, record);
      for (const key of new Set(record.accountKeys)) {
        let list = byAddress.get(key);
        if (!list) byAddress.set(key, (list = []));
        list.push(record.signature);
        if (list.length > capacity) list.splice(0, list.length - capacity);
      }
      if (bySignature.size > capacity) {
        const oldest = bySignature.keys().next().value;
        if (oldest !== undefined) bySignature.delete(oldest);
      }
    },
    get: (signature) => bySignature.get(signature),
    has: (signature) => bySignature.has(signature),
    forAddress: (address) => {
      const out: TransactionRecord[] = [];
      const list = byAddress.get(address) ?? [];
      for (let i = list.length - 1; i >= 0; i--) {
        const record = bySignature.get(list[i] ?? '');
        if (record) out.push(record);
      }
      return out;
    },
    count: () => landed,
    clear: () => {
      bySignature.clear();
      byAddress.clear();
    },
  };
};
