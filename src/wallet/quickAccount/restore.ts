import { Keypair } from '@solana/web3.js';
import { shortAddress } from '@/format/address';
import { createKeyStore } from './keyStore';
import { readSecretKeyText } from './secretKeyText';
import type { Vault } from './vault';

export type RestoreResult = { readonly ok: true; readonly publicKey: string } | { readonly ok: false; readonly message: string };

export const MISMATCHED_KEY = 'This key does not hold together: its second half is not the public key of its first. Check that it was copied whole.';

/**
 * Restores a quick account from its exported private key (/login): checks the text and that its
 * halves belong together, then keeps it encrypted like a new account's key. A browser that keeps
 * another account is refused: a key is never replaced (its funds would go with it); the same key
 * again is simply that account. The secret's bytes are wiped before this returns, never logged.
 */
export const restoreQuickAccount = async (vault: Vault, text: string): Promise<RestoreResult> => {
  const read = readSecretKeyText(text);
  if (!read.ok) return read;
  try {
    let keypair: Keypair;
    try {
      keypair = Keypair.fromSecretKey(read.bytes);
    } catch {
      return { ok: false, message: MISMATCHED_KEY };
    }
    const kept = await createKeyStore(vault).restore(keypair);
    if (kept.created) return { ok: true, publicKey: kept.publicKey };
    return {
      ok: false,
      message: `This browser already keeps quick account ${shortAddress(kept.publicKey)}, and a key is never replaced. Sign in with it, or remove it first (Remove Quick Account in the profile drawer), or restore in another browser profile.`,
    };
  } catch {
    return { ok: false, message: 'The key could not be kept in this browser’s storage. Check that the site may store data, then try again.' };
  } finally {
    read.bytes.fill(0);
  }
};
