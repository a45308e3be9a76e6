import type { Observable } from 'rxjs';
import { EMPTY, combineLatest, connect, defer, distinctUntilChanged, map, merge, scan, startWith, switchMap } from 'rxjs';
import type { PerpPosition } from '../portfolio/types';
import { feesOf, grossPnl, liquidationDistancePct } from './positionMath';

/** How close to liquidation (% of the mark) a position is shown in danger, red, wherever it is listed. */
export const LIQUIDATION_DANGER_PCT = 10;

/** A position marked to the price socket's latest price. */
export interface LivePosition extends PerpPosition {
  /** How far the mark is from the liquidation price, % of the mark; null without one. */
  readonly liquidationDistancePct: number | null;
}

/**
 * A position at a live mark: PnL after the fees the service already took (the same rule as its
 * own valuation, so the table agrees with what closing would settle), the collateral's value
 * and the distance to liquidation. Entry, size, leverage and liquidation price do not move with
 * the mark.
 */
export const markPosition = (position: PerpPosition, markPriceUsd: number): LivePosition => {
  const pnl = grossPnl(position.side, position.positionSize, position.entryPrice, markPriceUsd) - feesOf(position);
  const collateral = position.initialCollateralValue;
  return {
    ...position,
    currentPrice: markPriceUsd,
    pnlUsd: pnl,
    pnlPercentage: collateral > 0 ? (pnl / collateral) * 100 : 0,
    currentCollateralValue: Math.max(0, collateral + pnl),
    liquidationDistancePct: liquidationDistancePct(position.side, markPriceUsd, position.liquidationPrice),
  };
};

/** The service's own figures, with the distance to liquidation from its mark (before any live price). */
const asServed = (position: PerpPosition): LivePosition => ({
  ...position,
  liquidationDistancePct: liquidationDistancePct(position.side, position.currentPrice, position.liquidationPrice),
});

type Marks = ReadonlyMap<string, number>;

/** The latest live price of each market the positions are on; markets come and go with the positions. */
const marks$ = (positions$: Observable<readonly PerpPosition[]>, markOf$: (mint: string) => Observable<number>): Observable<Marks> =>
  positions$.pipe(
    map((positions) => [...new Set(positions.map((position) => position.tokenMint))].sort().join(',')),
    distinctUntilChanged(),
    switchMap((mints) => (mints === '' ? EMPTY : merge(...mints.split(',').map((mint) => markOf$(mint).pipe(map((price) => [mint, price] as const)))))),
    // Outside the switch: a market joining keeps the other markets' prices.
    scan((marks: Marks, [mint, price]) => new Map(marks).set(mint, price), new Map<string, number>()),
    startWith(new Map<string, number>()),
  );

/** Marks each row; a row whose position and mark are those of the last emission keeps its object, so only rows that moved re-render. */
const rowMarker = () => {
  const last = new Map<string, { readonly position: PerpPosition; readonly mark: number | undefined; readonly row: LivePosition }>();
  return (positions: readonly PerpPosition[], marks: Marks): readonly LivePosition[] => {
    const rows = positions.map((position) => {
      const mark = marks.get(position.tokenMint);
      const kept = last.get(position.positionKey);
      if (kept && kept.position === position && kept.mark === mark) return kept.row;
      const row = mark === undefined ? asServed(position) : markPosition(position, mark);
      last.set(position.positionKey, { position, mark, row });
      return row;
    });
    for (const key of last.keys()) if (!positions.some((position) => position.positionKey === key)) last.delete(key);
    return rows;
  };
};

/**
 * The wallet's positions marked to the price socket (issue 16 item 5): every tick of a held
 * market re-marks its rows, the portfolio's refetch (T09) or a landed action brings new
 * positions. Until a market's first tick its rows show the service's figures. The socket holds
 * only the markets the positions are on. Ticks come at most four a second per market, under
 * the frame rate, so nothing needs coalescing here.
 */
export const livePositions$ = (
  positions$: Observable<readonly PerpPosition[]>,
  markOf$: (mint: string) => Observable<number>,
): Observable<readonly LivePosition[]> =>
  defer(() => {
    const mark = rowMarker();
    return positions$.pipe(connect((positions) => combineLatest([positions, marks$(positions, markOf$)]).pipe(map(([list, marks]) => mark(list, marks)))));
  });
