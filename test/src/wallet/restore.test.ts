import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { createKeyStore } from '@/wallet/quickAccount/keyStore';
import { MISMATCHED_KEY, restoreQuickAccount } from '@/wallet/quickAccount/restore';
import { readSecretKeyText } from '@/wallet/quickAccount/secretKeyText';
import { memoryVault } from '@/wallet/quickAccount/vault';

const NOT_A_KEY = 'This is not a private key. Paste the key that Export Private Key showed (base58), or a key file’s array of 64 numbers.';

describe('restoring a quick account from its exported key (/login)', () => {
  it('restores the base58 key Export Private Key shows: the stored secret signs as that address', async () => {
    const keypair = Keypair.generate();
    const vault = memoryVault();
    expect(await restoreQuickAccount(vault, `  ${bs58.encode(keypair.secretKey)}\n`)).toEqual({ ok: true, publicKey: keypair.publicKey.toBase58() });
    const derived = await createKeyStore(vault).withSecret((secret) => Keypair.fromSecretKey(secret).publicKey.toBase58());
    expect(derived).toBe(keypair.publicKey.toBase58());
  });

  it('restores a key file’s JSON array of bytes too', async () => {
    const keypair = Keypair.generate();
    expect(await restoreQuickAccount(memoryVault(), JSON.stringify([...keypair.secretKey]))).toEqual({ ok: true, publicKey: keypair.publicKey.toBase58() });
  });

  it('refuses a key whose halves do not belong together (one byte changed), storing nothing', async () => {
    const damaged = new Uint8Array(Keypair.generate().secretKey);
    damaged[50] = (damaged[50] ?? 0) ^ 0xff;
    const vault = memoryVault();
    expect(await restoreQuickAccount(vault, bs58.encode(damaged))).toEqual({ ok: false, message: MISMATCHED_KEY });
    expect(await vault.load()).toBeUndefined();
  });

  it('never replaces the account a browser keeps: another key is refused with its address, the same key is that account', async () => {
    const vault = memoryVault();
    const kept = await createKeyStore(vault).create();
    const other = Keypair.generate();
    const refused = await restoreQuickAccount(vault, bs58.encode(other.secretKey));
    expect(refused).toEqual({
      ok: false,
      message: `This browser already keeps quick account ${kept.publicKey.slice(0, 4)}…${kept.publicKey.slice(-4)}, and a key is never replaced. Sign in with it, or remove it first (Remove Quick Account in the profile drawer), or restore in another browser profile.`,
    });
    expect((await vault.load())?.publicKey).toBe(kept.publicKey);

    const again = Keypair.generate();
    const fresh = memoryVault();
    await restoreQuickAccount(fresh, bs58.encode(again.secretKey));
    expect(await restoreQuickAccount(fresh, bs58.encode(again.secretKey))).toEqual({ ok: true, publicKey: again.publicKey.toBase58() });
  });

  it('the key store keeps a restored keypair like a made one, and a later create keeps it', async () => {
    const keys = createKeyStore(memoryVault());
    const keypair = Keypair.generate();
    expect(await keys.restore(Keypair.fromSecretKey(new Uint8Array(keypair.secretKey)))).toEqual({ publicKey: keypair.publicKey.toBase58(), created: true });
    expect(await keys.create()).toEqual({ publicKey: keypair.publicKey.toBase58(), created: false });
  });

  it.each([
    ['nothing', '   ', 'Paste the private key you exported.'],
    ['a sentence', 'my seed phrase is secret', NOT_A_KEY],
    ['a 0 (not base58)', `0${bs58.encode(Keypair.generate().secretKey)}`, NOT_A_KEY],
    ['a byte over 255', `[${[...new Array<number>(63).fill(1), 256].join(',')}]`, NOT_A_KEY],
    ['a negative byte', `[${[...new Array<number>(63).fill(1), -1].join(',')}]`, NOT_A_KEY],
    [
      'an address (32 bytes)',
      Keypair.generate().publicKey.toBase58(),
      'This key is 32 bytes long; a Solana private key is 64. Check that it was copied whole.',
    ],
    ['63 bytes', JSON.stringify(new Array<number>(63).fill(7)), 'This key is 63 bytes long; a Solana private key is 64. Check that it was copied whole.'],
    ['an endless paste', '1'.repeat(5_000), NOT_A_KEY],
  ])('says what is wrong with %s', (_, text, message) => {
    expect(readSecretKeyText(text)).toEqual({ ok: false, message });
  });
});
