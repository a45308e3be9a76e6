import { collateralView } from '@streams/perps/collateralForm';
import type { CollateralContext } from '@streams/perps/collateralForm';
import { position } from '../../src/features/perps/perpsFixtures';

/** A $1,000 long at 5x marked at 110: entry 100, $200 of collateral, $1.50 of fees in its PnL. */
const context = (overrides: Partial<CollateralContext> = {}): CollateralContext => ({
  position: position({ entryPrice: 100, currentPrice: 110, positionSize: 1000, initialCollateralValue: 200, pnlUsd: 98.5, leverage: 5 }),
  symbol: 'SOL',
  decimals: 9,
  priceUsd: 100,
  spendable: 2_000_000_000n,
  ...overrides,
});

describe('the collateral form: what the dialog previews and sends', () => {
  it('adding a valid amount previews the leverage and liquidation price after it, and sends the base units', () => {
    const view = collateralView({ mode: 'add', text: '1.5' }, context());
    expect(view.error).toBeUndefined();
    // $350 of collateral: 1000 / 350, and (350 − 1.5 − 2) / 1000 of cushion under entry
    expect(view.after?.leverage).toBeCloseTo(1000 / 350, 9);
    expect(view.after?.liquidationPrice).toBeCloseTo(65.35, 9);
    expect(view.max).toBe('2');
    expect(view.change).toEqual({ kind: 'add', amount: 1_500_000_000n });
  });

  it('adding before the balance is known offers no Max, and an invalid amount previews nothing', () => {
    const view = collateralView({ mode: 'add', text: '3' }, context({ spendable: undefined }));
    expect(view.max).toBeUndefined();
    expect(view.change).toEqual({ kind: 'add', amount: 3_000_000_000n });
    const over = collateralView({ mode: 'add', text: '3' }, context());
    expect(over).toMatchObject({ error: 'Insufficient SOL balance', after: undefined, change: undefined });
  });

  it('removing a valid amount previews the leverage and liquidation price after it, and sends the USD', () => {
    const view = collateralView({ mode: 'remove', text: '50' }, context());
    expect(view.error).toBeUndefined();
    // $150 left: 1000 / 150, and (150 − 1.5 − 2) / 1000 of cushion under entry
    expect(view.after?.leverage).toBeCloseTo(1000 / 150, 9);
    expect(view.after?.liquidationPrice).toBeCloseTo(85.35, 9);
    expect(view.max).toBe('189.99');
    expect(view.change).toEqual({ kind: 'remove', usd: 50 });
  });
});
