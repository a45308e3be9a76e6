import Decimal from 'decimal.js';
import { toBaseUnits } from '@streams/swap';

/** The largest amount a token instruction can carry: u64 base units. */
export const U64_MAX = 2n ** 64n - 1n;

/** The global maximum input (spec 001 §5): no amount field accepts more. */
export const MAX_INPUT_LIMIT = 1e17;

export interface AmountRules {
  /** Fraction digits allowed: the token's decimals (default 9). */
  readonly decimals?: number;
  /** Largest accepted value (default and ceiling: 1e17). */
  readonly max?: number;
}

/**
 * What an amount field shows after the user types or pastes `input` over `previous` (spec 000
 * §5, 001 §5): digits and one decimal separator ('.' or ','; ',' becomes '.'); no sign, no
 * leading zeros ('007' → '7', '.5' → '0.5'); at most `decimals` fraction digits; never above
 * `max`, nor above u64 in base units. Input that breaks a rule leaves `previous` unchanged, except extra fraction digits of
 * a paste, which are cut. Empty is allowed.
 */
export const nextAmountText = (previous: string, input: string, { decimals = 9, max = MAX_INPUT_LIMIT }: AmountRules = {}): string => {
  let text = input.trim().replace(/[\s_]/g, '');
  if (text === '') return '';
  // '1,234.5' pasted: the comma groups thousands; otherwise a comma is the decimal separator.
  text = text.includes('.') && text.includes(',') ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  if (!/^\d*\.?\d*$/.test(text)) return previous;
  const [whole = '', fraction] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '') || (fraction !== undefined ? '0' : '');
  if (fraction !== undefined && decimals === 0) return previous;
  const cutFraction = fraction === undefined ? undefined : fraction.slice(0, decimals);
  const next = cutFraction === undefined ? trimmedWhole : `${trimmedWhole}.${cutFraction}`;
  if (next === '') return '';
  // Decimal, not Number: 1e17 + 1 is 1e17 as a float.
  if (new Decimal(next.endsWith('.') ? next.slice(0, -1) : next).gt(Math.min(max, MAX_INPUT_LIMIT))) return previous;
  // Below 1e17 tokens a 9-decimal amount can still exceed u64 base units: refused, never rounded.
  if (toBaseUnits(next, decimals) > U64_MAX) return previous;
  // Typing a digit past the token's decimals is refused rather than silently dropped.
  if (fraction !== undefined && fraction.length > decimals && input.length - previous.length <= 1) return previous;
  return next;
};

/** Valid when non-empty and numeric (the streams' form models use the same rule). */
export { isNumericAmount } from '@streams/swap';
