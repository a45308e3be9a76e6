/**
 * Byte <-> text helpers. Every string that reaches us from a client is validated here, so that
 * nothing malformed ever reaches litesvm's native code (a wrong-sized key aborts the process).
 * Base58 is bs58 (the base-x algorithm on bytes, several times faster than a BigInt codec on
 * 32/64-byte values), with a bounded cache of decoded addresses: the same keys recur constantly.
 */
import bs58 from 'bs58';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const toBase58 = (bytes: Uint8Array): string => bs58.encode(bytes);

const decodeCache = new Map<string, Uint8Array>();

/** Decodes base58 text; undefined when it is not base58. The result must not be mutated. */
export const fromBase58 = (text: string): Uint8Array | undefined => {
  const cached = decodeCache.get(text);
  if (cached) return cached;
  const bytes = bs58.decodeUnsafe(text);
  if (bytes && bytes.length === 32) {
    if (decodeCache.size >= 200_000) decodeCache.clear();
    decodeCache.set(text, bytes);
  }
  return bytes;
};

export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** Decodes strict base64; undefined when it is not base64 (Buffer.from alone silently skips junk). */
export const fromBase64 = (text: string): Uint8Array | undefined => {
  if (!BASE64.test(text)) return undefined;
  return new Uint8Array(Buffer.from(text, 'base64'));
};

/** A 32-byte address in base58, or undefined. */
export const isAddress = (text: unknown): boolean => {
  if (typeof text !== 'string' || text.length < 32 || text.length > 44) return false;
  return fromBase58(text)?.length === 32;
};

/** The 32 bytes of an address (shared, do not mutate); throws when it is not one. */
export const addressBytes = (address: string): Uint8Array => {
  const bytes = fromBase58(address);
  if (bytes?.length !== 32) throw new Error(`not an address: ${address}`);
  return bytes;
};

export const readU64 = (data: Uint8Array, offset: number): bigint => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);

export const readU32 = (data: Uint8Array, offset: number): number => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);

export const writeU64 = (data: Uint8Array, offset: number, value: bigint) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).setBigUint64(offset, value, true);

export const writeU32 = (data: Uint8Array, offset: number, value: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).setUint32(offset, value, true);

/** Solana's compact-u16 ("shortvec") length prefix. */
export const encodeShortVec = (value: number): number[] => {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
};
