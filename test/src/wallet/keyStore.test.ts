import { Keypair, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { createKeyStore } from '@/wallet/quickAccount/keyStore';
import { memoryVault } from '@/wallet/quickAccount/vault';
import { QuickAccountAdapter } from '@/wallet/quickAccount/adapter';

describe('quick-account key store', () => {
  it('two tabs creating an account at once both end with the first key: nothing is overwritten, only the maker funds it', async () => {
    const vault = memoryVault(); // one browser's storage, two tabs' key stores
    const [first, second] = await Promise.all([createKeyStore(vault).create(), createKeyStore(vault).create()]);
    expect(second.publicKey).toBe(first.publicKey);
    expect([first.created, second.created].filter(Boolean)).toHaveLength(1);
    // The stored secret is the stored address's key.
    const derived = await createKeyStore(vault).withSecret((secret) => Keypair.fromSecretKey(secret).publicKey.toBase58());
    expect(derived).toBe(first.publicKey);
  });

  it('a later create keeps the existing key', async () => {
    const vault = memoryVault();
    const keys = createKeyStore(vault);
    const made = await keys.create();
    expect(made.created).toBe(true);
    expect(await keys.create()).toEqual({ publicKey: made.publicKey, created: false });
    expect(await keys.publicKey()).toBe(made.publicKey);
  });

  it('the secret is wiped after use', async () => {
    const keys = createKeyStore(memoryVault());
    await keys.create();
    let seen: Uint8Array | undefined;
    await keys.withSecret((secret) => {
      seen = secret;
    });
    expect(seen?.every((byte) => byte === 0)).toBe(true);
  });

  it('forgetting deletes that account only: the next create makes a new key', async () => {
    const keys = createKeyStore(memoryVault());
    const made = await keys.create();
    expect(await keys.forget('Other111111111111111111111111111111111111')).toBe(false);
    expect(await keys.publicKey()).toBe(made.publicKey);
    expect(await keys.forget(made.publicKey)).toBe(true);
    expect(await keys.publicKey()).toBeUndefined();
    await expect(keys.withSecret(() => 'signed')).rejects.toThrow('No quick account on this device');
    const next = await keys.create();
    expect(next.created).toBe(true);
    expect(next.publicKey).not.toBe(made.publicKey);
  });

  it('Remove Quick Account in a tab whose account another tab already replaced deletes nothing, and says so', async () => {
    const vault = memoryVault(); // one browser, two tabs
    const tabA = new QuickAccountAdapter(createKeyStore(vault));
    await tabA.connect();
    const first = tabA.publicKey?.toBase58();
    // Tab B removes the account and makes a new one.
    const tabB = createKeyStore(vault);
    expect(await tabB.forget(first ?? '')).toBe(true);
    const second = await tabB.create();
    await expect(tabA.forgetKey()).rejects.toThrow('this browser keeps another quick account now');
    expect(await createKeyStore(vault).publicKey()).toBe(second.publicKey);
    // Nor does that tab sign with, or reveal, the new account's key under the old address.
    await expect(tabA.revealSecretKey()).rejects.toThrow('This quick account is no longer kept in this browser');
    const payer = tabA.publicKey ?? Keypair.generate().publicKey;
    const transfer = new Transaction({ feePayer: payer, recentBlockhash: '11111111111111111111111111111111' }).add(
      new TransactionInstruction({ keys: [{ pubkey: payer, isSigner: true, isWritable: true }], programId: SystemProgram.programId, data: Buffer.alloc(0) }),
    );
    await expect(tabA.signTransaction(transfer)).rejects.toThrow('This quick account is no longer kept in this browser');
    expect(transfer.signatures.every((entry) => entry.signature === null)).toBe(true);
  });

  it('the adapter removes only while connected', async () => {
    const adapter = new QuickAccountAdapter(createKeyStore(memoryVault()));
    await expect(adapter.forgetKey()).rejects.toThrow();
  });
});
