/**
 * Byte encodings for the wire: base64 (what the RPC takes and what we persist) and base58
 * (signatures and addresses). atob/btoa exist in browsers and Node alike; Buffer does not.
 */
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
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

export const toBase58 = (bytes: Uint8Array): string => {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let digits = '';
  while (value > 0n) {
    digits = BASE58_ALPHABET.charAt(Number(value % 58n)) + digits;
    value /= 58n;
  }
  return '1'.repeat(zeros) + digits;
};

/** The bytes, or undefined when the text is not base58. Leading '1's are leading zero bytes. */
export const fromBase58 = (text: string): Uint8Array | undefined => {
  let value = 0n;
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
};

/** A base58 text that decodes to exactly 32 bytes: an address (on the curve or not: PDAs count). */
export const isAddress = (text: string): boolean => ADDRESS_PATTERN.test(text) && fromBase58(text)?.length === 32;

/** A base58 signature (64 bytes) as the RPC prints it. */
export const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
/** A base58 address (32 bytes). */
export const ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
