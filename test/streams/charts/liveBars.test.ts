import { type Bar, applyTick, liveBars } from '@streams/charts/liveBars';
import { marbles } from '../../support/marbles';

const bar = (time: number, open: number, high: number, low: number, close: number, volume: number): Bar => ({ time, open, high, low, close, volume });

describe('live bars: a tick past the end of the period starts a new bar, else it updates the current one', () => {
  it.each([
    ['the first tick opens a bar at its period start (1m)', undefined, { time: 125, price: 2, volume: 1 }, 60, bar(120, 2, 2, 2, 2, 1), true],
    ['inside the period: high, close, volume move', bar(120, 2, 2, 2, 2, 1), { time: 179, price: 3, volume: 2 }, 60, bar(120, 2, 3, 2, 3, 3), false],
    ['inside the period: low moves', bar(120, 2, 3, 2, 3, 3), { time: 150, price: 1 }, 60, bar(120, 2, 3, 1, 1, 3), false],
    ['exactly at the end of the period: new bar', bar(120, 2, 3, 1, 1, 3), { time: 180, price: 4, volume: 5 }, 60, bar(180, 4, 4, 4, 4, 5), true],
    [
      'a gap of several periods: the new bar starts at the tick’s own period',
      bar(120, 2, 3, 1, 1, 3),
      { time: 400, price: 4 },
      60,
      bar(360, 4, 4, 4, 4, 0),
      true,
    ],
    ['1D bars: 86,399 s later is the same bar', bar(86400, 10, 10, 10, 10, 0), { time: 172799, price: 12 }, 86400, bar(86400, 10, 12, 10, 12, 0), false],
    ['1D bars: 86,400 s later is a new bar', bar(86400, 10, 12, 10, 12, 0), { time: 172800, price: 11 }, 86400, bar(172800, 11, 11, 11, 11, 0), true],
    ['1W bars: 604,800 s', bar(0, 1, 1, 1, 1, 0), { time: 604800, price: 2 }, 604800, bar(604800, 2, 2, 2, 2, 0), true],
  ] as const)('%s', (_name, current, tick, period, expected, isNew) => {
    expect(applyTick(current, tick, period)).toEqual({ bar: expected, isNew });
  });

  it('a tick older than the current bar, or not a number, is dropped', () => {
    expect(applyTick(bar(120, 2, 2, 2, 2, 0), { time: 119, price: 5 }, 60)).toBeUndefined();
    expect(applyTick(bar(120, 2, 2, 2, 2, 0), { time: 130, price: Number.NaN }, 60)).toBeUndefined();
  });

  it(
    'as an operator: continues from the last historical bar and emits one update per accepted tick',
    marbles((m) => {
      const ticks = m.cold('a-b-c-d', {
        a: { time: 130, price: 3 },
        b: { time: 100, price: 9 },
        c: { time: 181, price: 4 },
        d: { time: 190, price: 5, volume: 2 },
      });
      m.expect(ticks.pipe(liveBars(60, bar(120, 2, 2, 2, 2, 1)))).toBeObservable('a---c-d', {
        a: { bar: bar(120, 2, 3, 2, 3, 1), isNew: false },
        c: { bar: bar(180, 4, 4, 4, 4, 0), isNew: true },
        d: { bar: bar(180, 4, 5, 4, 5, 2), isNew: false },
      });
    }),
  );
});
