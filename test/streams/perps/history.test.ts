import { createHttpClient } from '@streams/core/http';
import { ChartSymbolError, createPerpsHistory } from '@streams/perps/history';
import { perpsMarkets } from '@streams/perps/markets';
import type { ChartLoad } from '@streams/perps/chartRetry';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const bars = {
  result: [
    { time: 1_700_000_060_000, open: 2, high: 3, low: 1, close: 2.5, volume: 7 },
    { time: 1_700_000_000_000, open: 1, high: 2, low: 1, close: 2, volume: 5 },
  ],
};
const abort = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

/** `answer(index)`: the body of the index-th request, a status number to fail with, or an Error from the network. */
const setup = (m: MarbleContext, answer: (index: number) => unknown) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((_request, index) => {
    const body = answer(index);
    if (body instanceof Error) return m.cold('#', {}, body);
    return m.cold('(r|)', { r: typeof body === 'number' ? jsonResponse({ error: 'busy' }, body) : jsonResponse(body) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const history = createPerpsHistory({ http, chartApi: 'http://sim/perps', shimApi: 'http://sim/perps/oracle-chart', scheduler: m.scheduler, logger });
  return { ...fake, logger, history };
};

const statusOf = <T>(state: ChartLoad<T>) => state.status;

describe('perps history: the price feed', () => {
  it(
    'asks /trading-view/data with feed, type, from and till (ms) and gives bars in seconds, oldest first',
    marbles((m) => {
      const { history, requests } = setup(m, () => bars);
      m.expect(history.feedBars$(perpsMarkets.SOL, '1', 1_700_000_000_000, 1_700_000_100_000)).toBeObservable('(lr|)', {
        l: { status: 'loading' },
        r: {
          status: 'ready',
          value: [
            { time: 1_700_000_000, open: 1, high: 2, low: 1, close: 2, volume: 5 },
            { time: 1_700_000_060, open: 2, high: 3, low: 1, close: 2.5, volume: 7 },
          ],
        },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/perps/trading-view/data?feed=SOLUSD&type=1&from=1700000000000&till=1700000100000');
    }),
  );
});

describe('perps history: 5 retries at least 1 s apart (T39)', () => {
  it(
    'five failures, then an answer: requests at 0, 1,000 … 5,000 ms',
    marbles((m) => {
      const times: number[] = [];
      const { history } = setup(m, (index) => {
        times.push(m.scheduler.now());
        return index < 5 ? 503 : bars;
      });
      m.expect(history.feedBars$(perpsMarkets.BTC, '1D', 0, 1).pipe(map(statusOf))).toBeObservable('l 4999ms (r|)', { l: 'loading', r: 'ready' });
      m.flush();
      expect(times).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    }),
  );

  it(
    'a sixth failure is an error, at 5,000 ms, after 6 requests',
    marbles((m) => {
      const { history, requests, logger } = setup(m, () => 500);
      m.expect(history.shimBars$('Crypto.SOL/USD', '15', 0, 1).pipe(map(statusOf))).toBeObservable('l 4999ms (e|)', { l: 'loading', e: 'error' });
      m.flush();
      expect(requests).toHaveLength(6);
      expect(logger.messages('warn')).toEqual(['Chart history failed']);
    }),
  );

  it(
    'a longer Retry-After from the server wins over the 1 s minimum',
    marbles((m) => {
      const fake = createFakeTransport((_request, index) =>
        m.cold('(r|)', { r: index === 0 ? jsonResponse({}, 429, { 'retry-after': '3' }) : jsonResponse(bars) }),
      );
      const logger = createRecordingLogger();
      const history = createPerpsHistory({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        chartApi: 'http://x',
        shimApi: 'http://y',
        scheduler: m.scheduler,
        logger,
      });
      m.expect(history.feedBars$(perpsMarkets.ETH, '5', 0, 1).pipe(map(statusOf))).toBeObservable('l 2999ms (r|)', { l: 'loading', r: 'ready' });
    }),
  );

  it(
    'leaving the chart while it retries cancels the attempt in flight and asks no more (subscription logs)',
    marbles((m) => {
      const retryWait = m.time('1000ms |'); // T39
      const answer = m.time('100ms |');
      // Every attempt fails 100 ms after it is asked; the next is asked 1,000 ms after that failure.
      const busy = m.cold(`${answer}ms (r|)`, { r: jsonResponse({ error: 'busy' }, 503) });
      const { transport, requests } = createFakeTransport(() => busy);
      const logger = createRecordingLogger();
      const history = createPerpsHistory({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        chartApi: 'http://sim/perps',
        shimApi: 'http://sim/perps/oracle-chart',
        scheduler: m.scheduler,
        logger,
      });
      const third = 2 * (answer + retryWait);
      // The chart leaves 50 ms into the third attempt.
      m.expect(history.feedBars$(perpsMarkets.SOL, '1', 0, 1).pipe(map(statusOf)), `^ ${third + 49}ms !`).toBeObservable('l', { l: 'loading' });
      m.expect(busy).toHaveSubscriptions([`^ ${answer - 1}ms !`, `${answer + retryWait}ms ^ ${answer - 1}ms !`, `${third}ms ^ 49ms !`]);
      m.flush();
      expect(requests).toHaveLength(3);
      expect(logger.messages('warn')).toEqual([]);
    }),
  );
});

describe('perps history: cancellations and symbols', () => {
  it(
    'an abort is a cancellation: not retried, not an error',
    marbles((m) => {
      const { history, requests, logger } = setup(m, () => abort);
      m.expect(history.shimConfig$().pipe(map(statusOf))).toBeObservable('(lc|)', { l: 'loading', c: 'cancelled' });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(logger.messages('warn')).toEqual([]);
    }),
  );

  it(
    'a timeout from the transport is a cancellation too',
    marbles((m) => {
      const { history } = setup(m, () => Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }));
      m.expect(history.shimSearch$('sol').pipe(map(statusOf))).toBeObservable('(lc|)', { l: 'loading', c: 'cancelled' });
    }),
  );

  it(
    "an unknown symbol is 'Cannot resolve symbol', without retries",
    marbles((m) => {
      const { history, requests } = setup(m, () => ({ s: 'error', errmsg: 'Cannot resolve symbol' }));
      m.expect(
        history
          .shimSymbol$('Crypto.DOGE/USD')
          .pipe(map((state) => (state.status === 'error' ? [state.message, state.error instanceof ChartSymbolError] : state.status))),
      ).toBeObservable('(le|)', {
        l: 'loading',
        e: ['Cannot resolve symbol', true],
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/perps/oracle-chart/symbols?symbol=Crypto.DOGE%2FUSD');
    }),
  );

  it(
    'no data is an empty result; columns become bars',
    marbles((m) => {
      const { history } = setup(m, (index) => (index === 0 ? { s: 'no_data' } : { s: 'ok', t: [60, 0], o: [2, 1], h: [3, 2], l: [1, 1], c: [2.5, 2] }));
      m.expect(history.shimBars$('Crypto.SOL/USD', '1', 0, 10)).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: [] } });
      m.expect(
        history.shimBars$('Crypto.SOL/USD', '1', 0, 10).pipe(map((state) => (state.status === 'ready' ? state.value.map((bar) => bar.time) : state.status))),
      ).toBeObservable('(lr|)', {
        l: 'loading',
        r: [0, 60],
      });
    }),
  );
});
