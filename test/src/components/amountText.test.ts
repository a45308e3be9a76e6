import { MAX_INPUT_LIMIT, U64_MAX, isNumericAmount, nextAmountText } from '@/components/amount/amountText';
import { fromBaseUnits, toBaseUnits } from '@/components/amount/baseUnits';

describe('amount input rules (spec 000 §5, 001 §5)', () => {
  it.each([
    ['digits', '', '12', {}, '12'],
    ['a decimal point', '1', '1.', {}, '1.'],
    ['a comma is a decimal separator', '1', '1,', {}, '1.'],
    ['comma decimals', '', '0,25', {}, '0.25'],
    ['a lone point becomes 0.', '', '.', {}, '0.'],
    ['.5 becomes 0.5', '', '.5', {}, '0.5'],
    ['no leading zeros', '0', '00', {}, '0'],
    ['leading zeros dropped before digits', '', '007', {}, '7'],
    ['a zero then a digit', '0', '05', {}, '5'],
    ['0.0 is fine while typing', '0.', '0.0', {}, '0.0'],
    ['no negatives', '', '-1', {}, ''],
    ['a minus typed after digits is refused', '12', '12-', {}, '12'],
    ['letters are refused', '12', '12a', {}, '12'],
    ['a second separator is refused', '1.5', '1.5.', {}, '1.5'],
    ['typing past the token decimals is refused', '1.123456', '1.1234567', { decimals: 6 }, '1.123456'],
    ['a paste with too many decimals is cut', '', '3.14159265', { decimals: 4 }, '3.1415'],
    ['no decimals for a 0-decimal token', '5', '5.', { decimals: 0 }, '5'],
    ['a pasted thousands separator with a point', '', '1,234.5', {}, '1234.5'],
    ['whitespace around a paste', '', '  42.1 ', {}, '42.1'],
    ['garbage paste leaves the value', '7', 'drop table', {}, '7'],
    ['markup paste leaves the value', '7', '<img src=x>', {}, '7'],
    ['above the token max is refused', '9', '91', { max: 90 }, '9'],
    ['the global max 1e17', '', '100000000000000001', {}, ''],
    ['clearing is allowed', '12', '', {}, ''],
  ])('%s', (_name, previous, typed, rules, expected) => {
    expect(nextAmountText(previous, typed, rules)).toBe(expected);
  });

  it('the global limit is 1e17', () => {
    expect(MAX_INPUT_LIMIT).toBe(1e17);
    // 1e17 whole tokens fit a u64 only for tokens with few decimals (below, the u64 rule).
    expect(nextAmountText('', '100000000000000000', { decimals: 0 })).toBe('100000000000000000');
    expect(nextAmountText('', '100000000000000001', { decimals: 0 })).toBe('');
  });

  it.each([
    ['', false],
    ['0', true],
    ['1.', true],
    ['1.5', true],
    ['.', false],
    ['abc', false],
  ])('numeric: %j → %s', (text, expected) => {
    expect(isNumericAmount(text)).toBe(expected);
  });
});

describe('base units (exact, no floats)', () => {
  it.each([
    ['1.5', 9, 1_500_000_000n],
    ['0.000000001', 9, 1n],
    ['123456789.123456', 6, 123_456_789_123_456n],
    ['0.1', 6, 100_000n],
    ['5', 0, 5n],
  ])('%s with %i decimals is %s', (text, decimals, units) => {
    expect(toBaseUnits(text, decimals)).toBe(units);
    expect(toBaseUnits(fromBaseUnits(units, decimals), decimals)).toBe(units);
  });

  it('formats without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(fromBaseUnits(9_999_995_000n, 9)).toBe('9.999995');
    expect(fromBaseUnits(0n, 6)).toBe('0');
  });
});

describe('amounts beyond u64 base units', () => {
  it('refuses what would overflow a u64 in base units, though below 1e17 tokens', () => {
    // 18,446,744,073.709551615 SOL is u64 max in lamports.
    expect(nextAmountText('', '18446744073.709551615', { decimals: 9 })).toBe('18446744073.709551615');
    expect(nextAmountText('18446744073.70955161', '18446744073.709551616', { decimals: 9 })).toBe('18446744073.70955161');
    expect(nextAmountText('1844674407', '18446744074', { decimals: 9 })).toBe('1844674407');
    // With 6 decimals the same digits fit.
    expect(nextAmountText('', '18446744074', { decimals: 6 })).toBe('18446744074');
    expect(U64_MAX).toBe(18446744073709551615n);
  });
});
