import { createHttpClient } from '@streams/core/http';
import { createPrices } from '@streams/market/prices';
import { EMPTY, timer } from 'rxjs';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

describe('prices seen elsewhere', () => {
  it(
    'are remembered with the time they were seen, and asking the Price API is not needed for them',
    marbles((m) => {
      const { transport, requests } = createFakeTransport(() => EMPTY);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      const prices = createPrices({ http, priceApi: 'http://sim/price/v3', scheduler: m.scheduler });
      timer(5, m.scheduler).subscribe(() =>
        prices.remember([
          ['A', 2.5],
          ['B', 0.01],
        ]),
      );
      m.scheduler.flush();
      expect(prices.cached('A')).toEqual({ usd: 2.5, timestamp: 5, source: 'jup' });
      expect(prices.cached('B')).toEqual({ usd: 0.01, timestamp: 5, source: 'jup' });
      expect(prices.cached('C')).toBeUndefined();
      expect(requests).toHaveLength(0);
    }),
  );
});
