/**
 * Byte encodings for the wire: base64 (what the RPC takes and what we persist) and base58
 * (signatures and addresses, with bs58: the codec web3.js and the wallet adapters use). atob/btoa
 * exist in browsers and Node alike; Buffer does not.
 */
import bs58 from 'bs58';

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for large transactions.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};

/** The bytes, or undefined when the text is not canonical base64. */
export const fromBase64 = (text: string): Uint8Array | undefined => {
  if (!BASE64_PATTERN.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

export const isBase64 = (text: string): boolean => BASE64_PATTERN.test(text);

export const toBase58 = (bytes: Uint8Array): string => bs58.encode(bytes);

/** The bytes, or undefined when the text is not base58. Leading '1's are leading zero bytes. */
export const fromBase58 = (text: string): Uint8Array | undefined => bs58.decodeUnsafe(text);

/** A base58 text that decodes to exactly 32 bytes: an address (on the curve or not: PDAs count). */
export const isAddress = (text: string): boolean => ADDRESS_PATTERN.test(text) && fromBase58(text)?.length === 32;

/** A base58 signature (64 bytes) as the RPC prints it. */
export const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
/** A base58 address (32 bytes). */
export const ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
