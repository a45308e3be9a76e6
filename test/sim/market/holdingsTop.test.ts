import fc from 'fast-check';
import { Holdings } from '../../../sim/market/holdings';

/** Every holder's balance, sorted biggest first: what top() must agree with, without sorting them all. */
const sortedAmounts = (holdings: Holdings, holders: readonly number[]) =>
  [...new Set(holders)]
    .map((holder) => holdings.balance(holder))
    .filter((amount) => amount > 0)
    .sort((a, b) => b - a);

describe('Holdings.top', () => {
  it('is the biggest holders first, as a full sort gives, for any changes and any count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1, max: 30 }), fc.oneof(fc.integer({ min: -50, max: 100 }), fc.constantFrom(5, 5, 5))), { maxLength: 200 }),
        fc.integer({ min: -1, max: 40 }),
        (changes, count) => {
          const holdings = new Holdings();
          for (const [holder, amount] of changes) holdings.change(holder, amount);
          const top = holdings.top(count);
          expect(top.map((entry) => entry.amount)).toEqual(
            sortedAmounts(
              holdings,
              changes.map(([holder]) => holder),
            ).slice(0, Math.max(0, count)),
          );
          for (const entry of top) expect(holdings.balance(entry.holder)).toBe(entry.amount);
        },
      ),
    );
  });

  it('keeps ties in the order the holders first held', () => {
    const holdings = new Holdings();
    holdings.change(1, 5);
    holdings.change(2, 9);
    holdings.change(3, 5);
    holdings.change(4, 5);
    expect(holdings.top(3)).toEqual([
      { holder: 2, amount: 9 },
      { holder: 1, amount: 5 },
      { holder: 3, amount: 5 },
    ]);
  });
});
