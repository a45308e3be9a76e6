import { valuePerpPosition } from '../../../sim/wallet/portfolio/perpElement';
import { withdrawalProblem } from '../../../sim/perps/positionMath';
import type { Market } from '../../../sim/market/market';

/** The simulator's rule for collateral out: what stays is a valid position, clear of liquidation at the mark. */
const long = { side: 'long' as const, sizeUsd: 1000, collateralUsd: 200, entryPriceUsd: 100, feesUsd: 0.6 };

describe('sim perps: the collateral withdrawal rule', () => {
  it.each([
    [0, 100, 'Collateral to remove must be more than $0'],
    [200, 100, 'Close the position to take out all of its collateral'],
    [195, 100, 'Collateral must be at least $10'],
    [150, 100, undefined],
  ])('taking $%d at a mark of $%d: %s', (usd, mark, problem) => {
    expect(withdrawalProblem(long, usd, mark)).toBe(problem);
  });

  it('over 100x is refused: $95 left under $10,000 of size', () => {
    expect(withdrawalProblem({ ...long, sizeUsd: 10_000, collateralUsd: 150 }, 55, 100)).toBe('Leverage must be at most 100x');
  });

  it('a losing position keeps enough to stay clear of its liquidation price, which is where the rule turns', () => {
    // at 88 the long has lost $120: what stays must exceed $120 + $0.60 fees + $2 margin, so at most $77.40 leaves
    expect(withdrawalProblem(long, 80, 88)).toBe('The position would be liquidated at the mark price');
    expect(withdrawalProblem(long, 75, 88)).toBeUndefined();
    // the mark sits exactly where the valuation puts the liquidation price of what would stay
    const stays = (usd: number) =>
      valuePerpPosition({} as Market, {
        positionKey: 'P',
        marketMint: 'M',
        side: 'long',
        entryPriceUsd: 100,
        sizeUsd: 1000,
        collateralUsd: 200 - usd,
        feesUsd: 0.6,
        markPriceUsd: 88,
        openedAt: 0,
      });
    expect(stays(75).liquidationPriceUsd ?? 0).toBeLessThan(88);
    expect(stays(80).liquidationPriceUsd ?? 0).toBeGreaterThan(88);
  });
});
