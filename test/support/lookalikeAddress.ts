import bs58 from 'bs58';

/**
 * An address that starts and ends like `of` but differs between, as an address poisoner makes
 * one: its 32-byte number plus 58^5 changes base58 digits above the last five only, and too
 * little to reach the first ones.
 */
export const lookalike = (of: string): string => {
  let number = 0n;
  for (const byte of bs58.decode(of)) number = number * 256n + BigInt(byte);
  number += 58n ** 5n;
  const out = new Uint8Array(32);
  for (let index = 31; index >= 0; index--) {
    out[index] = Number(number % 256n);
    number /= 256n;
  }
  return bs58.encode(out);
};
