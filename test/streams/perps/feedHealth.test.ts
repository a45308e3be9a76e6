import type { Bar } from '@streams/charts/liveBars';
import type { ChartLoad } from '@streams/perps/chartRetry';
import { type FeedHealth, dayStats$, feedHealth$ } from '@streams/perps/feedHealth';
import type { PerpsPriceTick, PriceSocketStatus } from '@streams/perps/priceSocket';
import { marbles } from '../../support/marbles';

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
