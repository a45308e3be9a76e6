import { batchKeys, chunk } from '@streams/core/batchKeys';
import { assetLookupBatchPolicy, priceBatchPolicy, tokenInfoQueuePolicy } from '@streams/core/batchPolicies';
import { NEVER, concat, from } from 'rxjs';
import { marbles } from '../../support/marbles';

const mints = (count: number) => Array.from({ length: count }, (_, i) => `mint${i}`);

describe('request batching', () => {
  it(
    'T25: asset lookups collected for 10 ms from the first key, de-duplicated',
    marbles((m) => {
      const keys = m.hot('  -a 2ms b 2ms a 19ms c 3ms |');
      const expected = '    - 10ms x 19ms (y|)';
      m.expect(keys.pipe(batchKeys(assetLookupBatchPolicy, m.scheduler))).toBeObservable(expected, {
        x: ['a', 'b'],
        y: ['c'],
      });
    }),
  );

  it(
    'T23: the token-info queue flushes 2 s after the first unseen mint; a mint after the flush waits for the next',
    marbles((m) => {
      const keys = m.hot('  a 1998ms b 1ms c');
      const expected = '    2000ms x 2000ms y';
      m.expect(keys.pipe(batchKeys(tokenInfoQueuePolicy, m.scheduler))).toBeObservable(expected, { x: ['a', 'b'], y: ['c'] });
    }),
  );

  it(
    'T24: 120 price requests within 250 ms go out as chunks of 50, 50 and 20',
    marbles((m) => {
      const all = mints(120);
      const keys = concat(from(all), NEVER);
      m.expect(keys.pipe(batchKeys(priceBatchPolicy, m.scheduler))).toBeObservable('250ms (xyz)', {
        x: all.slice(0, 50),
        y: all.slice(50, 100),
        z: all.slice(100),
      });
    }),
  );

  it.each([
    ['T23 token-info queue', tokenInfoQueuePolicy, '2000ms (xy)'],
    ['T25 asset lookups', assetLookupBatchPolicy, '10ms (xy)'],
  ] as const)('%s: one window of 60 keys goes out as chunks of 50 and 10', (_name, policy, expected) =>
    marbles((m) => {
      const all = mints(60);
      m.expect(concat(from(all), NEVER).pipe(batchKeys(policy, m.scheduler))).toBeObservable(expected, {
        x: all.slice(0, 50),
        y: all.slice(50),
      });
    })(),
  );

  it(
    'cancellation: unsubscribing inside a window emits nothing and leaves the source',
    marbles((m) => {
      const keys = m.hot('  -a-b--------c');
      const subs = '        ^----!';
      m.expect(keys.pipe(batchKeys(assetLookupBatchPolicy, m.scheduler)), subs).toBeObservable('------');
      m.expect(keys).toHaveSubscriptions(subs);
    }),
  );

  it(
    'an error from the source ends the batching with that error',
    marbles((m) => {
      const keys = m.hot('  -a--#');
      m.expect(keys.pipe(batchKeys(assetLookupBatchPolicy, m.scheduler))).toBeObservable('----#');
    }),
  );

  it('chunk splits evenly and keeps the remainder', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 50)).toEqual([]);
  });
});
