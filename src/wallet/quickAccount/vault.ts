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
  save(record: VaultRecord): Promise<void>;
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

export const indexedDbVault: Vault = {
  load: async () => (await run<VaultRecord | undefined>('readonly', (store) => store.get(KEY) as IDBRequest<VaultRecord | undefined>)) ?? undefined,
  save: async (record) => void (await run('readwrite', (store) => store.put(record, KEY))),
  clear: async () => void (await run('readwrite', (store) => store.delete(KEY))),
};

/** For tests: the same contract, in memory. */
export const memoryVault = (): Vault => {
  let record: VaultRecord | undefined;
  return {
    load: () => Promise.resolve(record),
    save: (next) => {
      record = next;
      return Promise.resolve();
    },
    clear: () => {
      record = undefined;
      return Promise.resolve();
    },
  };
};
