/**
 * en-US numbers with grouping and a range of fraction digits, written out without Intl.
 *
 * Why: the browser's first Intl number formatter loads the locale's data. A CPU profile of a cold
 * /pro visit on issue 27's phone put ~400 ms of the main thread there on a slow host (~75 ms on a
 * fast one), on the path to the first rows. The app's number formatters only ever ask for
 * grouping and fraction digits, which need no locale data.
 *
 * It writes what Intl's en-US number format writes with only those two options: rounding half away from zero on the shortest decimal that reads back as the number
 * (1.005 → '1.01', where `toFixed(2)` gives '1.00'), '-' before a negative number even when it
 * rounds to zero ('-0'). The property test holds it to Intl itself.
 */

/** Beyond this, `String(number)` switches to an exponent with '+': Intl takes over. */
const LARGEST_PLAIN = 1e21;

/** The shortest decimal of a non-negative number: its digits, and how many of them come before the point. */
const decimalOf = (value: number): { digits: string; integerLength: number } => {
  const text = String(value);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt < 0 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt < 0 ? 0 : Number(text.slice(exponentAt + 1));
  const point = mantissa.indexOf('.');
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  return { digits, integerLength: (point < 0 ? mantissa.length : point) + exponent };
};

/** Adds one to a string of decimal digits ('0999' → '1000', '99' → '100'). */
const increment = (digits: string): string => {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
};

/** '1234567' → '1,234,567' (a loop, not a regex: this runs for every number a live grid shows). */
const group = (integer: string): string => {
  const head = integer.length % 3 || 3;
  let grouped = integer.slice(0, head);
  for (let at = head; at < integer.length; at += 3) grouped += `,${integer.slice(at, at + 3)}`;
  return grouped;
};

/** Drops the fraction's trailing zeros down to `minimum` digits, and pads it to `minimum`. */
const fractionOf = (digits: string, minimum: number): string => {
  let end = digits.length;
  while (end > minimum && digits.charCodeAt(end - 1) === 48) end -= 1;
  return end < minimum ? digits.padEnd(minimum, '0') : digits.slice(0, end);
};

/**
 * `value` in en-US with at least `minimum` and at most `maximum` fraction digits, or undefined
 * for what it does not write (NaN, infinities, magnitudes from 1e21): the caller asks Intl.
 */
export const formatEnUsFractionDigits = (value: number, minimum: number, maximum: number): string | undefined => {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) return undefined;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const { digits, integerLength } = decimalOf(Math.abs(value));
  const padded = integerLength <= 0 ? `${'0'.repeat(1 - integerLength)}${digits}` : digits.padEnd(integerLength, '0');
  const integerDigits = Math.max(integerLength, 1);
  const cut = integerDigits + maximum;
  const kept = padded.slice(0, cut);
  // Half away from zero: the first digit dropped decides, whatever follows it.
  const rounded = (padded[cut] ?? '0') >= '5' ? increment(kept) : kept;
  // A carry out of the leading digit (9.99 → 10.0) makes the integer part one digit longer.
  const integerEnd = integerDigits + rounded.length - kept.length;
  // No leading zeros to drop: below 1 the integer part is the one '0' put before the digits.
  const integer = rounded.slice(0, integerEnd);
  const fraction = fractionOf(rounded.slice(integerEnd), minimum);
  return `${sign}${group(integer)}${fraction ? `.${fraction}` : ''}`;
};
