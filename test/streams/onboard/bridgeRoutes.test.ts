import type { HttpResponse } from '@streams/core/http';
import { type RoutesRequest, createBridgeRoutes } from '@streams/onboard/bridgeRoutes';
import { jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { routesFor } from '../../support/fixtures/onboard';
import { apiWith } from './onboardFakes';

const request = (amount: bigint): RoutesRequest => ({ chain: 'ethereum', amount });

describe('the bridge routes for what is typed (T73)', () => {
  it(
    'are asked T73 (300 ms) after the last change; a newer amount drops the older one’s wait and read',
    marbles((m) => {
      const debounce = m.time('300ms |'); // T73
      const slow = m.cold<HttpResponse>('200ms (r|)', { r: jsonResponse(routesFor(10_000_000n)) });
      const { api, times, logger } = apiWith(m, (index) => (index === 0 ? slow : m.cold('(r|)', { r: jsonResponse(routesFor(100_000_000n)) })));
      const routes = createBridgeRoutes({ api, scheduler: m.scheduler, logger });
      const typed = m.hot('a 99ms a 299ms b 199ms b', { a: request(10_000_000n), b: request(100_000_000n) });
      m.expect(routes(typed), `^ 1000ms !`).toBeObservable(`a 399ms b ${debounce - 1}ms r`, {
        a: { status: 'loading', request: request(10_000_000n) },
        b: { status: 'loading', request: request(100_000_000n) },
        r: { status: 'ready', request: request(100_000_000n), routes: routesFor(100_000_000n) },
      });
      // The repeated 'a' restarts nothing; 'b' unsubscribes the read 'a' started at 300 ms.
      m.expect(slow).toHaveSubscriptions(`${debounce}ms ^ 99ms !`);
      m.flush();
      expect(times).toEqual([debounce, 400 + debounce]);
    }),
  );

  it(
    'an answer that fails says what the service said, for that request',
    marbles((m) => {
      const { api, logger } = apiWith(m, () => m.cold('(r|)', { r: jsonResponse({ error: 'Unknown source chain' }, 400) }));
      const routes = createBridgeRoutes({ api, scheduler: m.scheduler, logger });
      m.expect(routes(m.cold('a', { a: request(5n) }))).toBeObservable('a 299ms e', {
        a: { status: 'loading', request: request(5n) },
        e: { status: 'error', request: request(5n), message: 'Unknown source chain' },
      });
      m.expect(routes(m.cold('u', { u: undefined }))).toBeObservable('i', { i: { status: 'idle' } });
      m.flush();
    }),
  );
});
