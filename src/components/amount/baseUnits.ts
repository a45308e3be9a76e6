import Decimal from 'decimal.js';

/** '1.5' with 9 decimals → 1500000000n; exact (no float), extra digits cut. */
export const toBaseUnits = (text: string, decimals: number): bigint => {
  const value = new Decimal(text === '' ? '0' : text);
  return BigInt(value.mul(new Decimal(10).pow(decimals)).toFixed(0, Decimal.ROUND_DOWN));
};

/** 1500000000n with 9 decimals → '1.5'; exact, trailing zeros dropped. */
export const fromBaseUnits = (amount: bigint, decimals: number): string => {
  if (decimals === 0) return amount.toString();
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};
