import { grossPnl, leverageOf, liquidationDistancePct, liquidationPrice } from '@streams/perps/positionMath';
import { perpsMarkets } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';

/** A position at its entry with no fees taken: $1000 of size on $200 of collateral. */
const position = (overrides: Partial<PerpPosition> = {}): PerpPosition => ({
  positionKey: 'P1',
  side: 'Long',
  tokenMint: perpsMarkets.SOL.mint,
  collateralMint: null,
  entryPrice: 100,
  currentPrice: 100,
  positionSize: 1000,
  initialCollateralValue: 200,
  currentCollateralValue: 200,
  pnlUsd: 0,
  pnlPercentage: 0,
  liquidationPrice: null,
  leverage: 5,
  takeProfitTriggerPrice: null,
  stopLossTriggerPrice: null,
  openedAt: null,
  ...overrides,
});

describe('position math: PnL before fees', () => {
  it('a long gains size × (price − entry) / entry, a short the opposite', () => {
    expect(grossPnl('Long', 1000, 100, 110)).toBeCloseTo(100, 9);
    expect(grossPnl('Short', 1000, 100, 110)).toBeCloseTo(-100, 9);
    expect(grossPnl('Short', 1000, 100, 90)).toBeCloseTo(100, 9);
  });

  it('a position without an entry price (0 or below) has no PnL rather than an infinite one', () => {
    expect(grossPnl('Long', 1000, 0, 110)).toBe(0);
    expect(grossPnl('Short', 1000, -5, 110)).toBe(0);
  });
});

describe('position math: liquidation price', () => {
  it('a long is liquidated below its entry, a short above, once the collateral less the 0.2 % margin is lost', () => {
    // cushion (200 − 0 − 2) / 1000 = 19.8 %
    expect(liquidationPrice(position(), 200)).toBeCloseTo(80.2, 9);
    expect(liquidationPrice(position({ side: 'Short' }), 200)).toBeCloseTo(119.8, 9);
  });

  it('a position of no size, or a malformed negative size, has no liquidation price', () => {
    expect(liquidationPrice(position({ positionSize: 0 }), 200)).toBeNull();
    expect(liquidationPrice(position({ positionSize: -1000 }), 200)).toBeNull();
  });

  it('a long whose collateral covers a fall to $0 has none: at exactly $0 and below it', () => {
    // (1002 − 2) / 1000 = 100 %: the price would be exactly 0
    expect(liquidationPrice(position(), 1002)).toBeNull();
    // (1502 − 2) / 1000 = 150 %: the price would be −50
    expect(liquidationPrice(position(), 1502)).toBeNull();
    // a cent less than the whole fall still has one, just above $0
    expect(liquidationPrice(position(), 1001.99)).toBeCloseTo(0.001, 9);
  });
});

describe('position math: distance to liquidation', () => {
  it('is measured down from the mark for a long and up for a short, as a percentage of the mark', () => {
    expect(liquidationDistancePct('Long', 100, 80)).toBeCloseTo(20, 9);
    expect(liquidationDistancePct('Short', 100, 120)).toBeCloseTo(20, 9);
    expect(liquidationDistancePct('Long', 100, 105)).toBeCloseTo(-5, 9);
  });

  it('has none without a liquidation price, or without a mark above 0', () => {
    expect(liquidationDistancePct('Long', 100, null)).toBeNull();
    expect(liquidationDistancePct('Long', 0, 80)).toBeNull();
    expect(liquidationDistancePct('Short', -1, 80)).toBeNull();
  });
});

describe('position math: leverage', () => {
  it('is size over collateral', () => {
    expect(leverageOf(1000, 200)).toBe(5);
    expect(leverageOf(1000, 0.01)).toBeCloseTo(100_000, 6);
  });

  it('is unbounded without collateral, even at no size, and with a malformed negative collateral', () => {
    expect(leverageOf(1000, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(leverageOf(0, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(leverageOf(1000, -5)).toBe(Number.POSITIVE_INFINITY);
  });
});
