import { HttpNetworkError, HttpTimeoutError } from '@streams/core/httpErrors';
import { type ChartLoad, chartLoad, chartRetry } from '@streams/perps/chartRetry';
import { map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const api = 'Oracle chart shim';
const url = 'http://sim/perps/oracle-chart/config';
const networkError = (cause: unknown) => new HttpNetworkError(api, url, cause);

/** A chart request that fails with `error` on every attempt, retried and loaded as the chart does it. */
const setup = (m: MarbleContext, error: unknown) => {
  const logger = createRecordingLogger();
  const request = m.cold<string>('#', {}, error);
  const load$ = chartLoad(request.pipe(chartRetry(m.scheduler)), logger, 'Chart config');
  return { logger, request, load$ };
};

const view = (state: ChartLoad<string>) => (state.status === 'error' ? `error: ${state.message}` : state.status);

describe('chart requests: cancellations end quietly, without retries', () => {
  it(
    'a request that timed out is cancelled at once: not retried, logged at debug as "Chart config cancelled", never warned',
    marbles((m) => {
      const { logger, request, load$ } = setup(m, new HttpTimeoutError(api, url, 15_000));
      m.expect(load$.pipe(map(view))).toBeObservable('(lc|)', { l: 'loading', c: 'cancelled' });
      m.expect(request).toHaveSubscriptions(['(^!)']);
      m.flush();
      expect(logger.entries).toEqual([{ level: 'debug', message: 'Chart config cancelled', context: undefined }]);
    }),
  );

  it(
    'an AbortError is a cancellation whatever its message says',
    marbles((m) => {
      const left = Object.assign(new Error('The user left the page'), { name: 'AbortError' });
      const { request, load$ } = setup(m, networkError(left));
      m.expect(load$.pipe(map(view))).toBeObservable('(lc|)', { l: 'loading', c: 'cancelled' });
      m.expect(request).toHaveSubscriptions(['(^!)']);
    }),
  );

  it(
    'a response aborted mid-body (a TypeError whose message mentions the abort) is a cancellation',
    marbles((m) => {
      const { request, load$, logger } = setup(m, networkError(new TypeError('terminated: Response ABORTED by the peer')));
      m.expect(load$.pipe(map(view))).toBeObservable('(lc|)', { l: 'loading', c: 'cancelled' });
      m.expect(request).toHaveSubscriptions(['(^!)']);
      m.flush();
      expect(logger.messages('warn')).toEqual([]);
    }),
  );
});

describe('chart requests: real failures are retried 5 times, 1 s apart (T39), then shown as errors', () => {
  it(
    'an ordinary network failure is retried at 1,000 ms intervals and then shows "Oracle chart shim could not be reached", warned with that message',
    marbles((m) => {
      const retryWait = m.time('1000ms |'); // T39
      const { request, load$, logger } = setup(m, networkError(new TypeError('fetch failed')));
      m.expect(load$.pipe(map(view))).toBeObservable(`l ${5 * retryWait - 1}ms (e|)`, { l: 'loading', e: 'error: Oracle chart shim could not be reached' });
      m.expect(request).toHaveSubscriptions([0, 1, 2, 3, 4, 5].map((attempt) => `${attempt * retryWait}ms (^!)`));
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Chart config failed', context: { message: 'Oracle chart shim could not be reached' } }]);
    }),
  );

  it(
    'a failure that merely wraps an abort, but is not the transport’s, is an error, not a cancellation',
    marbles((m) => {
      const abort = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
      const { load$, request } = setup(m, new Error('The chart could not draw', { cause: abort }));
      m.expect(load$.pipe(map(view))).toBeObservable('(le|)', { l: 'loading', e: 'error: The chart could not draw' });
      m.expect(request).toHaveSubscriptions(['(^!)']);
    }),
  );
});

describe('chart requests: odd causes of a network failure are errors, never a crash', () => {
  const odd: readonly [string, unknown][] = [
    ['no cause at all (null)', null],
    ['a bare string mentioning the abort', 'The operation was aborted'],
    ['a number', 20],
    ['an object whose message is not text', { name: 'Error', message: ['aborted'] }],
    ['an object whose name is not text', { name: ['AbortError'], message: 'socket hang up' }],
  ];
  it.each(odd)(
    'a network failure caused by %s is retried and then shown as an error',
    (_label, cause) =>
      void marbles((m) => {
        const retryWait = m.time('1000ms |'); // T39
        const { load$, request } = setup(m, networkError(cause));
        m.expect(load$.pipe(map(view))).toBeObservable(`l ${5 * retryWait - 1}ms (e|)`, {
          l: 'loading',
          e: 'error: Oracle chart shim could not be reached',
        });
        m.expect(request).toHaveSubscriptions([0, 1, 2, 3, 4, 5].map((attempt) => `${attempt * retryWait}ms (^!)`));
      })(),
  );
});
