import bs58 from 'bs58';

/** A Solana private key as wallets export it: 32 bytes of seed, then the 32 of its public key. */
export const SECRET_KEY_BYTES = 64;

export type SecretKeyText = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string };

const NOT_A_KEY = 'This is not a private key. Paste the key that Export Private Key showed (base58), or a key file’s array of 64 numbers.';
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const JSON_ARRAY = /^\[[\d\s,]*\]$/;
/** Longer text is no key: refused before it is decoded. */
const MAX_TEXT = 1_000;

const sized = (bytes: Uint8Array): SecretKeyText =>
  bytes.length === SECRET_KEY_BYTES
    ? { ok: true, bytes }
    : { ok: false, message: `This key is ${bytes.length} bytes long; a Solana private key is ${SECRET_KEY_BYTES}. Check that it was copied whole.` };

/**
 * The bytes of a pasted private key: base58 (what Export Private Key shows, and most wallets) or a
 * JSON array of bytes (the Solana CLI's key file). Whether its two halves belong together is the
 * key store's check (it needs the curve); this says what is wrong with the text itself.
 */
export const readSecretKeyText = (text: string): SecretKeyText => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Paste the private key you exported.' };
  if (trimmed.length > MAX_TEXT) return { ok: false, message: NOT_A_KEY };
  if (JSON_ARRAY.test(trimmed)) {
    const numbers = trimmed
      .slice(1, -1)
      .split(',')
      .map((part) => part.trim());
    if (numbers.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return { ok: false, message: NOT_A_KEY };
    return sized(Uint8Array.from(numbers, Number));
  }
  if (!BASE58.test(trimmed)) return { ok: false, message: NOT_A_KEY };
  return sized(bs58.decode(trimmed));
};
