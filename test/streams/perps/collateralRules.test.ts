import { checkAddCollateral, checkRemoveCollateral, maxRemovableUsd } from '@streams/perps/collateralRules';
import { position } from '../../src/features/perps/perpsFixtures';

/**
 * A $1,000 long at 5x: entry 100, mark 110, $200 of collateral, $1.50 of fees taken from its
 * PnL (the service reports 1000 × 10 % − 1.50), liquidation where the valuation puts it.
 */
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

describe('add collateral', () => {
  it('takes SOL in base units and previews the lower leverage and liquidation price', () => {
    const check = checkAddCollateral(long, { ...sol, text: '1.5' });
    expect(check).toMatchObject({ ok: true, amount: 1_500_000_000n, usd: 150 });
    if (!check.ok) throw new Error(check.error);
    expect(check.leverage).toBeCloseTo(1000 / 350, 9);
    // (350 − 1.5 − 2) / 1000 of cushion under entry
    expect(check.liquidationPrice).toBeCloseTo(100 * (1 - 0.3465), 9);
  });

  it.each([
    ['', 'Enter an amount of SOL'],
    ['abc', 'Enter an amount of SOL'],
    ['0', 'Enter an amount of SOL above 0'],
    ['2.1', 'Insufficient SOL balance'],
  ])('%j: %s', (text, error) => {
    expect(checkAddCollateral(long, { ...sol, text })).toEqual({ ok: false, error });
  });

  it('may not take leverage under 1.1x, and waits for a price', () => {
    expect(checkAddCollateral(long, { ...sol, text: '8', spendable: undefined })).toEqual({ ok: false, error: 'Leverage would fall under 1.1x' });
    expect(checkAddCollateral(long, { ...sol, text: '1', unitPriceUsd: undefined })).toEqual({ ok: false, error: 'Waiting for the SOL price…' });
  });
});

describe('remove collateral', () => {
  it('takes USD and previews the higher leverage', () => {
    const check = checkRemoveCollateral(long, 110, '50');
    expect(check).toMatchObject({ ok: true, usd: 50 });
    if (!check.ok) throw new Error(check.error);
    expect(check.leverage).toBeCloseTo(1000 / 150, 9);
  });

  it('a winning position is bound by the $10 minimum: at most $189.99 leaves', () => {
    expect(maxRemovableUsd(long, 110)).toBe(189.99);
    expect(checkRemoveCollateral(long, 110, '195')).toEqual({ ok: false, error: 'At least $10.00 of collateral must stay: remove at most $189.99' });
    expect(checkRemoveCollateral(long, 110, '200')).toEqual({ ok: false, error: 'Close the position to take out all of its collateral' });
  });

  it('a big position is bound by the market’s 100x maximum', () => {
    const big = position({ entryPrice: 100, currentPrice: 110, positionSize: 10_000, initialCollateralValue: 200, pnlUsd: 994, leverage: 50 });
    // 1 % of $10,000 must stay: $200 − $100 − a cent
    expect(maxRemovableUsd(big, 110)).toBe(99.99);
    expect(checkRemoveCollateral(big, 110, '150')).toEqual({ ok: false, error: "Leverage would go over the market's 100x maximum: remove at most $99.99" });
  });

  it('a losing position is bound by its liquidation at the live mark', () => {
    // at 88: −$120 gross, $1.50 fees, $2 margin: $123.50 must stay
    expect(maxRemovableUsd(long, 88)).toBe(76.49);
    expect(checkRemoveCollateral(long, 88, '80')).toEqual({ ok: false, error: 'The position would be liquidated at the mark price: remove at most $76.49' });
    expect(checkRemoveCollateral(long, 88, '70')).toMatchObject({ ok: true, usd: 70 });
  });

  it.each([
    ['', 'Enter an amount in USD'],
    ['1.2.3', 'Enter an amount in USD'],
    ['0', 'Enter an amount in USD above 0'],
  ])('%j: %s', (text, error) => {
    expect(checkRemoveCollateral(long, 110, text)).toEqual({ ok: false, error });
  });
});

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
