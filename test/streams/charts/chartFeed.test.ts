import { createChartFeed } from '@streams/charts/chartFeed';
import type { Bar } from '@streams/charts/liveBars';
import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { createLiveStream } from '@streams/market/liveStream';
import { type Observable, switchMap } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeSocket } from '../../support/fakeSocket';
import { type MarbleContext, marbles } from '../../support/marbles';

const trade = (hash: string, seconds: number, price: number, volume: number, extra: Record<string, unknown> = {}) => ({
  timestamp: new Date(seconds * 1000).toISOString(),
  asset: 'tok',
  type: 'buy',
  usdPrice: price,
  usdVolume: volume,
  traderAddress: 'trader',
  txHash: hash,
  amount: 1,
  ...extra,
});
const actions = (...trades: ReturnType<typeof trade>[]) => JSON.stringify({ type: 'actions', data: trades });
const candle = (time: number, price: number) => ({ time, open: price, high: price, low: price, close: price, volume: 1 });
const bar = (time: number, open: number, high: number, low: number, close: number, volume: number): Bar => ({ time, open, high, low, close, volume });

const setup = (
  m: MarbleContext,
  options: { http: (call: number) => string; bodies: Record<string, unknown>; connections: string[]; messages: Record<string, string> },
) => {
  const logger = createRecordingLogger();
  const values = Object.fromEntries(Object.entries(options.bodies).map(([key, body]) => [key, jsonResponse(body)]));
  const { transport, requests } = createFakeTransport((_request, index) => m.cold(options.http(index), values));
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const socket = createFakeSocket(m, options.connections, options.messages);
  const live = createLiveStream({ socket: socket.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
  const charts = createChartFeed({ http, marketApi: 'http://sim', live, scheduler: m.scheduler, frameScheduler: m.scheduler, logger });
  return { charts, requests, logger };
};

describe('chart feed: history, then live bars, one event per frame', () => {
  it(
    'resets with the history (ticks that came first applied on top), then coalesces each frame’s ticks into one update',
    marbles((m) => {
      const { charts, requests } = setup(m, {
        http: () => '-r|',
        bodies: { r: { candles: [candle(60, 1), candle(0, 1)] } },
        connections: ['(oa) 3ms (bcd)'],
        messages: {
          a: actions(trade('a', 70, 2, 5)),
          b: actions(trade('b', 90, 3, 1)),
          c: actions(trade('c', 121, 4, 2)),
          d: actions(trade('d', 122, 9, 9, { isMrp: false })),
        },
      });
      m.expect(charts.chartFeed('tok', '1'), '^ 20ms !').toBeObservable('-r 5ms u', {
        r: { kind: 'reset', bars: [bar(0, 1, 1, 1, 1, 1), bar(60, 1, 2, 1, 2, 6)] },
        u: { kind: 'update', bars: [bar(60, 1, 3, 1, 3, 7), bar(120, 4, 4, 4, 4, 2)] },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v2/charts/tok?interval=1_MINUTE&to=0&candles=500&type=price&quote=usd');
    }),
  );

  it(
    'a failed history is logged and charted as empty; live bars still build',
    marbles((m) => {
      const { charts, logger } = setup(m, { http: () => '-#', bodies: {}, connections: ['o 4ms a'], messages: { a: actions(trade('a', 70, 2, 5)) } });
      m.expect(charts.chartFeed('tok', '1'), '^ 20ms !').toBeObservable('-r 3ms u', {
        r: { kind: 'reset', bars: [] },
        u: { kind: 'update', bars: [bar(60, 2, 2, 2, 2, 5)] },
      });
      m.flush();
      expect(logger.messages('warn')).toContain('Chart history failed; charting live bars only');
    }),
  );

  it(
    'after the live stream reconnects, the history is fetched again and the series reset',
    marbles((m) => {
      const { charts, requests } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '-s|'),
        bodies: { r: { candles: [candle(0, 1)] }, s: { candles: [candle(0, 1), candle(60, 5)] } },
        connections: ['o 9ms c', 'o'],
        messages: {},
      });
      // closed at 10, reconnected 2.5 s later (T01): history asked again at 2510, answered at 2511
      m.expect(charts.chartFeed('tok', '1'), '^ 3000ms !').toBeObservable('-r 2509ms s', {
        r: { kind: 'reset', bars: [bar(0, 1, 1, 1, 1, 1)] },
        s: { kind: 'reset', bars: [bar(0, 1, 1, 1, 1, 1), bar(60, 5, 5, 5, 5, 1)] },
      });
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'price ticks can drive the bars instead of trades (time of arrival)',
    marbles((m) => {
      const { charts } = setup(m, {
        http: () => '-r|',
        bodies: { r: { candles: [] } },
        connections: ['o 4ms p'],
        messages: { p: JSON.stringify({ type: 'prices', data: [{ assetId: 'tok', price: 7 }] }) },
      });
      m.expect(charts.chartFeed('tok', '1', 'prices'), '^ 20ms !').toBeObservable('-r 3ms u', {
        r: { kind: 'reset', bars: [] },
        u: { kind: 'update', bars: [bar(0, 7, 7, 7, 7, 0)] },
      });
    }),
  );
});

describe('chart feed: what it holds is let go (subscription logs)', () => {
  /** A chart feed whose every history request is answered by `history`, over a fake socket. */
  const setupHeld = (m: MarbleContext, history: Observable<HttpResponse>, connections: string[]) => {
    const logger = createRecordingLogger();
    const { transport, requests } = createFakeTransport(() => history);
    const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
    const socket = createFakeSocket(m, connections);
    const live = createLiveStream({ socket: socket.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
    const charts = createChartFeed({ http, marketApi: 'http://sim', live, scheduler: m.scheduler, frameScheduler: m.scheduler, logger });
    return { charts, requests, connections: socket.connections };
  };

  it(
    'closing the chart before its history arrives cancels the request and closes the live socket',
    marbles((m) => {
      const history = m.cold('100ms r|', { r: jsonResponse({ candles: [candle(0, 1)] }) });
      const { charts, requests, connections } = setupHeld(m, history, ['o']);
      m.expect(charts.chartFeed('tok', '1'), '^ 49ms !').toBeObservable('');
      m.expect(history).toHaveSubscriptions('^ 49ms !');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 49ms !');
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'a reconnect while the history is still on its way cancels that request for a fresh one',
    marbles((m) => {
      const reconnect = m.time('2500ms |'); // T01
      const history = m.cold('3000ms r|', { r: jsonResponse({ candles: [candle(0, 1)] }) });
      const { charts, requests } = setupHeld(m, history, ['o 9ms c', 'o']);
      // Closed at 10, reopened 2,500 ms later: the first request (asked at 0) is dropped then, unanswered.
      const reopened = 10 + reconnect;
      m.expect(charts.chartFeed('tok', '1'), `^ ${reopened + 3500}ms !`).toBeObservable(`${reopened + 3000}ms r`, {
        r: { kind: 'reset', bars: [bar(0, 1, 1, 1, 1, 1)] },
      });
      m.expect(history).toHaveSubscriptions([`^ ${reopened - 1}ms !`, `${reopened}ms ^ 3000ms !`]);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'a new interval (the chart swapping its feed) cancels the older interval’s history in flight and keeps the live socket open',
    marbles((m) => {
      const logger = createRecordingLogger();
      const slow = m.cold('100ms r|', { r: jsonResponse({ candles: [candle(0, 1)] }) });
      const quick = m.cold('10ms r|', { r: jsonResponse({ candles: [candle(0, 2)] }) });
      const answers = [slow, quick];
      const { transport, requests } = createFakeTransport((_request, index) => answers[index] ?? m.cold('-'));
      const socket = createFakeSocket(m, ['o']);
      const live = createLiveStream({ socket: socket.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
      const charts = createChartFeed({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        marketApi: 'http://sim',
        live,
        scheduler: m.scheduler,
        frameScheduler: m.scheduler,
        logger,
      });
      // 1m at first, 15m chosen at 40 ms (as TokenChart does: the old feed is left for the new one).
      const interval$ = m.hot<'1' | '15'>('a 39ms b', { a: '1', b: '15' });
      m.expect(interval$.pipe(switchMap((interval) => charts.chartFeed('tok', interval))), '^ 99ms !').toBeObservable('50ms r', {
        r: { kind: 'reset', bars: [bar(0, 2, 2, 2, 2, 1)] },
      });
      m.expect(slow).toHaveSubscriptions('^ 39ms !');
      m.expect(quick).toHaveSubscriptions('40ms ^ 10ms !');
      m.flush();
      expect(requests.map((request) => new URL(request.url).searchParams.get('interval'))).toEqual(['1_MINUTE', '15_MINUTE']);
      // One connection from 0 until the chart closes at 100 ms: the switch did not reopen it.
      m.expect(socket.connections[0] ?? m.cold('')).toHaveSubscriptions('^ 99ms !');
      expect(socket.connections).toHaveLength(1);
    }),
  );
});

describe('pair chart feed: one token priced in another', () => {
  const prices = (...ticks: (readonly [string, number])[]) =>
    JSON.stringify({ type: 'prices', data: ticks.map(([assetId, price]) => ({ assetId, price, blockId: 1 })) });

  it(
    "resets with the pair's history from the own market API, then moves the bar with each side's tick (base over quote), once both are known",
    marbles((m) => {
      const { charts, requests } = setup(m, {
        http: () => '-r|',
        bodies: { r: { bars: [{ t: 0, o: 2, h: 2, l: 2, c: 2, v: 1 }] } },
        // At 0 ms only the base's price is known: no pair tick yet. The quote's first price makes one;
        // a later quote move changes the ratio with the base unchanged.
        connections: ['(oa) 3ms b 3ms c'],
        messages: { a: prices(['sol', 150]), b: prices(['jup', 0.5]), c: prices(['jup', 0.6]) },
      });
      m.expect(charts.pairFeed('sol', 'jup', '1'), '^ 20ms !').toBeObservable('-r 5ms u 3ms v', {
        r: { kind: 'reset', bars: [bar(0, 2, 2, 2, 2, 1)] },
        u: { kind: 'update', bars: [bar(0, 2, 300, 2, 300, 1)] },
        v: { kind: 'update', bars: [bar(0, 2, 300, 2, 250, 1)] },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/charts/sol?type=1m&time_from=-30000&time_to=0&quote_address=jup');
    }),
  );

  it(
    'a side priced at zero, or not a number, is ignored: the chart never spikes to infinity',
    marbles((m) => {
      const { charts } = setup(m, {
        http: () => '-r|',
        bodies: { r: { bars: [] } },
        connections: ['(oab) 3ms c'],
        messages: { a: prices(['sol', 150]), b: prices(['jup', 0]), c: prices(['jup', 3]) },
      });
      m.expect(charts.pairFeed('sol', 'jup', '1'), '^ 20ms !').toBeObservable('-r 6ms u', {
        r: { kind: 'reset', bars: [] },
        u: { kind: 'update', bars: [bar(0, 50, 50, 50, 50, 0)] },
      });
    }),
  );
});
