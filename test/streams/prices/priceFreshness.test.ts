import type { ResourceState } from '@streams/core/cachedResource';
import { FRESH, freshnessOf, priceFreshness$ } from '@streams/prices/priceFreshness';
import type { Observable } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { tokenPriceOver } from '../../support/tokenPriceFixture';

/** A token price whose n-th fetch is `answers[n]` (a cold observable the test keeps, for its subscription log). */
const setup = (m: MarbleContext, answers: readonly Observable<number | undefined>[]) => tokenPriceOver(m, (call) => answers[call] ?? m.cold('-'));

describe('the stale mark of a token price (T12)', () => {
  it(
    'a price set at 0 is asked again at exactly 30,000 ms, not at 29,999: its refetch answers without a mark (no blink every 30 s)',
    marbles((m) => {
      const stale = m.time('30000ms |'); // T12
      const refetch = m.cold('-v|', { v: 2 });
      const { cache, prices, fetchTimes } = setup(m, [refetch]);
      cache.put([['a', { usd: 1, timestamp: 0, source: 'jup' }]]);
      m.expect(priceFreshness$(prices.tokenPrice$('a')), `^ ${stale + 4}ms !`).toBeObservable(`f ${stale}ms n`, {
        f: { stale: false, updatedAt: 0 },
        n: { stale: false, updatedAt: stale + 1 },
      });
      m.expect(refetch).toHaveSubscriptions(`${stale}ms ^!`);
      m.flush();
      expect(fetchTimes).toEqual([stale]);
    }),
  );

  it(
    'a price answered at 1 is asked again at 30,001 ms (T12 from its answer); the refetch fails at 30,002 and the mark shows then',
    marbles((m) => {
      const stale = m.time('30000ms |'); // T12
      const first = m.cold('-v|', { v: 2 });
      const failed = m.cold('-#', {}, new Error('down'));
      const { prices, fetchTimes } = setup(m, [first, failed]);
      m.expect(priceFreshness$(prices.tokenPrice$('a')), `^ ${stale + 9}ms !`).toBeObservable(`ab ${stale}ms s`, {
        a: FRESH,
        b: { stale: false, updatedAt: 1 },
        s: { stale: true, updatedAt: 1 },
      });
      m.expect(first).toHaveSubscriptions('^!');
      m.expect(failed).toHaveSubscriptions(`${stale + 1}ms ^!`);
      m.flush();
      expect(fetchTimes).toEqual([0, stale + 1]);
    }),
  );

  it(
    'a failed refetch keeps the last price marked, through the next try 30 s later, until that try answers',
    marbles((m) => {
      const stale = m.time('30000ms |'); // T12
      const first = m.cold('-v|', { v: 2 });
      const failed = m.cold('-#', {}, new Error('down'));
      const third = m.cold('-v|', { v: 3 });
      const { prices, fetchTimes } = setup(m, [first, failed, third]);
      // Asked again at 30,001, failed (marked) at 30,002, asked at 60,002 (still marked), fresh at 60,003.
      m.expect(priceFreshness$(prices.tokenPrice$('a')), `^ ${2 * stale + 9}ms !`).toBeObservable(`ab ${stale}ms s ${stale}ms n`, {
        a: FRESH,
        b: { stale: false, updatedAt: 1 },
        s: { stale: true, updatedAt: 1 },
        n: { stale: false, updatedAt: 2 * stale + 3 },
      });
      m.expect(failed).toHaveSubscriptions(`${stale + 1}ms ^!`);
      m.expect(third).toHaveSubscriptions(`${2 * stale + 2}ms ^!`);
      m.flush();
      expect(fetchTimes).toEqual([0, stale + 1, 2 * stale + 2]);
    }),
  );

  it(
    'leaving the screen lets go of the price and of its refetch',
    marbles((m) => {
      const stale = m.time('30000ms |'); // T12
      const first = m.cold('-v|', { v: 2 });
      const second = m.cold('-----v|', { v: 3 });
      const { prices } = setup(m, [first, second]);
      m.expect(priceFreshness$(prices.tokenPrice$('a')), `^ ${stale + 2}ms !`).toBeObservable('ab', {
        a: FRESH,
        b: { stale: false, updatedAt: 1 },
      });
      m.expect(second).toHaveSubscriptions(`${stale + 1}ms ^-!`);
    }),
  );

  it('reads the mark from the state: nothing to mark while loading, failed with no price or refetching; a kept price after a failure is stale', () => {
    expect(freshnessOf({ status: 'loading' })).toEqual(FRESH);
    expect(freshnessOf({ status: 'error', error: new Error('down'), last: undefined })).toEqual(FRESH);
    expect(freshnessOf({ status: 'error', error: new Error('down'), last: { value: 1, updatedAt: 7 } })).toEqual({ stale: true, updatedAt: 7 });
    const ready: ResourceState<number> = { status: 'ready', value: 1, updatedAt: 5, stale: true, refreshing: false };
    expect(freshnessOf(ready)).toEqual({ stale: true, updatedAt: 5 });
    expect(freshnessOf({ ...ready, refreshing: true })).toEqual({ stale: false, updatedAt: 5 });
    expect(freshnessOf({ ...ready, stale: false })).toEqual({ stale: false, updatedAt: 5 });
  });
});
