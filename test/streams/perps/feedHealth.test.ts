import type { Bar } from '@streams/charts/liveBars';
import type { ChartLoad } from '@streams/perps/chartRetry';
import { type FeedHealth, dayStats$, feedHealth$ } from '@streams/perps/feedHealth';
import type { PerpsPriceTick, PriceSocketStatus } from '@streams/perps/priceSocket';
import { type MarbleContext, marbles } from '../../support/marbles';

const open = (generation: number, since: number): PriceSocketStatus => ({ state: 'open', generation, since });
const tickAt = (receivedAt: number): PerpsPriceTick => ({ channel: 'solusd', priceUsd: 150, time: receivedAt, receivedAt });
const live: FeedHealth = { status: 'live' };
const stale = (silentMs: number, lastTickAt: number | null): FeedHealth => ({ status: 'stale', silentMs, lastTickAt });

describe('perps feed health: live, stale after 5 s of silence (T27), reconnecting (T38)', () => {
  it(
    'is live while ticks flow, stale 5 s after the last tick, and counts the silence every second',
    marbles((m) => {
      const status$ = m.hot('o', { o: open(1, 0) });
      const ticks$ = m.hot('a 999ms b', { a: tickAt(0), b: tickAt(1000) });
      const health$ = feedHealth$({ status$, ticks$, scheduler: m.scheduler });
      m.expect(health$, '^ 7500ms !').toBeObservable('l 5999ms s 999ms t', { l: live, s: stale(5000, 1000), t: stale(6000, 1000) });
    }),
  );

  it(
    'a tick after the silence makes it live again',
    marbles((m) => {
      const status$ = m.hot('o', { o: open(1, 0) });
      const ticks$ = m.hot('a 5999ms b', { a: tickAt(0), b: tickAt(6000) });
      const health$ = feedHealth$({ status$, ticks$, scheduler: m.scheduler });
      m.expect(health$, '^ 6500ms !').toBeObservable('l 4999ms s 999ms l', { l: live, s: stale(5000, 0) });
    }),
  );

  it(
    'marks the watchdog replacing the socket as reconnecting, then stale again while the new socket stays silent',
    marbles((m) => {
      const status$ = m.hot<PriceSocketStatus>('o 1999ms c 999ms n 499ms p', {
        o: open(1, 0),
        c: { state: 'closed', generation: 1, since: 2000 },
        n: { state: 'connecting', generation: 2, since: 3000 },
        p: open(2, 3500),
      });
      const ticks$ = m.hot('a', { a: tickAt(0) });
      const health$ = feedHealth$({ status$, ticks$, scheduler: m.scheduler });
      m.expect(health$, '^ 5500ms !').toBeObservable('l 1999ms c 999ms n 499ms l 1499ms s', {
        l: live,
        c: { status: 'reconnecting', attempt: 1, lastTickAt: 0 },
        n: { status: 'reconnecting', attempt: 2, lastTickAt: 0 },
        s: stale(5000, 0),
      });
    }),
  );

  it(
    'is connecting before the first socket opens, and stale when an open socket never ticks',
    marbles((m) => {
      const status$ = m.hot<PriceSocketStatus>('c 999ms o', { c: { state: 'connecting', generation: 1, since: 0 }, o: open(1, 1000) });
      const ticks$ = m.hot('-');
      const health$ = feedHealth$({ status$, ticks$, scheduler: m.scheduler });
      m.expect(health$, '^ 6500ms !').toBeObservable('c 999ms l 4999ms s', { c: { status: 'connecting' }, l: live, s: stale(5000, null) });
    }),
  );
});

describe('perps 24 h stats', () => {
  const bars: Bar[] = [
    { time: 0, open: 100, high: 110, low: 95, close: 105, volume: 0 },
    { time: 3600, open: 105, high: 108, low: 99, close: 104, volume: 0 },
  ];
  it(
    'takes change from the first open, high and low from the bars, and moves them with live prices',
    marbles((m) => {
      const bars$ = m.cold<ChartLoad<readonly Bar[]>>('l r', { l: { status: 'loading' }, r: { status: 'ready', value: bars } });
      const prices$ = m.hot('---a-b', { a: 120, b: 90 });
      m.expect(dayStats$(bars$, prices$)).toBeObservable('n s-a-b', {
        n: null,
        s: { changePct: 4, high: 110, low: 95 },
        a: { changePct: 20, high: 120, low: 95 },
        b: { changePct: -10, high: 120, low: 90 },
      });
    }),
  );
});

