import { type KeyObject, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { Rng } from '../prng';
import { toBase58 } from './codec';

/**
 * Seeded ed25519 keypairs (authority, faucet) signed with node:crypto: native signing is about
 * fifty times faster than the pure-JS signer in @solana/web3.js, which matters for airdrops.
 */
export interface SimKeypair {
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** 64 bytes, seed then public key: the format of web3.js `Keypair.fromSecretKey`. */
  readonly secretKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519_PREFIX_LENGTH = 12;

export const keypairFromSeed = (seed: Uint8Array): SimKeypair => {
  if (seed.length !== 32) throw new Error('an ed25519 seed has 32 bytes');
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKey = new Uint8Array(spki.subarray(SPKI_ED25519_PREFIX_LENGTH));
  const secretKey = new Uint8Array(64);
  secretKey.set(seed, 0);
  secretKey.set(publicKey, 32);
  return {
    address: toBase58(publicKey),
    publicKey,
    secretKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
};

export const seededKeypair = (rng: Rng, label: string): SimKeypair => keypairFromSeed(rng.fork(label).bytes(32));
