/**
 * Where the quick account lives at rest: its public key, and its secret key encrypted with
 * AES-GCM under a non-extractable WebCrypto key. The CryptoKey object itself is stored (IndexedDB
 * keeps it by structured clone) but can never be exported: the raw secret never touches storage.
 */
export interface VaultRecord {
  readonly publicKey: string;
  readonly wrappingKey: CryptoKey;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: ArrayBuffer;
}

export interface Vault {
  load(): Promise<VaultRecord | undefined>;
  /**
   * Stores the record unless one is already there, in one step: two tabs creating an account at
   * once both end with the first key, never one overwriting the other. Answers the stored record.
   */
  saveIfAbsent(record: VaultRecord): Promise<VaultRecord>;
  clear(): Promise<void>;
}

const DATABASE = 'callisto-wallet';
const STORE = 'quick-account';
const KEY = 'current';

const open = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });

const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
};

const load = async () => (await run<VaultRecord | undefined>('readonly', (store) => store.get(KEY) as IDBRequest<VaultRecord | undefined>)) ?? undefined;

export const indexedDbVault: Vault = {
  load,
  saveIfAbsent: async (record) => {
    try {
      // add() refuses an existing key: IndexedDB decides the race between tabs, atomically.
      await run('readwrite', (store) => store.add(record, KEY));
      return record;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'ConstraintError')) throw error;
      const stored = await load();
      if (!stored) throw error;
      return stored;
    }
  },
  clear: async () => void (await run('readwrite', (store) => store.delete(KEY))),
};

/** For tests: the same contract, in memory. */
export const memoryVault = (): Vault => {
  let record: VaultRecord | undefined;
  return {
    load: () => Promise.resolve(record),
    saveIfAbsent: (next) => {
      record ??= next;
      return Promise.resolve(record);
    },
    clear: () => {
      record = undefined;
      return Promise.resolve();
    },
  };
};
