import fc from 'fast-check';
import { formatChangePercent, formatCompact, formatNumber, formatPercent, formatPrice, formatTiny, formatUsdCompact, formatUsdPrice } from '@/format/number';

describe('number display (spec 001 §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [1.5, '1.5'],
    [3.14159265, '3.14159'],
    [9.999994, '9.99999'],
    [10, '10'],
    [10.5, '10.5'],
    [123.456, '123.46'],
    [999.994, '999.99'],
    [1000, '1k'],
    [1234, '1.23k'],
    [999_999, '1M'],
    [12_345_678, '12.35M'],
    [1.5e9, '1.5B'],
    [2e12, '2T'],
    [3.3e15, '3.3P'],
    [4e18, '4E'],
    [-2500, '-2.5k'],
    [0.001, '0.001'],
    [0.0009, '0.0₃9'],
    [0.0000123, '0.0₄123'],
    [0.000012345678, '0.0₄1235'],
    [1.2e-12, '0.0₁₁12'],
    [-0.00005, '-0.0₄5'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
    [null, '–'],
    [undefined, '–'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('honours a decimals setting at or below 10', () => {
    expect(formatNumber(1.23456789, { decimals: 2 })).toBe('1.23');
    expect(formatNumber(2, { decimals: 9 })).toBe('2');
  });

  it.each([
    [182.4123, '182.41'],
    [65_432.1, '65,432.1'],
    [9_999_999, '9,999,999'],
    [1e7, '10M'],
    [0.00002141, '0.0₄2141'],
  ])('prices stay long up to 1e7: %s → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('USD compact for market data, and USD prices', () => {
    expect(formatUsdCompact(250_000)).toBe('$250k');
    expect(formatUsdCompact(12.3)).toBe('$12.30');
    expect(formatUsdCompact(3.456e9)).toBe('$3.46B');
    expect(formatUsdPrice(0.0000123)).toBe('$0.0₄123');
    expect(formatUsdPrice(182.4)).toBe('$182.4');
    expect(formatUsdPrice(undefined)).toBe('–');
  });

  it('percentages are signed', () => {
    expect(formatPercent(12.345)).toBe('+12.35%');
    expect(formatPercent(-3.1)).toBe('-3.1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-0.001, 1)).toBe('0%');
    expect(formatPercent(0.04, 1)).toBe('0%');
    expect(formatPercent(123456)).toBe('+123.46k%');
  });

  it("a grid's change: one decimal below 1,000%, then three significant digits", () => {
    expect(formatChangePercent(187.44)).toBe('+187.4%');
    expect(formatChangePercent(-99.96)).toBe('-100%');
    expect(formatChangePercent(999.94)).toBe('+999.9%');
    expect(formatChangePercent(1234)).toBe('+1.23k%');
    expect(formatChangePercent(73_161)).toBe('+73.2k%');
    expect(formatChangePercent(792_990)).toBe('+793k%');
    expect(formatChangePercent(999_600)).toBe('+1M%');
    expect(formatChangePercent(1_034_000)).toBe('+1.03M%');
    expect(formatChangePercent(-2500)).toBe('-2.5k%');
    expect(formatChangePercent(0.04)).toBe('0%');
    expect(formatChangePercent(undefined)).toBe('–');
    expect(formatChangePercent(Number.NaN)).toBe('–');
  });

  it("a grid's change is never wider than '+888.8%' and reads back within half a unit of its last digit", () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 1e17, noNaN: true }), (value) => {
        const text = formatChangePercent(value);
        expect(text.length).toBeLessThanOrEqual(7);
        const match = /^([+-]?)([\d.]+)([kMBTP]?)%$/.exec(text);
        expect(match).not.toBeNull();
        const [, sign, digits = '', suffix = ''] = match ?? [];
        const scale = { '': 1, k: 1e3, M: 1e6, B: 1e9, T: 1e12, P: 1e15 }[suffix] ?? Number.NaN;
        const read = (sign === '-' ? -1 : 1) * Number(digits) * scale;
        // One decimal below 1,000%; three significant digits above (at most 0.5% off).
        const allowed = Math.abs(value) < 999.95 ? 0.05 : Math.abs(value) * 0.005;
        expect(Math.abs(read - value)).toBeLessThanOrEqual(allowed + 1e-9 * Math.abs(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('compact never shows 1000.00 of a unit', () => {
    expect(formatCompact(999_996)).toBe('1M');
    expect(formatTiny(0.000099999)).toBe('0.0₃1');
  });
});
