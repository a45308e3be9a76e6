import type { ChartLoad } from '@streams/perps/chartRetry';
import type { Bar } from '@streams/charts/liveBars';
import { createLiveCandles } from '@streams/perps/liveCandles';
import { perpsMarkets } from '@streams/perps/markets';
import type { PerpsPriceTick } from '@streams/perps/priceSocket';
import type { Observable } from 'rxjs';
import { marbles } from '../../support/marbles';

const bar = (time: number, close: number): Bar => ({ time, open: close, high: close, low: close, close, volume: 0 });
const tick = (seconds: number, priceUsd: number): PerpsPriceTick => ({ channel: 'solusd', priceUsd, time: seconds * 1000, receivedAt: 0 });

describe('perps live candles', () => {
  it(
    "an empty history gives live bars nothing to continue: the datafeed's developer error is logged once, and the first tick opens a bar",
    marbles((m) => {
      const warned: unknown[][] = [];
      const history = { feedBars$: (): Observable<ChartLoad<readonly Bar[]>> => m.cold('(r|)', { r: { status: 'ready', value: [] } }) };
      const prices = { ticks$: () => m.cold<PerpsPriceTick>('5ms a', { a: tick(130, 12) }) };
      const candles = createLiveCandles({ history, prices, scheduler: m.scheduler, logger: { warn: (...args: unknown[]) => warned.push(args) } });
      m.expect(candles.candles$(perpsMarkets.SOL, '1')).toBeObservable('h 4ms b', {
        h: { type: 'history', bars: [] },
        b: { type: 'bar', isNew: true, bar: { time: 120, open: 12, high: 12, low: 12, close: 12, volume: 0 } },
      });
      m.flush();
      expect(warned).toEqual([['ChaosTVDataFeed: lastBar is not found', { market: 'SOL', resolution: '1' }]]);
    }),
  );

  it(
    'loads the last 300 bars, then builds on the newest one from socket ticks (ticks count from when history is ready; a tick past its period starts a new bar)',
    marbles((m) => {
      const asked: unknown[] = [];
      const history = {
        feedBars$: (...args: unknown[]): Observable<ChartLoad<readonly Bar[]>> => {
          asked.push(args);
          return m.cold('l 9ms (r|)', { l: { status: 'loading' }, r: { status: 'ready', value: [bar(60, 10), bar(120, 11)] } });
        },
      };
      const prices = {
        ticks$: () => m.cold<PerpsPriceTick>('20ms a 9ms b 9ms c 9ms d', { a: tick(110, 9), b: tick(130, 12), c: tick(150, 10.5), d: tick(185, 13) }),
      };
      const candles = createLiveCandles({ history, prices, scheduler: m.scheduler });
      m.expect(candles.candles$(perpsMarkets.SOL, '1')).toBeObservable('l 9ms h 29ms b 9ms c 9ms d', {
        l: { type: 'loading' },
        h: { type: 'history', bars: [bar(60, 10), bar(120, 11)] },
        b: { type: 'bar', isNew: false, bar: { time: 120, open: 11, high: 12, low: 11, close: 12, volume: 0 } },
        c: { type: 'bar', isNew: false, bar: { time: 120, open: 11, high: 12, low: 10.5, close: 10.5, volume: 0 } },
        d: { type: 'bar', isNew: true, bar: { time: 180, open: 13, high: 13, low: 13, close: 13, volume: 0 } },
      });
      m.flush();
      expect(asked).toEqual([[perpsMarkets.SOL, '1', -300 * 60_000, 0]]);
    }),
  );

  it(
    'a failed history load is an error event; a cancelled one a cancellation',
    marbles((m) => {
      const prices = { ticks$: () => m.cold<PerpsPriceTick>('-') };
      const failing = createLiveCandles({
        history: { feedBars$: () => m.cold('(e|)', { e: { status: 'error', error: new Error('x'), message: 'Perps price feed answered 500' } }) },
        prices,
        scheduler: m.scheduler,
      });
      const cancelled = createLiveCandles({ history: { feedBars$: () => m.cold('(c|)', { c: { status: 'cancelled' } }) }, prices, scheduler: m.scheduler });
      m.expect(failing.candles$(perpsMarkets.BTC, '1H')).toBeObservable('(e|)', { e: { type: 'error', message: 'Perps price feed answered 500' } });
      m.expect(cancelled.candles$(perpsMarkets.BTC, '1H')).toBeObservable('(c|)', { c: { type: 'cancelled' } });
    }),
  );

  it(
    'the price socket is listened to only once the history is ready, and leaving the chart stops listening (subscription logs)',
    marbles((m) => {
      const load = m.cold<ChartLoad<readonly Bar[]>>('l 9ms (r|)', { l: { status: 'loading' }, r: { status: 'ready', value: [bar(60, 10)] } });
      const ticks = m.cold<PerpsPriceTick>('5ms a', { a: tick(70, 11) });
      const candles = createLiveCandles({ history: { feedBars$: () => load }, prices: { ticks$: () => ticks }, scheduler: m.scheduler });
      m.expect(candles.candles$(perpsMarkets.SOL, '1'), '^ 49ms !').toBeObservable('l 9ms h 4ms b', {
        l: { type: 'loading' },
        h: { type: 'history', bars: [bar(60, 10)] },
        b: { type: 'bar', isNew: false, bar: { time: 60, open: 10, high: 11, low: 10, close: 11, volume: 0 } },
      });
      m.expect(load).toHaveSubscriptions('^ 9ms !');
      // Subscribed when the history arrives at 10 ms, not before; let go when the chart leaves at 50 ms.
      m.expect(ticks).toHaveSubscriptions('10ms ^ 39ms !');
    }),
  );

  it(
    'a cancelled history load never opens the price ticks (subscription logs)',
    marbles((m) => {
      const ticks = m.cold<PerpsPriceTick>('-a', { a: tick(70, 11) });
      const candles = createLiveCandles({
        history: { feedBars$: () => m.cold('l 9ms (c|)', { l: { status: 'loading' }, c: { status: 'cancelled' } }) },
        prices: { ticks$: () => ticks },
        scheduler: m.scheduler,
      });
      m.expect(candles.candles$(perpsMarkets.ETH, '5')).toBeObservable('l 9ms (c|)', { l: { type: 'loading' }, c: { type: 'cancelled' } });
      m.expect(ticks).toHaveSubscriptions([]);
    }),
  );
});
