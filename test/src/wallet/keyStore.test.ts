import { Keypair } from '@solana/web3.js';
import { createKeyStore } from '@/wallet/quickAccount/keyStore';
import { memoryVault } from '@/wallet/quickAccount/vault';

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
});
