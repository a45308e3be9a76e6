import type { Profile } from '@streams/core';

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
  /**
   * Deletes the record if it is still the account `publicKey`, in one step; answers whether it
   * did. Another tab may have replaced the account meanwhile: that one is never deleted unseen.
   */
  removeIf(publicKey: string): Promise<boolean>;
}

const DATABASE = 'callisto-wallet';
const STORE = 'quick-account';
/** Where one key served every network before keys were kept per profile. */
export const LEGACY_VAULT_KEY = 'current';

/** The record key of a network's account: the simulator and mainnet never share a key. */
export const vaultKeyFor = (profile: Profile): string => `profile:${profile}`;

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

/** One readwrite transaction: `act` reads and writes, `answer` sets what it resolves to once committed. */
const transact = async <T>(initial: T, act: (store: IDBObjectStore, answer: (value: T) => void) => void): Promise<T> => {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, 'readwrite');
      let result = initial;
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB request failed'));
      act(transaction.objectStore(STORE), (value) => {
        result = value;
      });
    });
  } finally {
    database.close();
  }
};

/**
 * The profile's record; a key stored before keys were per profile is moved, in one
 * transaction, to the first profile that opens after the upgrade (never lost, never shared:
 * the other profile makes its own).
 */
const loadFor = (key: string): Promise<VaultRecord | undefined> =>
  transact<VaultRecord | undefined>(undefined, (store, answer) => {
    const own = store.get(key) as IDBRequest<VaultRecord | undefined>;
    own.onsuccess = () => {
      if (own.result) return answer(own.result);
      const legacy = store.get(LEGACY_VAULT_KEY) as IDBRequest<VaultRecord | undefined>;
      legacy.onsuccess = () => {
        if (!legacy.result) return;
        answer(legacy.result);
        store.add(legacy.result, key);
        store.delete(LEGACY_VAULT_KEY);
      };
    };
  });

/** Deletes the profile's record if it is still the account `publicKey` (read and delete in one transaction). */
const removeFor = (key: string, publicKey: string): Promise<boolean> =>
  transact(false, (store, answer) => {
    const own = store.get(key) as IDBRequest<VaultRecord | undefined>;
    own.onsuccess = () => {
      if (own.result?.publicKey !== publicKey) return;
      store.delete(key);
      answer(true);
    };
  });

/** The quick account of one network (profile), in this browser's IndexedDB. */
export const indexedDbVaultFor = (profile: Profile): Vault => {
  const key = vaultKeyFor(profile);
  return {
    load: () => loadFor(key),
    saveIfAbsent: async (record) => {
      try {
        // add() refuses an existing key: IndexedDB decides the race between tabs, atomically.
        await run('readwrite', (store) => store.add(record, key));
        return record;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'ConstraintError')) throw error;
        const stored = await loadFor(key);
        if (!stored) throw error;
        return stored;
      }
    },
    removeIf: (publicKey) => removeFor(key, publicKey),
  };
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
    removeIf: (publicKey) => {
      const removed = record?.publicKey === publicKey;
      if (removed) record = undefined;
      return Promise.resolve(removed);
    },
  };
};
