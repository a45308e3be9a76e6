/**
 * Base-unit conversions, shared by the streams and the app's amount fields (src/ re-exports
 * them). Exact for any length, no floats and no fixed precision: the digits are moved, not
 * multiplied; extra fraction digits round down (spec 001 §9).
 */

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/** '1.5' with 9 decimals → 1500000000n. Text that is not a non-negative number gives 0n. */
export const toBaseUnits = (text: string, decimals: number): bigint => {
  const trimmed = text.trim().replace(',', '.');
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match || trimmed === '' || trimmed === '.') return 0n;
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(`${whole}${fraction}` || '0');
};

/** 1500000000n with 9 decimals → '1.5'; trailing zeros dropped. */
export const fromBaseUnits = (amount: bigint, decimals: number): string => {
  if (decimals === 0) return amount.toString();
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};
