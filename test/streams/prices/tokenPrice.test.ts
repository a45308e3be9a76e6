import type { ResourceState } from '@streams/core/cachedResource';
import { type MarbleContext, marbles } from '../../support/marbles';
import { tokenPriceOver } from '../../support/tokenPriceFixture';

/** A token price over a fake fetch: call n answers with `answers(n)` (value 2, 3, …). */
const setup = (m: MarbleContext, answers: (call: number) => string = () => '-v|') =>
  tokenPriceOver(m, (call) => m.cold(answers(call), { v: call + 2 }, new Error('down')));

const ready = (value: number, updatedAt: number, flags: { stale?: boolean; refreshing?: boolean } = {}): ResourceState<number | undefined> => ({
  status: 'ready',
  value,
  updatedAt,
  stale: flags.stale ?? false,
  refreshing: flags.refreshing ?? false,
});

describe('token price (T12)', () => {
  it(
    'a cached price younger than 10 s is the initial value (no request); it turns stale and is fetched 30 s after it was set',
    marbles((m) => {
      const { cache, prices, fetchTimes } = setup(m);
      cache.put([['a', { usd: 1, timestamp: 0, source: 'jup' }]]);
      m.expect(prices.tokenPrice$('a'), '9999ms ^ 30000ms !').toBeObservable('9999ms c 20000ms rb', {
        c: ready(1, 0),
        r: ready(1, 0, { stale: true, refreshing: true }),
        b: ready(2, 30_001),
      });
      m.flush();
      expect(fetchTimes).toEqual([30_000]);
    }),
  );

  it(
    'a cached price 10 s old is not reused: the price loads',
    marbles((m) => {
      const { cache, prices, fetchTimes } = setup(m);
      cache.put([['a', { usd: 1, timestamp: 0, source: 'jup' }]]);
      m.expect(prices.tokenPrice$('a'), '10000ms ^ 100ms !').toBeObservable('10000ms lv', { l: { status: 'loading' }, v: ready(2, 10_001) });
      m.flush();
      expect(fetchTimes).toEqual([10_000]);
    }),
  );

  it(
    'a fetched price is stale 30 s after it arrived, then fetched again while observed',
    marbles((m) => {
      const { prices, fetchTimes } = setup(m);
      m.expect(prices.tokenPrice$('a'), '^ 30005ms !').toBeObservable('lv 29999ms rw', {
        l: { status: 'loading' },
        v: ready(2, 1),
        r: ready(2, 1, { stale: true, refreshing: true }),
        w: ready(3, 30_002),
      });
      m.flush();
      expect(fetchTimes).toEqual([0, 30_001]);
    }),
  );

  it(
    'a failed fetch is an error state (never an Observable error) and is tried again 30 s later',
    marbles((m) => {
      const { prices } = setup(m, (call) => (call === 0 ? '-#' : '-v|'));
      const error = new Error('down');
      m.expect(prices.tokenPrice$('a'), '^ 30005ms !').toBeObservable('le 29999ms lv', {
        l: { status: 'loading' },
        e: { status: 'error', error, last: undefined },
        v: ready(3, 30_002),
      });
    }),
  );

  it(
    'the fetched price is written to the cache, so the next page opened within 10 s starts from it',
    marbles((m) => {
      const { cache, prices } = setup(m);
      m.expect(prices.tokenPrice$('a'), '^ 5ms !').toBeObservable('lv', { l: { status: 'loading' }, v: ready(2, 1) });
      m.flush();
      expect(cache.get('a')).toEqual({ usd: 2, timestamp: 1, source: 'jup' });
    }),
  );

  it(
    'every reader of a token shares one lookup, and leaving the page before the price comes cancels it',
    marbles((m) => {
      const answer = m.cold('-----v|', { v: 2 });
      const { cache, prices } = tokenPriceOver(m, () => answer);
      // The header and the chart read it from 0; the chart leaves at 2, the header at 3.
      m.expect(prices.tokenPrice$('a'), '^-!').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(prices.tokenPrice$('a'), '^--!').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(answer).toHaveSubscriptions('^--!');
      m.flush();
      expect(cache.get('a')).toBeUndefined();
    }),
  );

  it(
    'closing the token page while the 30 s refetch (T12) is on its way cancels it, and nothing is asked after',
    marbles((m) => {
      const stale = m.time('30000ms |'); // T12
      const first = m.cold('-v|', { v: 2 });
      const second = m.cold('-----v|', { v: 3 });
      const { cache, prices: watched, fetchTimes } = tokenPriceOver(m, (call) => [first, second][call] ?? m.cold('-'));
      // Answered at 1, stale at 30,001 and asked again; the page is closed at 30,003, before that answer.
      m.expect(watched.tokenPrice$('a'), `^ ${stale + 2}ms !`).toBeObservable(`lv ${stale - 1}ms r`, {
        l: { status: 'loading' },
        v: ready(2, 1),
        r: ready(2, 1, { stale: true, refreshing: true }),
      });
      m.expect(first).toHaveSubscriptions('^!');
      m.expect(second).toHaveSubscriptions(`${1 + stale}ms ^-!`);
      m.flush();
      expect(fetchTimes).toEqual([0, 1 + stale]);
      expect(cache.get('a')).toEqual({ usd: 2, timestamp: 1, source: 'jup' });
    }),
  );
});
