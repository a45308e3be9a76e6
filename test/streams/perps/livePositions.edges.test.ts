import { livePositions$, markPosition } from '@streams/perps/livePositions';
import { perpsMarkets } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

/** A position as the portfolio serves it: PnL after $1.50 of fees, at the service's mark. */
const served = (overrides: Partial<PerpPosition> = {}): PerpPosition => ({
  positionKey: 'P1',
  side: 'Long',
  tokenMint: perpsMarkets.SOL.mint,
  collateralMint: null,
  entryPrice: 100,
  currentPrice: 110,
  positionSize: 1000,
  initialCollateralValue: 200,
  currentCollateralValue: 298.5,
  pnlUsd: 98.5, // 1000 × (110 − 100) / 100 − 1.50
  pnlPercentage: 49.25,
  liquidationPrice: 81.65,
  leverage: 5,
  takeProfitTriggerPrice: null,
  stopLossTriggerPrice: null,
  openedAt: null,
  ...overrides,
});

const pnlOf = (positions: readonly { readonly pnlUsd: number }[]) => positions.map((position) => Math.round(position.pnlUsd * 100) / 100).join(',');

describe('live positions: edge cases', () => {
  it('a position without collateral shows a 0 % PnL rather than an infinite one', () => {
    const live = markPosition(served({ initialCollateralValue: 0 }), 120);
    expect(live.pnlUsd).toBeCloseTo(198.5, 9);
    expect(live.pnlPercentage).toBe(0);
  });

  it(
    'a wallet without positions shows none and asks the price socket for nothing',
    marbles((m) => {
      const asked: string[] = [];
      const markOf$ = (mint: string): Observable<number> => {
        asked.push(mint);
        return m.cold('x', { x: 120 });
      };
      m.expect(livePositions$(m.cold<readonly PerpPosition[]>('a', { a: [] }), markOf$).pipe(map((rows) => rows.length))).toBeObservable('a', { a: 0 });
      m.flush();
      expect(asked).toEqual([]);
    }),
  );

  it(
    'a refetch listing the same markets in another order keeps their price subscriptions (subscription logs)',
    marbles((m) => {
      const eth = served({ positionKey: 'E', tokenMint: perpsMarkets.ETH.mint, entryPrice: 2000, currentPrice: 2000, pnlUsd: -1.5 });
      const positions$ = m.cold<readonly PerpPosition[]>('a---b', { a: [served(), eth], b: [eth, served()] });
      const sol = m.hot<number>('-x---', { x: 120 });
      const ethPrices = m.hot<number>('--z--', { z: 2100 });
      const live$ = livePositions$(positions$, (mint) => (mint === perpsMarkets.SOL.mint ? sol : ethPrices));
      m.expect(live$.pipe(map(pnlOf))).toBeObservable('axz-b', { a: '98.5,-1.5', x: '198.5,-1.5', z: '198.5,48.5', b: '48.5,198.5' });
      m.expect(sol).toHaveSubscriptions('^');
      m.expect(ethPrices).toHaveSubscriptions('^');
    }),
  );

  it(
    'a refetch of the same position with new figures re-marks its row, with or without a live price',
    marbles((m) => {
      const grown = served({ positionSize: 2000, pnlUsd: 197, initialCollateralValue: 400 });
      const quiet$ = m.cold<readonly PerpPosition[]>('a-b', { a: [served()], b: [grown] });
      m.expect(livePositions$(quiet$, () => m.cold<number>('-')).pipe(map(pnlOf))).toBeObservable('a-b', { a: '98.5', b: '197' });
      const ticked$ = m.cold<readonly PerpPosition[]>('a--b', { a: [served()], b: [grown] });
      const sol = m.hot<number>('-x', { x: 120 });
      // at 120: 2000 × 20 % − the $3 of fees the service took from the larger position
      m.expect(livePositions$(ticked$, () => sol).pipe(map(pnlOf))).toBeObservable('ax-b', { a: '98.5', x: '198.5', b: '397' });
    }),
  );

  it(
    'a tick at the same price keeps the row object, so the row does not re-render',
    marbles((m) => {
      const positions$ = m.cold<readonly PerpPosition[]>('a', { a: [served()] });
      const sol = m.hot<number>('-x-x', { x: 120 });
      const emitted: (readonly PerpPosition[])[] = [];
      livePositions$(positions$, () => sol).subscribe((rows) => emitted.push(rows));
      m.flush();
      expect(emitted.map(pnlOf)).toEqual(['98.5', '198.5', '198.5']);
      expect(emitted[2]?.[0]).toBe(emitted[1]?.[0]);
    }),
  );
});
