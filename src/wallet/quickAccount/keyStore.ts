import { Keypair } from '@solana/web3.js';
import type { Vault } from './vault';

/**
 * The quick account's keys. The secret key is decrypted only inside `withSecret`, handed to
 * the callback, and zeroed afterwards; nothing here logs or returns it except `revealSecret`,
 * which the Reveal Private Key dialog calls on the user's explicit request.
 */
export const createKeyStore = (vault: Vault) => {
  const encrypt = async (secret: Uint8Array<ArrayBuffer>) => {
    const wrappingKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, wrappingKey, secret);
    return { wrappingKey, iv, ciphertext };
  };

  const decrypt = async (expected: string | undefined): Promise<Uint8Array> => {
    const record = await vault.load();
    if (!record) throw new Error('No quick account on this device');
    // Another tab may have removed this account and made a new one: never hand over that one's key.
    if (expected !== undefined && record.publicKey !== expected) throw new Error('This quick account is no longer kept in this browser');
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv }, record.wrappingKey, record.ciphertext));
  };

  /** Seals a keypair and stores it unless an account is already kept; wipes its secret either way. */
  const store = async (keypair: Keypair): Promise<{ readonly publicKey: string; readonly created: boolean }> => {
    const secret = new Uint8Array(keypair.secretKey);
    try {
      const sealed = await encrypt(secret);
      const publicKey = keypair.publicKey.toBase58();
      const stored = await vault.saveIfAbsent({ publicKey, ...sealed });
      return { publicKey: stored.publicKey, created: stored.publicKey === publicKey };
    } finally {
      secret.fill(0);
      keypair.secretKey.fill(0);
    }
  };

  return {
    /** The stored account's address, if there is one. */
    publicKey: async () => (await vault.load())?.publicKey,

    /**
     * Makes a new account in this browser unless another tab just made one; returns the address
     * that is stored and whether it is the one made here (only then does the caller fund it).
     * A key is never overwritten: the first one stored wins, the other is wiped unused.
     */
    create: () => store(Keypair.generate()),

    /**
     * Keeps an exported key as this browser's account, unless another is kept already (`created`
     * false, with the stored address). Its secret is wiped once sealed.
     */
    restore: (keypair: Keypair) => store(keypair),

    /** Runs `act` with the decrypted secret key, then wipes it; with `expected`, only if the kept account is that one. */
    withSecret: async <T>(act: (secretKey: Uint8Array) => T | Promise<T>, expected?: string): Promise<T> => {
      const secret = await decrypt(expected);
      try {
        return await act(secret);
      } finally {
        secret.fill(0);
      }
    },

    /**
     * Deletes the account `publicKey` from this browser (Remove Quick Account): without an exported
     * key it is gone for good. Answers false when the browser keeps another account (or none).
     */
    forget: (publicKey: string) => vault.removeIf(publicKey),
  };
};

export type KeyStore = ReturnType<typeof createKeyStore>;
