import { createMemoryStorage } from '@streams/core/ports';
import { PRICE_CACHE_KEY, createPriceCache } from '@streams/prices/priceCache';
import { dropOldPrices } from '@streams/prices/priceRecord';
import { map, timer } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const FIVE_DAYS = 432_000_000;

describe('price cache: prices older than 5 days are dropped (T42)', () => {
  it(
    'a price set at 0 is still read at 5 days and gone 1 ms later',
    marbles((m) => {
      const cache = createPriceCache({ storage: createMemoryStorage(), logger: createRecordingLogger(), scheduler: m.scheduler });
      cache.put([['a', { usd: 2, timestamp: 0, source: 'jup' }]]);
      const read = (at: number) => timer(at, m.scheduler).pipe(map(() => cache.get('a')?.usd ?? 'none'));
      m.expect(read(432_000_000)).toBeObservable('432000000ms (a|)', { a: 2 });
      m.expect(read(432_000_001)).toBeObservable('432000001ms (n|)', { n: 'none' });
    }),
  );

  it(
    'stored prices are read back zod-checked, without those older than 5 days',
    marbles((m) => {
      const storage = createMemoryStorage({
        [PRICE_CACHE_KEY]: JSON.stringify({
          kept: { usd: 1, timestamp: -FIVE_DAYS, source: 'jup' },
          dropped: { usd: 1, timestamp: -FIVE_DAYS - 1, source: 'birdeye' },
        }),
      });
      const cache = createPriceCache({ storage, logger: createRecordingLogger(), scheduler: m.scheduler });
      expect(cache.get('kept')).toEqual({ usd: 1, timestamp: -FIVE_DAYS, source: 'jup' });
      expect(cache.get('dropped')).toBeUndefined();
    }),
  );

  it(
    'a price older than 5 days is never taken in, and an older price never replaces a newer one',
    marbles((m) => {
      const storage = createMemoryStorage();
      const cache = createPriceCache({ storage, logger: createRecordingLogger(), scheduler: m.scheduler });
      cache.put([['old', { usd: 1, timestamp: -FIVE_DAYS - 1, source: 'birdeye' }]]);
      cache.put([['a', { usd: 3, timestamp: 0, source: 'jup' }]]);
      cache.put([['a', { usd: 2, timestamp: -5, source: 'jup' }]], { persist: true });
      expect(cache.get('old')).toBeUndefined();
      expect(cache.get('a')?.usd).toBe(3);
      expect(JSON.parse(storage.getItem(PRICE_CACHE_KEY) ?? '{}')).toEqual({ a: { usd: 3, timestamp: 0, source: 'jup' } });
    }),
  );

  it('stored prices that are not JSON or fail the schema are logged and ignored', () => {
    for (const text of ['{nope', JSON.stringify({ a: { usd: 'one', timestamp: 0, source: 'jup' } })]) {
      const logger = createRecordingLogger();
      const cache = createPriceCache({
        storage: createMemoryStorage({ [PRICE_CACHE_KEY]: text }),
        logger,
        scheduler: {
          now: () => 0,
          schedule: () => {
            throw new Error('unused');
          },
        },
      });
      expect(cache.get('a')).toBeUndefined();
      expect(logger.messages('warn')).toHaveLength(1);
    }
  });

  it('dropOldPrices keeps prices up to exactly 5 days old', () => {
    const record = (timestamp: number) => ({ usd: 1, timestamp, source: 'jup' as const });
    expect(Object.keys(dropOldPrices({ a: record(0), b: record(1) }, FIVE_DAYS + 1))).toEqual(['b']);
  });
});
