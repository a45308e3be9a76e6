import { fromBaseUnits, toBaseUnits } from '@streams/swap/baseUnits';
import { isValidInAmount } from '@streams/swap/swapUrl';
import fc from 'fast-check';

const U64_MAX = 2n ** 64n - 1n;

describe('base units, exact for every u64 amount', () => {
  it.each([
    ['123456789012.123456789', 9, 123456789012123456789n],
    ['1.5', 9, 1_500_000_000n],
    ['.5', 6, 500_000n],
    ['2.', 6, 2_000_000n],
    ['0,25', 2, 25n],
    ['1.999999', 2, 199n],
    ['18446744073.709551615', 9, U64_MAX],
    ['0000.1', 1, 1n],
    ['', 9, 0n],
    ['.', 9, 0n],
    ['-1', 9, 0n],
    ['1e9', 9, 0n],
    ['12', 0, 12n],
  ])('%j with %i decimals is %s base units (extra digits round down)', (text, decimals, expected) => {
    expect(toBaseUnits(text, decimals)).toBe(expected);
  });

  it('round-trips every u64 amount at every decimals count', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: U64_MAX }), fc.integer({ min: 0, max: 18 }), (amount, decimals) => {
        expect(toBaseUnits(fromBaseUnits(amount, decimals), decimals)).toBe(amount);
      }),
    );
  });
});

describe('swap URL inAmount bounds (above 0, below 1e17), compared as digits', () => {
  it.each([
    ['99999999999999999', true],
    ['99999999999999999.999', true],
    ['100000000000000000', false],
    ['000100000000000000000', false],
    ['0.000001', true],
    ['0', false],
    ['0.000', false],
  ])('%s: %s', (text, valid) => expect(isValidInAmount(text)).toBe(valid));
});

describe('hostile decimals and amounts: returned or refused at once, never obeyed', () => {
  /** A call's wall time, the best of three so a GC pause or a busy core does not count; a refusal must be a RangeError. */
  const timed = (act: () => unknown) => {
    const once = () => {
      const start = performance.now();
      try {
        act();
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
      }
      return performance.now() - start;
    };
    return Math.min(once(), once(), once());
  };

  it.each([500_000_000, 1e9, 100_000_000, 256, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s decimals in both directions', (decimals) => {
    expect(() => toBaseUnits('1', decimals)).toThrow(RangeError);
    expect(() => fromBaseUnits(1n, decimals)).toThrow(RangeError);
  });

  it('accepts every decimals count a mint can hold (0..255)', () => {
    expect(toBaseUnits('1', 255)).toBe(10n ** 255n);
    expect(fromBaseUnits(10n ** 255n, 255)).toBe('1');
  });

  it('refuses amount text longer than any field holds', () => {
    expect(() => toBaseUnits('9'.repeat(1_000_000), 9)).toThrow(RangeError);
    expect(toBaseUnits(`0.${'1'.repeat(1000)}`, 9)).toBe(111_111_111n);
  });

  it('returns or refuses within a few milliseconds for any integer decimals and any string amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.integer({ min: 0, max: 300 })),
        fc.oneof(fc.string({ maxLength: 2000 }), fc.stringMatching(/^\d{0,1100}(\.\d{0,1100})?$/)),
        (decimals, text) => {
          expect(timed(() => toBaseUnits(text, decimals))).toBeLessThan(5);
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer(), fc.bigInt({ min: 0n, max: 2n ** 128n }), (decimals, amount) => {
        expect(timed(() => fromBaseUnits(amount, decimals))).toBeLessThan(5);
      }),
      { numRuns: 300 },
    );
  });
});
