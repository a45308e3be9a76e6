import { freezeOrder } from '@streams/market/freezeOrder';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const row = (key: string) => ({ key });
const rows = (keys: string) => [...keys].map(row);
const byVolume = { sort: 'volume' };
const byMcap = { sort: 'mcap' };
/** The shown order and the waiting count: 'abc' or 'abc+1'. */
const shown = map(
  (out: { rows: readonly { key: string }[]; waiting: number }) => `${out.rows.map((item) => item.key).join('')}${out.waiting > 0 ? `+${out.waiting}` : ''}`,
);

describe('freezeOrder: pause on hover', () => {
  it(
    'keeps the order while frozen, counts new rows, and shows everything when released',
    marbles((m) => {
      const input$ = m.cold('a-b-c-d', {
        a: { rows: rows('abc'), frozen: false, view: byVolume },
        b: { rows: rows('abc'), frozen: true, view: byVolume },
        // a new token on top, and c climbs above b: nothing moves under the pointer
        c: { rows: rows('nacb'), frozen: true, view: byVolume },
        d: { rows: rows('nacb'), frozen: false, view: byVolume },
      });
      m.expect(input$.pipe(freezeOrder(), shown)).toBeObservable('a-b-c-d', { a: 'abc', b: 'abc', c: 'abc+1', d: 'nacb' });
    }),
  );

  it(
    "the user's own sort or filter change applies even while frozen, and holds from there",
    marbles((m) => {
      const input$ = m.cold('a-b-c', {
        a: { rows: rows('ab'), frozen: true, view: byVolume },
        b: { rows: rows('ba'), frozen: true, view: byMcap },
        c: { rows: rows('ab'), frozen: true, view: byMcap },
      });
      m.expect(input$.pipe(freezeOrder(), shown)).toBeObservable('a-b-c', { a: 'ab', b: 'ba', c: 'ba' });
    }),
  );

  it(
    'a row that leaves the list leaves the frozen view too; values update in place',
    marbles((m) => {
      const first = { key: 'a', price: 1 };
      const updated = { key: 'a', price: 2 };
      const input$ = m.cold('a-b-c', {
        a: { rows: [first, row('b')], frozen: true, view: byVolume },
        b: { rows: [row('b'), updated], frozen: true, view: byVolume },
        c: { rows: [row('b')], frozen: true, view: byVolume },
      });
      m.expect(
        input$.pipe(
          freezeOrder(),
          map((out) => out.rows),
        ),
      ).toBeObservable('a-b-c', { a: [first, row('b')], b: [updated, row('b')], c: [row('b')] });
    }),
  );
});

describe('freezeOrder from the first rows', () => {
  it(
    'a list frozen from its very first rows, with no view given, keeps that order',
    marbles((m) => {
      const input$ = m.cold('a-b', {
        a: { rows: rows('ab'), frozen: true, view: undefined },
        b: { rows: rows('cba'), frozen: true, view: undefined },
      });
      m.expect(input$.pipe(freezeOrder(), shown)).toBeObservable('a-b', { a: 'ab', b: 'ab+1' });
    }),
  );
});
