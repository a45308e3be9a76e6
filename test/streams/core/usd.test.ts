import { formatUsd } from '@streams/core/usd';

describe('formatUsd: the amounts messages and screens show', () => {
  it.each([
    [null, '–'],
    [undefined, '–'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
    [Number.NEGATIVE_INFINITY, '–'],
  ])('%s has no amount to show: %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [Number.MIN_VALUE, '<$0.01'],
    [0.004, '<$0.01'],
    [0.0099, '<$0.01'],
    [0.01, '$0.01'],
    [0.0101, '$0.01'],
  ])('a positive amount under a cent reads as less than a cent, a cent and over reads as itself: %s → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [0, '$0.00'],
    [-0, '$0.00'],
    [-0.01, '-$0.01'],
    [-12.345, '-$12.35'],
    [-1234.5, '-$1,234.50'],
  ])('zero has no sign and a loss is signed before the dollar: %s → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [5, '$5.00'],
    [12.345, '$12.35'],
    [1234.5, '$1,234.50'],
    [1_000_000, '$1,000,000.00'],
  ])('gains show two decimals and thousands separators: %s → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });
});
