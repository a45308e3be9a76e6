import { checkAddCollateral, checkRemoveCollateral } from '@streams/perps/collateralRules';
import { position } from '../../src/features/perps/perpsFixtures';

/** A $1,000 long at 5x: entry 100, mark 110, $200 of collateral, $1.50 of fees taken from its PnL. */
const long = position({
  entryPrice: 100,
  currentPrice: 110,
  positionSize: 1000,
  initialCollateralValue: 200,
  pnlUsd: 98.5,
  leverage: 5,
  liquidationPrice: 80.35,
});
const sol = { symbol: 'SOL', decimals: 9, unitPriceUsd: 100, spendable: 2_000_000_000n };

describe('collateral amounts as typed', () => {
  it('adding: spaces around a pasted amount are ignored', () => {
    expect(checkAddCollateral(long, { ...sol, text: '  1.5 ' })).toMatchObject({ ok: true, amount: 1_500_000_000n, usd: 150 });
  });

  it.each([
    [' 50 ', 50],
    ['$50', 50],
    [' $12.5', 12.5],
    ['5,5', 5.5],
  ])('removing: %j reads as $%s', (text, usd) => {
    expect(checkRemoveCollateral(long, 110, text)).toMatchObject({ ok: true, usd });
  });

  it.each(['50$', '$$50', '5$0', '$'])('removing: %j is no amount in USD', (text) => {
    expect(checkRemoveCollateral(long, 110, text)).toEqual({ ok: false, error: 'Enter an amount in USD' });
  });
});
