import Decimal from 'decimal.js';

/**
 * Base-unit conversions, shared by the streams and the app's amount fields (src/ re-exports
 * them). Exact, no floats; extra fraction digits round down (spec 001 §9).
 */

/** '1.5' with 9 decimals → 1500000000n. Text that is not a non-negative number gives 0n. */
export const toBaseUnits = (text: string, decimals: number): bigint => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '' || trimmed === '.') return 0n;
  return BigInt(new Decimal(trimmed).mul(new Decimal(10).pow(decimals)).toFixed(0, Decimal.ROUND_DOWN));
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

/** A base-unit amount as a Decimal in token units, for ratios and display. */
export const toUnits = (amount: bigint | string, decimals: number): Decimal => new Decimal(amount.toString()).div(new Decimal(10).pow(decimals));