describe('perps feed health: opening the page onto a silent feed', () => {
  const quiet = (m: MarbleContext) => feedHealth$({ status$: m.cold('o', { o: open(1, 0) }), ticks$: m.hot<PerpsPriceTick>('-'), scheduler: m.scheduler });

  it(
    'a watcher arriving when the open socket has been silent for 7 s sees stale at once (7,000 ms), never a flash of live',
    marbles((m) => {
      m.expect(quiet(m), '7000ms ^ 1500ms !').toBeObservable('7000ms s 999ms t', { s: stale(7000, null), t: stale(8000, null) });
    }),
  );

  it(
    'silent for exactly 5,000 ms is already stale; at 4,999 ms it is live, then stale a millisecond later',
    marbles((m) => {
      m.expect(quiet(m), '5000ms ^ 500ms !').toBeObservable('5000ms s', { s: stale(5000, null) });
      m.expect(quiet(m), '4999ms ^ 500ms !').toBeObservable('4999ms l s', { l: live, s: stale(5000, null) });
    }),
  );

  it(
    'a second socket attempt is reconnecting even though no price ever came; the first, never opened, is still connecting',
    marbles((m) => {
      const status$ = m.hot<PriceSocketStatus>('c 9999ms x 9999ms n', {
        c: { state: 'connecting', generation: 1, since: 0 },
        x: { state: 'closed', generation: 1, since: 10_000 },
        n: { state: 'connecting', generation: 2, since: 20_000 },
      });
      const health$ = feedHealth$({ status$, ticks$: m.hot<PerpsPriceTick>('-'), scheduler: m.scheduler });
      m.expect(health$, '^ 21000ms !').toBeObservable('c 19999ms r', {
        c: { status: 'connecting' },
        r: { status: 'reconnecting', attempt: 2, lastTickAt: null },
      });
    }),
  );
  it(
    'a first socket that opened and closed before any price came is reconnecting, not connecting again',
    marbles((m) => {
      const status$ = m.hot<PriceSocketStatus>('o 1999ms x', { o: open(1, 0), x: { state: 'closed', generation: 1, since: 2000 } });
      const health$ = feedHealth$({ status$, ticks$: m.hot<PerpsPriceTick>('-'), scheduler: m.scheduler });
      m.expect(health$, '^ 3000ms !').toBeObservable('l 1999ms r', { l: live, r: { status: 'reconnecting', attempt: 1, lastTickAt: null } });
    }),
  );
});

describe('perps 24 h stats: odd bars', () => {
  const bar = (open: number, close: number): Bar => ({ time: 0, open, high: Math.max(open, close) + 1, low: Math.min(open, close), close, volume: 0 });

  it(
    'no bars at all is no stats (null), not infinite highs and lows',
    marbles((m) => {
      const bars$ = m.cold<ChartLoad<readonly Bar[]>>('r', { r: { status: 'ready', value: [] } });
      m.expect(dayStats$(bars$, m.hot<number>('-a', { a: 120 }))).toBeObservable('n', { n: null });
    }),
  );

  it(
    'the change runs to the latest bar’s close, not an earlier one',
    marbles((m) => {
      const bars$ = m.cold<ChartLoad<readonly Bar[]>>('r', { r: { status: 'ready', value: [bar(100, 105), bar(105, 104), bar(104, 110)] } });
      m.expect(dayStats$(bars$, m.hot<number>('-'))).toBeObservable('s', { s: { changePct: 10, high: 111, low: 100 } });
    }),
  );

  it(
    'a first bar opening at 0 gives a 0 % change, never Infinity, even as prices move',
    marbles((m) => {
      const bars$ = m.cold<ChartLoad<readonly Bar[]>>('r', { r: { status: 'ready', value: [bar(0, 2)] } });
      m.expect(dayStats$(bars$, m.hot<number>('-a', { a: 5 }))).toBeObservable('sa', {
        s: { changePct: 0, high: 3, low: 0 },
        a: { changePct: 0, high: 5, low: 0 },
      });
    }),
  );
});
