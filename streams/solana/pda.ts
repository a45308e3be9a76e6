import { fromBase58, toBase58 } from './codec';
import { isOnCurve } from './ed25519';

const MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/** SHA-256 of some bytes (WebCrypto in the browser and in Node). */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

export const webSha256: Sha256 = async (data) => new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(data)));

/**
 * A program-derived address (Solana's find_program_address): the first bump from 255 down whose
 * hash of seeds, bump, program id and the marker is off the curve.
 */
export const findProgramAddress = async (seeds: readonly Uint8Array[], programId: string, sha256: Sha256 = webSha256): Promise<string> => {
  const program = fromBase58(programId);
  if (!program || program.length !== 32) throw new Error(`not a program id: ${programId}`);
  for (let bump = 255; bump >= 0; bump--) {
    const parts = [...seeds, Uint8Array.of(bump), program, MARKER];
    const input = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
    let at = 0;
    for (const part of parts) {
      input.set(part, at);
      at += part.length;
    }
    const hash = await sha256(input);
    if (!isOnCurve(hash)) return toBase58(hash);
  }
  throw new Error('no program-derived address for these seeds');
};
