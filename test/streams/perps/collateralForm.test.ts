import { type CollateralContext, type CollateralView, createCollateralForm } from '@streams/perps/collateralForm';
import type { PerpPosition } from '@streams/portfolio/types';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';
import { position } from '../../src/features/perps/perpsFixtures';

/** A $1,000 long at 5x: entry 100, $200 of collateral, $1.50 of fees in its PnL; marked at 110 unless moved. */
const long = (currentPrice = 110, overrides: Partial<PerpPosition> = {}) =>
  position({
    entryPrice: 100,
    currentPrice,
    positionSize: 1000,
    initialCollateralValue: 200,
    pnlUsd: 10 * (currentPrice - 100) - 1.5,
    leverage: 5,
    ...overrides,
  });
const solCollateral = { symbol: 'SOL', decimals: 9, priceUsd: 100, spendable: 2_000_000_000n };
const context = (overrides: Partial<CollateralContext> = {}): CollateralContext => ({ position: long(), ...solCollateral, ...overrides });

/** One line per view: what a person sees (the error, or what Confirm would send). */
const line = (view: CollateralView) =>
  view.error ?? (view.change ? (view.change.kind === 'add' ? `add ${view.change.amount}` : `remove ${view.change.usd}`) : `${view.mode}: empty`);

/** Types each text one frame apart from frame 1, in `mode`, and returns the lines from frame 1 on. */
const typed = (m: Parameters<Parameters<typeof marbles>[0]>[0], mode: 'add' | 'remove', texts: readonly string[], at = context()) => {
  const form = createCollateralForm();
  const lines: string[] = [];
  form
    .view$(m.cold('c', { c: at }))
    .pipe(map(line))
    .subscribe((text) => lines.push(text));
  m.scheduler.schedule(() => form.setMode(mode), 0);
  texts.forEach((text, index) => m.scheduler.schedule(() => form.setText(text), index + 1));
  m.flush();
  return lines.slice(-texts.length);
};

describe('the collateral form model', () => {
  it(
    'each keystroke is a new view at once; switching to remove clears the amount; a moving mark re-checks what is typed',
    marbles((m) => {
      const form = createCollateralForm();
      // the mark falls from 110 to 88 at frame 6: $80 out was fine, now it would liquidate
      const context$ = m.cold('a 5ms b', { a: context(), b: context({ position: long(88) }) });
      m.scheduler.schedule(() => form.setText('1'), 2);
      m.scheduler.schedule(() => form.setMode('remove'), 3);
      m.scheduler.schedule(() => form.setText('80'), 4);
      m.expect(form.view$(context$).pipe(map(line))).toBeObservable('a-bcd-e', {
        a: 'add: empty',
        b: 'add 1000000000',
        c: 'remove: empty',
        d: 'remove 80',
        e: 'The position would be liquidated at the mark price: remove at most $76.49',
      });
    }),
  );

  it(
    'adding: one base unit is the least, the spendable balance the most',
    marbles((m) => {
      expect(typed(m, 'add', ['0', '0.000000001', '2', '2.000000001', 'abc'])).toEqual([
        'Enter an amount of SOL above 0',
        'add 1',
        'add 2000000000',
        'Insufficient SOL balance',
        'Enter an amount of SOL',
      ]);
    }),
  );

  it(
    'adding may take leverage down to 1.1x and not a base unit under it',
    marbles((m) => {
      // $1,100 at $200: $800 more (8 SOL at $100) is exactly 1.1x
      const at = context({ position: long(110, { positionSize: 1100 }), spendable: 10_000_000_000n });
      expect(typed(m, 'add', ['8', '8.000000001'], at)).toEqual(['add 8000000000', 'Leverage would fall under 1.1x']);
    }),
  );

  it(
    'adding waits for the collateral token’s price',
    marbles((m) => {
      expect(typed(m, 'add', ['1'], context({ priceUsd: undefined }))).toEqual(['Waiting for the SOL price…']);
    }),
  );

  it(
    'removing: a cent is the least; the $10 minimum binds a winning position at $189.99; all of it is a close',
    marbles((m) => {
      expect(typed(m, 'remove', ['0', '0.01', '189.99', '190', '200'])).toEqual([
        'Enter an amount in USD above 0',
        'remove 0.01',
        'remove 189.99',
        'At least $10.00 of collateral must stay: remove at most $189.99',
        'Close the position to take out all of its collateral',
      ]);
    }),
  );

  it(
    'removing from a big position stops a cent inside the 100x maximum',
    marbles((m) => {
      const big = context({ position: long(110, { positionSize: 10_000, pnlUsd: 994, leverage: 50 }) });
      expect(typed(m, 'remove', ['99.99', '100'], big)).toEqual(['remove 99.99', "Leverage would go over the market's 100x maximum: remove at most $99.99"]);
    }),
  );

  it(
    'removing from a losing position stops a cent inside its liquidation at the live mark',
    marbles((m) => {
      expect(typed(m, 'remove', ['76.49', '76.5'], context({ position: long(88) }))).toEqual([
        'remove 76.49',
        'The position would be liquidated at the mark price: remove at most $76.49',
      ]);
    }),
  );

  it(
    'Max offers the spendable balance when adding and the most that may leave when removing',
    marbles((m) => {
      const form = createCollateralForm();
      const maxes: (string | undefined)[] = [];
      form.view$(m.cold('c', { c: context() })).subscribe((view) => maxes.push(view.max));
      m.scheduler.schedule(() => form.setMode('remove'), 1);
      m.flush();
      expect(maxes).toEqual(['2', '189.99']);
    }),
  );
});
