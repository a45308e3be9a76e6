import fc from 'fast-check';
import { formatEnUsFractionDigits } from '@streams/core/enUsNumber';

/** What the hand-written formatter must equal: Intl itself, with the same options (one formatter per range). */
const formatters = new Map<string, Intl.NumberFormat>();
const intl = (value: number, minimum: number, maximum: number) => {
  const key = `${minimum}-${maximum}`;
  const made = formatters.get(key) ?? new Intl.NumberFormat('en-US', { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
  formatters.set(key, made);
  return made.format(value);
};

/** Fraction-digit ranges as the app asks for them (0–6, minimum at most maximum). */
const digitRange = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('formatEnUsFractionDigits: en-US grouping and fraction digits without Intl (issue 27)', () => {
  it.each([
    // toFixed rounds the binary value (1.00); Intl, and this, the shortest decimal (1.005).
    [1.005, 0, 2, '1.01'],
    [9.995, 0, 2, '10'],
    [999.5, 0, 0, '1,000'],
    [99_999.99, 0, 1, '100,000'],
    [1_234_567.891, 2, 2, '1,234,567.89'],
    [123, 2, 2, '123.00'],
    [0.5, 0, 0, '1'],
    [2.5, 0, 0, '3'],
    [-2.5, 0, 0, '-3'],
    [-0.1, 0, 0, '-0'],
    [-0, 0, 2, '-0'],
    [0, 0, 2, '0'],
    [1.5e-7, 0, 2, '0'],
    [1.5e-7, 0, 7, '0.0000002'],
    [0.000123, 0, 4, '0.0001'],
    [1e20, 0, 2, '100,000,000,000,000,000,000'],
  ])('%s with %i–%i fraction digits is %s, as Intl writes it', (value, minimum, maximum, expected) => {
    expect(formatEnUsFractionDigits(value, minimum, maximum)).toBe(expected);
    expect(intl(value, minimum, maximum)).toBe(expected);
  });

  it('leaves NaN, the infinities and magnitudes from 1e21 to Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3.2e25]) {
      expect(formatEnUsFractionDigits(value, 0, 2)).toBeUndefined();
    }
    expect(formatEnUsFractionDigits(999_999_999_999_999_900_000, 0, 2)).toBe(intl(999_999_999_999_999_900_000, 0, 2));
  });

  it('writes what Intl writes for any double below 1e21 and any range of fraction digits', () => {
    const doubles = fc.oneof(
      fc.double({ min: -1e21, max: 1e21, noNaN: true, noDefaultInfinity: true }),
      // Prices and amounts as the screens show them: few decimals, halves that round up.
      fc.integer({ min: -10_000_000, max: 10_000_000 }).chain((whole) => fc.integer({ min: 1, max: 7 }).map((places) => whole / 10 ** places)),
      fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
    );
    fc.assert(
      fc.property(
        doubles.filter((value) => Math.abs(value) < 1e21),
        digitRange,
        (value, [minimum, maximum]) => {
          expect(formatEnUsFractionDigits(value, minimum, maximum)).toBe(intl(value, minimum, maximum));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
