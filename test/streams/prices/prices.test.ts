import { createHttpClient, type HttpRequest } from '@streams/core/http';
import { createPrices } from '@streams/market/prices';
import { type Observable, mergeMap, takeUntil, timer } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const idsOf = (request: HttpRequest) => (new URL(request.url).searchParams.get('ids') ?? '').split(',');

/** Prices over a fake Price v3 that prices every mint at 1 and answers in 1 ms. */
const setup = (m: MarbleContext) => {
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((request) => {
    times.push(m.scheduler.now());
    return m.cold('-r|', { r: jsonResponse(Object.fromEntries(idsOf(request).map((id) => [id, { usdPrice: 1 }]))) });
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
  const prices = createPrices({ http, priceApi: 'http://sim/price/v3', scheduler: m.scheduler });
  /** Observes `mint` from frame `at` for `forMs`. */
  const watch = (mint: string, at: number, forMs: number): Observable<unknown> =>
    timer(at, m.scheduler).pipe(mergeMap(() => prices.price$(mint).pipe(takeUntil(timer(forMs, m.scheduler)))));
  return { prices, requests, times, watch };
};

describe('prices: Price API batching (T24)', () => {
  it(
    '1,000 distinct mints asked for in one window go out as exactly 20 calls of 50, when the 250 ms window closes',
    marbles((m) => {
      const { requests, times, watch } = setup(m);
      const mints = Array.from({ length: 1000 }, (_, index) => `mint${index}`);
      for (const mint of mints) watch(mint, 0, 1000).subscribe();
      m.flush();
      expect(requests).toHaveLength(20);
      expect(requests.map((request) => idsOf(request).length)).toEqual(Array.from({ length: 20 }, () => 50));
      expect(new Set(requests.flatMap(idsOf)).size).toBe(1000);
      expect(new Set(times)).toEqual(new Set([250]));
    }),
  );

  it(
    'a mint asked for 249 ms after the first joins its call, which goes out at 250 ms',
    marbles((m) => {
      const { requests, times, watch } = setup(m);
      watch('a', 0, 1000).subscribe();
      watch('b', 249, 1000).subscribe();
      m.flush();
      expect(requests.map(idsOf)).toEqual([['a', 'b']]);
      expect(times).toEqual([250]);
    }),
  );

  it(
    'a price is refetched every 60 s while observed (counted from the subscription), through the batch window',
    marbles((m) => {
      const { times, watch } = setup(m);
      watch('a', 0, 125_000).subscribe();
      m.flush();
      expect(times).toEqual([250, 60_250, 120_250]);
    }),
  );

  it(
    'answers land in the price cache, stamped with the fetch time',
    marbles((m) => {
      const { prices, watch } = setup(m);
      watch('a', 0, 300).subscribe();
      m.flush();
      expect(prices.cached('a')).toEqual({ usd: 1, timestamp: 251, source: 'jup' });
      expect(prices.cached('unknown')).toBeUndefined();
    }),
  );
});
