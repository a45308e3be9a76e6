import { perpsMarkets } from '@streams/perps/markets';
import { diffPositionLines, positionLines } from '@streams/perps/positionLines';
import type { PerpPosition } from '@streams/portfolio/types';

const position = (overrides: Partial<PerpPosition> = {}): PerpPosition => ({
  positionKey: 'P1',
  side: 'Long',
  tokenMint: perpsMarkets.SOL.mint,
  collateralMint: null,
  entryPrice: 170,
  currentPrice: 172,
  positionSize: 2500,
  initialCollateralValue: 500,
  currentCollateralValue: 510,
  pnlUsd: 10,
  pnlPercentage: 2,
  liquidationPrice: 137,
  leverage: 5,
  takeProfitTriggerPrice: 210,
  stopLossTriggerPrice: 150,
  openedAt: null,
  ...overrides,
});

/** The ids updated in place going from `before` to `after`, with what the chart then shows on each. */
const updated = (before: PerpPosition, after: PerpPosition, closingAfter: ReadonlySet<string> = new Set()) => {
  const changes = diffPositionLines(positionLines([before], perpsMarkets.SOL, new Set()), positionLines([after], perpsMarkets.SOL, closingAfter));
  expect(changes.create).toEqual([]);
  expect(changes.remove).toEqual([]);
  return changes.update.map((line) => `${line.id} ${line.label} $${line.sizeUsd}${line.closing ? ' closing' : ''}`);
};

describe('position lines: a line is updated when only one of its figures moves', () => {
  it('new leverage relabels the entry line alone', () => {
    expect(updated(position(), position({ leverage: 6 }))).toEqual(['P1:long Long 6.0x $2500']);
  });

  it('a new size updates every line of the position, at the same prices and labels', () => {
    expect(updated(position(), position({ positionSize: 3000 }))).toEqual(['P1:long Long 5.0x $3000', 'P1:tp TP $3000', 'P1:sl SL $3000', 'P1:lq Liq. $3000']);
  });

  it('a close in flight marks the TP, SL and liquidation lines closing too, though their labels stay', () => {
    expect(updated(position(), position(), new Set(['P1']))).toEqual([
      'P1:long Closing Long 5.0x... $2500 closing',
      'P1:tp TP $2500 closing',
      'P1:sl SL $2500 closing',
      'P1:lq Liq. $2500 closing',
    ]);
  });
});
