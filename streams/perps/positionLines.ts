import type { Observable, OperatorFunction } from 'rxjs';
import { combineLatest, filter, map, scan } from 'rxjs';
import type { PerpPosition } from '../portfolio/types';
import type { PerpsMarket } from './markets';

/** Position lines on a perps chart (spec 001 §3 Position line, §4 Position lines), as plain data. */
export type PositionLineAction = 'long' | 'short' | 'tp' | 'sl' | 'lq';
export type PositionLineColor = 'green' | 'red' | 'blue' | 'grey';

/** Long green, short red, TP and SL blue, liquidation grey. */
export const positionLineColors: Readonly<Record<PositionLineAction, PositionLineColor>> = { long: 'green', short: 'red', tp: 'blue', sl: 'blue', lq: 'grey' };

export interface PositionLine {
  /** `{positionKey}:{action}`: the same line keeps its id while the position lives. */
  readonly id: string;
  readonly positionKey: string;
  readonly action: PositionLineAction;
  readonly price: number;
  /** 'Closing {label}...' while its position closes. */
  readonly label: string;
  readonly sizeUsd: number;
  readonly color: PositionLineColor;
  /** On the entry line: its cancel button closes the position at market. */
  readonly onCloseAction?: { readonly type: 'close-position'; readonly positionKey: string };
  readonly closing: boolean;
}

export interface PositionLineChanges {
  readonly create: readonly PositionLine[];
  /** Lines whose id was there already: update them in place. */
  readonly update: readonly PositionLine[];
  readonly remove: readonly string[];
}

const entryLabel = (position: PerpPosition) => `${position.side} ${position.leverage.toFixed(1)}x`;

const line = (position: PerpPosition, action: PositionLineAction, price: number, label: string, closing: boolean): PositionLine => ({
  id: `${position.positionKey}:${action}`,
  positionKey: position.positionKey,
  action,
  price,
  label,
  sizeUsd: position.positionSize,
  color: positionLineColors[action],
  closing,
});

/** The lines of one market's positions: entry (long or short), then TP, SL and liquidation when set. */
export const positionLines = (positions: readonly PerpPosition[], market: PerpsMarket, closing: ReadonlySet<string>): PositionLine[] =>
  positions
    .filter((position) => position.tokenMint === market.mint)
    .flatMap((position) => {
      const isClosing = closing.has(position.positionKey);
      const label = entryLabel(position);
      const entry: PositionLine = {
        ...line(position, position.side === 'Long' ? 'long' : 'short', position.entryPrice, isClosing ? `Closing ${label}...` : label, isClosing),
        onCloseAction: { type: 'close-position', positionKey: position.positionKey },
      };
      const extras: PositionLine[] = [];
      if (position.takeProfitTriggerPrice !== null) extras.push(line(position, 'tp', position.takeProfitTriggerPrice, 'TP', isClosing));
      if (position.stopLossTriggerPrice !== null) extras.push(line(position, 'sl', position.stopLossTriggerPrice, 'SL', isClosing));
      if (position.liquidationPrice !== null) extras.push(line(position, 'lq', position.liquidationPrice, 'Liq.', isClosing));
      return [entry, ...extras];
    });

const sameLine = (a: PositionLine, b: PositionLine) =>
  a.price === b.price && a.label === b.label && a.sizeUsd === b.sizeUsd && a.closing === b.closing && a.color === b.color && a.action === b.action;

/** What changed between two sets of lines: new ids are created, known ones updated in place, missing ones removed. */
export const diffPositionLines = (previous: readonly PositionLine[], next: readonly PositionLine[]): PositionLineChanges => {
  const before = new Map(previous.map((item) => [item.id, item]));
  const after = new Set(next.map((item) => item.id));
  return {
    create: next.filter((item) => !before.has(item.id)),
    update: next.filter((item) => {
      const old = before.get(item.id);
      return old !== undefined && !sameLine(old, item);
    }),
    remove: previous.filter((item) => !after.has(item.id)).map((item) => item.id),
  };
};

const isEmpty = (changes: PositionLineChanges) => changes.create.length === 0 && changes.update.length === 0 && changes.remove.length === 0;

/** Successive line sets → the changes to apply to the chart (nothing when nothing changed). */
export const positionLineChanges = (): OperatorFunction<readonly PositionLine[], PositionLineChanges> => (lines$) =>
  lines$.pipe(
    scan<readonly PositionLine[], { lines: readonly PositionLine[]; changes: PositionLineChanges }>(
      (state, lines) => ({ lines, changes: diffPositionLines(state.lines, lines) }),
      {
        lines: [],
        changes: { create: [], update: [], remove: [] },
      },
    ),
    map((state) => state.changes),
    filter((changes) => !isEmpty(changes)),
  );

/** A market's lines as changes, from the wallet's positions and the positions closing now. */
export const positionLines$ = (
  positions$: Observable<readonly PerpPosition[]>,
  closing$: Observable<ReadonlySet<string>>,
  market: PerpsMarket,
): Observable<PositionLineChanges> =>
  combineLatest([positions$, closing$]).pipe(
    map(([positions, closing]) => positionLines(positions, market, closing)),
    positionLineChanges(),
  );
