import { IDBFactory } from 'fake-indexeddb';
import { LEGACY_VAULT_KEY, type VaultRecord, indexedDbVaultFor, vaultKeyFor } from '@/wallet/quickAccount/vault';

/** A stored record: the vault keeps its fields as they are, so a plain object stands in for the CryptoKey. */
const record = (publicKey: string): VaultRecord => ({
  publicKey,
  wrappingKey: { type: 'secret' } as unknown as CryptoKey,
  iv: new Uint8Array(12),
  ciphertext: new Uint8Array([1, 2, 3]).buffer,
});

/** Writes a record under a raw key, as an older version of the app left it. */
const putRaw = (key: string, value: VaultRecord) =>
  new Promise<void>((resolve, reject) => {
    const opened = indexedDB.open('callisto-wallet', 1);
    opened.onupgradeneeded = () => opened.result.createObjectStore('quick-account');
    opened.onsuccess = () => {
      const transaction = opened.result.transaction('quick-account', 'readwrite');
      transaction.objectStore('quick-account').put(value, key);
      transaction.oncomplete = () => {
        opened.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });

const original = globalThis.indexedDB;
beforeEach(() => {
  // A fresh database per test: one browser's storage.
  globalThis.indexedDB = new IDBFactory();
});
afterAll(() => {
  globalThis.indexedDB = original;
});

describe("the quick account's IndexedDB vault", () => {
  it('keeps the first account stored: a second save answers the first, never overwrites it', async () => {
    const vault = indexedDbVaultFor('sim');
    expect(await vault.load()).toBeUndefined();
    expect((await vault.saveIfAbsent(record('First'))).publicKey).toBe('First');
    expect((await vault.saveIfAbsent(record('Second'))).publicKey).toBe('First');
    expect((await vault.load())?.publicKey).toBe('First');
  });

  it('keeps one account per network: the simulator and mainnet never share one', async () => {
    await indexedDbVaultFor('sim').saveIfAbsent(record('SimAccount'));
    expect(await indexedDbVaultFor('mainnet').load()).toBeUndefined();
    expect(vaultKeyFor('sim')).not.toBe(vaultKeyFor('mainnet'));
  });

  it('moves a key kept before keys were per network to the first network that opens, once', async () => {
    await putRaw(LEGACY_VAULT_KEY, record('OldAccount'));
    expect((await indexedDbVaultFor('sim').load())?.publicKey).toBe('OldAccount');
    // Moved, not shared: the other network makes its own.
    expect(await indexedDbVaultFor('mainnet').load()).toBeUndefined();
    expect((await indexedDbVaultFor('sim').load())?.publicKey).toBe('OldAccount');
  });

  it('removes the account only if it is still the one named: another account is never deleted unseen', async () => {
    const vault = indexedDbVaultFor('sim');
    await vault.saveIfAbsent(record('Kept'));
    expect(await vault.removeIf('SomeoneElse')).toBe(false);
    expect((await vault.load())?.publicKey).toBe('Kept');
    expect(await vault.removeIf('Kept')).toBe(true);
    expect(await vault.load()).toBeUndefined();
    // Gone: removing again deletes nothing, and the next save is stored.
    expect(await vault.removeIf('Kept')).toBe(false);
    expect((await vault.saveIfAbsent(record('Next'))).publicKey).toBe('Next');
  });

  it("removing one network's account leaves the other's", async () => {
    await indexedDbVaultFor('sim').saveIfAbsent(record('SimAccount'));
    await indexedDbVaultFor('mainnet').saveIfAbsent(record('MainAccount'));
    expect(await indexedDbVaultFor('sim').removeIf('SimAccount')).toBe(true);
    expect((await indexedDbVaultFor('mainnet').load())?.publicKey).toBe('MainAccount');
  });
});
