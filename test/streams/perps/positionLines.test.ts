import { perpsMarkets } from '@streams/perps/markets';
import { diffPositionLines, positionLineChanges, positionLines, positionLines$ } from '@streams/perps/positionLines';
import type { PerpPosition } from '@streams/portfolio/types';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

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

describe('position lines: the model', () => {
  it('a long gives a green entry line with a close action, blue TP and SL, a grey liquidation line', () => {
    expect(positionLines([position()], perpsMarkets.SOL, new Set())).toEqual([
      {
        id: 'P1:long',
        positionKey: 'P1',
        action: 'long',
        price: 170,
        label: 'Long 5.0x',
        sizeUsd: 2500,
        color: 'green',
        closing: false,
        onCloseAction: { type: 'close-position', positionKey: 'P1' },
      },
      { id: 'P1:tp', positionKey: 'P1', action: 'tp', price: 210, label: 'TP', sizeUsd: 2500, color: 'blue', closing: false },
      { id: 'P1:sl', positionKey: 'P1', action: 'sl', price: 150, label: 'SL', sizeUsd: 2500, color: 'blue', closing: false },
      { id: 'P1:lq', positionKey: 'P1', action: 'lq', price: 137, label: 'Liq.', sizeUsd: 2500, color: 'grey', closing: false },
    ]);
  });

  it('a short is red; triggers and liquidation left unset give no line; other markets are left out', () => {
    const lines = positionLines(
      [
        position({ positionKey: 'S', side: 'Short', leverage: 12.34, takeProfitTriggerPrice: null, stopLossTriggerPrice: null, liquidationPrice: null }),
        position({ positionKey: 'E', tokenMint: perpsMarkets.ETH.mint }),
      ],
      perpsMarkets.SOL,
      new Set(),
    );
    expect(lines.map((line) => [line.id, line.color, line.label])).toEqual([['S:short', 'red', 'Short 12.3x']]);
  });

  it("a closing position reads 'Closing {label}...'", () => {
    const [entry] = positionLines([position()], perpsMarkets.SOL, new Set(['P1']));
    expect(entry).toMatchObject({ label: 'Closing Long 5.0x...', closing: true });
  });

  it('changes: new ids are created, known ones updated in place, missing ones removed, unchanged ones left alone', () => {
    const before = positionLines([position()], perpsMarkets.SOL, new Set());
    const after = positionLines(
      [
        position({ stopLossTriggerPrice: null, takeProfitTriggerPrice: 220 }),
        position({ positionKey: 'P2', takeProfitTriggerPrice: null, stopLossTriggerPrice: null, liquidationPrice: null }),
      ],
      perpsMarkets.SOL,
      new Set(),
    );
    const changes = diffPositionLines(before, after);
    expect(changes.create.map((line) => line.id)).toEqual(['P2:long']);
    expect(changes.update.map((line) => [line.id, line.price])).toEqual([['P1:tp', 220]]);
    expect(changes.remove).toEqual(['P1:sl']);
  });
});

describe('position lines: as a stream', () => {
  it(
    'creates, then labels the closing line in place, restores it, and removes the lines when the position is gone',
    marbles((m) => {
      const positions$ = m.cold('a 9ms - 9ms - 9ms b', {
        a: [position({ takeProfitTriggerPrice: null, stopLossTriggerPrice: null, liquidationPrice: null })],
        b: [],
      });
      const closing$ = m.cold('a 9ms b 9ms a', { a: new Set<string>(), b: new Set(['P1']) });
      const summary$ = positionLines$(positions$, closing$, perpsMarkets.SOL).pipe(
        map((changes) =>
          [...changes.create.map((line) => `+${line.label}`), ...changes.update.map((line) => `~${line.label}`), ...changes.remove.map((id) => `-${id}`)].join(
            ' ',
          ),
        ),
      );
      m.expect(summary$).toBeObservable('a 9ms b 9ms c 9ms d', { a: '+Long 5.0x', b: '~Closing Long 5.0x...', c: '~Long 5.0x', d: '-P1:long' });
    }),
  );

  it(
    'the same lines again change nothing',
    marbles((m) => {
      const lines = positionLines([position()], perpsMarkets.SOL, new Set());
      m.expect(
        m.cold('a 9ms b', { a: lines, b: [...lines] }).pipe(
          positionLineChanges(),
          map((changes) => changes.create.length),
        ),
      ).toBeObservable('a', { a: 4 });
    }),
  );
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
