import { livePositions$, markPosition } from '@streams/perps/livePositions';
import { perpsMarkets } from '@streams/perps/markets';
import { feesOf } from '@streams/perps/positionMath';
import type { PerpPosition } from '@streams/portfolio/types';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

/** A position as the portfolio serves it: PnL after $1.50 of fees, at the service's mark. */
const served = (overrides: Partial<PerpPosition> = {}): PerpPosition => {
  const base: PerpPosition = {
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
  };
  return base;
};

const pnlOf = (positions: readonly { readonly pnlUsd: number }[]) => positions.map((position) => Math.round(position.pnlUsd * 100) / 100).join(',');

describe('live positions: the mark', () => {
  it('a long gains size × (mark − entry) / entry, less the fees the service took', () => {
    const live = markPosition(served(), 120);
    expect(feesOf(served())).toBeCloseTo(1.5, 9);
    expect(live.currentPrice).toBe(120);
    expect(live.pnlUsd).toBeCloseTo(1000 * 0.2 - 1.5, 9);
    expect(live.pnlPercentage).toBeCloseTo(((1000 * 0.2 - 1.5) / 200) * 100, 9);
    expect(live.currentCollateralValue).toBeCloseTo(200 + 198.5, 9);
    // (120 − 81.65) / 120
    expect(live.liquidationDistancePct).toBeCloseTo(((120 - 81.65) / 120) * 100, 9);
    // entry, size, leverage, liquidation stay the service's
    expect(live).toMatchObject({ entryPrice: 100, positionSize: 1000, leverage: 5, liquidationPrice: 81.65 });
  });

  it('a short gains when the mark falls; its distance to liquidation is measured upwards', () => {
    const short = served({ side: 'Short', currentPrice: 90, pnlUsd: 1000 * 0.1 - 1.5, liquidationPrice: 118.35 });
    const live = markPosition(short, 95);
    expect(live.pnlUsd).toBeCloseTo(1000 * 0.05 - 1.5, 9);
    expect(live.liquidationDistancePct).toBeCloseTo(((118.35 - 95) / 95) * 100, 9);
  });

  it('collateral value never goes below 0 past liquidation; a position without a liquidation price has no distance', () => {
    expect(markPosition(served(), 70).currentCollateralValue).toBe(0);
    expect(markPosition(served({ liquidationPrice: null }), 120).liquidationDistancePct).toBeNull();
  });
});

describe('live positions: the stream', () => {
  it(
    'each tick of the market re-marks its rows; until the first one the service’s figures show',
    marbles((m) => {
      const positions$ = m.cold<readonly PerpPosition[]>('a', { a: [served()] });
      const sol = m.hot<number>('---x--y', { x: 120, y: 90 });
      const live$ = livePositions$(positions$, () => sol);
      m.expect(live$.pipe(map(pnlOf))).toBeObservable('s--x--y', { s: '98.5', x: '198.5', y: '-101.5' });
      m.expect(sol).toHaveSubscriptions('^');
    }),
  );

  it(
    'a refetch brings new positions, marked at once with the latest price; only the markets held are subscribed',
    marbles((m) => {
      const eth = served({ positionKey: 'E', tokenMint: perpsMarkets.ETH.mint, entryPrice: 2000, currentPrice: 2000, pnlUsd: -1.5 });
      const positions$ = m.cold<readonly PerpPosition[]>('a-----b---c', { a: [served()], b: [served(), eth], c: [eth] });
      const sol = m.hot<number>('--x------y---', { x: 120, y: 130 });
      const ethPrices = m.hot<number>('--------z---w', { z: 2100, w: 2200 });
      const markOf$ = (mint: string): Observable<number> => (mint === perpsMarkets.SOL.mint ? sol : ethPrices);
      m.expect(livePositions$(positions$, markOf$).pipe(map(pnlOf))).toBeObservable('s-x---b-zyc-w', {
        s: '98.5',
        x: '198.5',
        // ETH joins: SOL keeps its live mark, ETH shows the service's until its tick
        b: '198.5,-1.5',
        z: '198.5,48.5',
        y: '298.5,48.5',
        // SOL is gone: ETH at its last tick, then the next
        c: '48.5',
        w: '98.5',
      });
      // SOL held from the start; both re-held when ETH joins, SOL dropped when it leaves
      m.expect(sol).toHaveSubscriptions(['^-----!', '------^---!']);
      m.expect(ethPrices).toHaveSubscriptions(['------^---!', '----------^']);
    }),
  );
});

describe('live positions: rows that did not move', () => {
  it(
    'keep their object when another market ticks, so only the moving row re-renders',
    marbles((m) => {
      const eth = served({ positionKey: 'E', tokenMint: perpsMarkets.ETH.mint, entryPrice: 2000, currentPrice: 2000, pnlUsd: -1.5 });
      const positions$ = m.cold<readonly PerpPosition[]>('a', { a: [served(), eth] });
      const sol = m.hot<number>('-x---', { x: 120 });
      const ethPrices = m.hot<number>('---z-', { z: 2100 });
      const emitted: (readonly PerpPosition[])[] = [];
      livePositions$(positions$, (mint) => (mint === perpsMarkets.SOL.mint ? sol : ethPrices)).subscribe((rows) => emitted.push(rows));
      m.flush();
      const [, afterSol, afterEth] = emitted;
      expect(emitted).toHaveLength(3);
      expect(afterEth?.[0]).toBe(afterSol?.[0]);
      expect(afterEth?.[1]).not.toBe(afterSol?.[1]);
    }),
  );
});

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
