import { MAX_AMOUNT_TEXT_LENGTH, isNumericAmount, toBaseUnits } from '@streams/swap/baseUnits';

describe('what counts as a typed amount', () => {
  it.each([
    ['1', true],
    ['1.', true],
    ['1.25', true],
    ['', false],
    ['a1', false],
    ['-1', false],
    ['1a', false],
    ['1.5x', false],
    ['1.2.3', false],
  ])('%j: %s', (text, numeric) => expect(isNumericAmount(text)).toBe(numeric));
});

describe('amount text at the edges', () => {
  it('names the decimals it refuses', () => {
    expect(() => toBaseUnits('1', 256)).toThrow(new RangeError('Unsupported token decimals: 256'));
  });

  it('takes text of exactly the longest length, refuses one character more and says how long it was', () => {
    const longest = `0.${'1'.repeat(MAX_AMOUNT_TEXT_LENGTH - 2)}`;
    expect(longest).toHaveLength(1024);
    expect(toBaseUnits(longest, 9)).toBe(111_111_111n);
    expect(() => toBaseUnits(`${longest}1`, 9)).toThrow(new RangeError('Amount text of 1025 characters refused'));
  });

  it('ignores spaces around a pasted amount, non-breaking ones included', () => {
    expect(toBaseUnits(' 1.5 ', 9)).toBe(1_500_000_000n);
    expect(toBaseUnits('\u00a02,5\t', 6)).toBe(2_500_000n);
  });

  it.each(['abc', '1.5 SOL', '1..5', ' ', ' . ', '1,000.5'])('%j is no amount: 0 base units', (text) => {
    expect(toBaseUnits(text, 9)).toBe(0n);
  });

  it('a fraction with no whole digits, or whole digits with no fraction, still converts', () => {
    expect(toBaseUnits('.000000001', 9)).toBe(1n);
    expect(toBaseUnits('7', 0)).toBe(7n);
    expect(toBaseUnits('.9', 0)).toBe(0n);
  });
});
