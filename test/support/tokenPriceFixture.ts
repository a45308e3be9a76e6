import { createMemoryStorage } from '@streams/core/ports';
import { createPriceCache } from '@streams/prices/priceCache';
import { createTokenPrice } from '@streams/prices/tokenPrice';
import { type Observable, defer } from 'rxjs';
import { createRecordingLogger } from './fakeLogger';
import type { MarbleContext } from './marbles';

/**
 * A token price (T12) over a fake fetch whose n-th call (from 0) answers `answer(n)`, with an
 * empty price cache the test may fill, and the times of the fetches.
 */
export const tokenPriceOver = (m: MarbleContext, answer: (call: number) => Observable<number | undefined>) => {
  const cache = createPriceCache({ storage: createMemoryStorage(), logger: createRecordingLogger(), scheduler: m.scheduler });
  const fetchTimes: number[] = [];
  const prices = createTokenPrice({
    scheduler: m.scheduler,
    cache,
    fetchPrice: () =>
      defer(() => {
        fetchTimes.push(m.scheduler.now());
        return answer(fetchTimes.length - 1);
      }),
  });
  return { cache, prices, fetchTimes };
};
