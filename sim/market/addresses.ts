import { getBase58Decoder } from '@solana/kit';
import type { Rng } from '../prng';

const base58 = getBase58Decoder();

/** A 32-byte address in base58, drawn from the seeded generator. */
export const randomAddress = (rng: Rng): string => base58.decode(rng.bytes(32));

/** A 64-byte signature-like hash in base58 (trade tx hashes). */
export const randomSignature = (rng: Rng): string => base58.decode(rng.bytes(64));

/**
 * A trade's tx hash, derived on demand from the seed stored with the trade: most trades are
 * never shown, so encoding 64 bytes of base58 for each of them would be wasted work.
 */
const hashes = new WeakMap<object, string>();
export const signatureFromSeed = (owner: object, seed: number): string => {
  const known = hashes.get(owner);
  if (known) return known;
  let state = seed >>> 0 || 1;
  const bytes = new Uint8Array(64);
  for (let i = 0; i < 64; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  const hash = base58.decode(bytes);
  hashes.set(owner, hash);
  return hash;
};
