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
