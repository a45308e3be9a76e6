import { createHttpClient, type HttpRequest, type HttpResponse } from '@streams/core/http';
import { createPrices } from '@streams/market/prices';
import { type Observable, defer, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const idsOf = (request: HttpRequest) => (new URL(request.url).searchParams.get('ids') ?? '').split(',');

/**
 * Prices over a fake Price v3 that prices every mint it is asked for at 1, one frame after the
 * call. Every call subscribes to the one cold `answer$`, so its subscription log is the log of
 * Price API calls: when each went out and when it ended.
 */
const setup = (m: MarbleContext) => {
  const answer$ = m.cold<'r'>('-r|');
  const { transport, requests } = createFakeTransport((request): Observable<HttpResponse> => {
    const body = Object.fromEntries(idsOf(request).map((id) => [id, { usdPrice: 1 }]));
    return answer$.pipe(map(() => jsonResponse(body)));
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
  const prices = createPrices({ http, priceApi: 'http://sim/price/v3', scheduler: m.scheduler });
  /** price$(mint) as its status letter: l loading, r ready, s stale, f refreshing. */
  const status$ = (mint: string) =>
    defer(() => prices.price$(mint)).pipe(map((state) => (state.status !== 'ready' ? state.status[0] : state.refreshing ? 'f' : state.stale ? 's' : 'r')));
  return { prices, answer$, requests, status$ };
};

describe('prices: Price API batching (T24)', () => {
  it(
    '1,000 distinct mints asked for in one window go out as exactly 20 calls of 50, when the 250 ms window closes',
    marbles((m) => {
      const { answer$, requests, prices } = setup(m);
      const watchers = '^ 999ms !';
      for (let index = 0; index < 1000; index += 1)
        m.expect(prices.price$(`mint${index}`), watchers).toBeObservable(
          m.cold('l 250ms r', { l: { status: 'loading' }, r: { status: 'ready', value: 1, updatedAt: 251, stale: false, refreshing: false } }),
        );
      m.expect(answer$).toHaveSubscriptions(Array.from({ length: 20 }, () => '250ms ^!'));
      m.flush();
      expect(requests.map((request) => idsOf(request).length)).toEqual(Array.from({ length: 20 }, () => 50));
      expect(new Set(requests.flatMap(idsOf)).size).toBe(1000);
    }),
  );

  it(
    'a mint asked for 249 ms after the first joins its call, which goes out at 250 ms',
    marbles((m) => {
      const { answer$, requests, status$ } = setup(m);
      m.expect(status$('a'), '      ^ 999ms !').toBeObservable('      l 250ms r');
      m.expect(status$('b'), '249ms ^ 999ms !').toBeObservable('249ms l 1ms   r');
      m.expect(answer$).toHaveSubscriptions('250ms ^!');
      m.flush();
      expect(requests.map(idsOf)).toEqual([['a', 'b']]);
    }),
  );

  it(
    'a price is refetched every 60 s while observed (counted from the subscription), through the batch window',
    marbles((m) => {
      const { answer$, status$ } = setup(m);
      // Refreshing from 60 s after the subscription; the answer lands 251 ms later (window + 1 ms):
      // the refetched value first (still refreshing), then the settled state in the same frame.
      m.expect(status$('a'), '^ 125000ms !').toBeObservable('l 250ms r 59748ms f 250ms (fr) 59745ms f 250ms (fr)');
      m.expect(answer$).toHaveSubscriptions(['250ms ^!', '60250ms ^!', '120250ms ^!']);
    }),
  );

  it(
    'answers land in the price cache, stamped with the fetch time',
    marbles((m) => {
      const { prices, status$ } = setup(m);
      m.expect(status$('a'), '^ 300ms !').toBeObservable('l 250ms r');
      m.flush();
      expect(prices.cached('a')).toEqual({ usd: 1, timestamp: 251, source: 'jup' });
      expect(prices.cached('unknown')).toBeUndefined();
    }),
  );
});
