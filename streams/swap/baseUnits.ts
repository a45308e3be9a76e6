/**
 * Base-unit conversions, shared by the streams and the app's amount fields (src/ re-exports
 * them). Exact for any length, no floats and no fixed precision: the digits are moved, not
 * multiplied; extra fraction digits round down (spec 001 §9).
 *
 * Both refuse (RangeError, at once) what no real token or amount can be, so a hostile value
 * costs nothing: decimals that are not an integer 0..255 (a mint stores them in one byte; the
 * schemas refuse the rest, so this is a programmer error) and amount text longer than any
 * amount a field can hold. Everything else returns within microseconds.
 */

import { isTokenDecimals } from '../schemas/primitives';

/** Longer amount text is refused before it is parsed: 20 whole digits (u64) and 255 decimals fit many times over. */
export const MAX_AMOUNT_TEXT_LENGTH = 1024;

/** Valid when non-empty and numeric ('1.' while typing counts as 1). */
export const isNumericAmount = (text: string) => /^\d+(\.\d*)?$/.test(text);

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

const checkDecimals = (decimals: number) => {
  if (!isTokenDecimals(decimals)) throw new RangeError(`Unsupported token decimals: ${String(decimals)}`);
};

/** '1.5' with 9 decimals → 1500000000n. Text that is not a non-negative number gives 0n. */
export const toBaseUnits = (text: string, decimals: number): bigint => {
  checkDecimals(decimals);
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) throw new RangeError(`Amount text of ${text.length} characters refused`);
  const trimmed = text.trim().replace(',', '.');
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match || trimmed === '' || trimmed === '.') return 0n;
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(`${whole}${fraction}` || '0');
};

/** 1500000000n with 9 decimals → '1.5'; trailing zeros dropped. */
export const fromBaseUnits = (amount: bigint, decimals: number): string => {
  checkDecimals(decimals);
  if (decimals === 0) return amount.toString();
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};
