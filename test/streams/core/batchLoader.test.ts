import { createBatchLoader } from '@streams/core/batchLoader';
import { assetLookupBatchPolicy } from '@streams/core/batchPolicies';
import type { Observable } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

/** A loader over a fake service that upper-cases what it knows and omits 'unknown'. */
const setup = (m: MarbleContext, answer: (call: number) => string = () => '--r|') => {
  const calls: string[][] = [];
  const loader = createBatchLoader<string, string>({
    scheduler: m.scheduler,
    policy: assetLookupBatchPolicy,
    fetchChunk: (keys): Observable<ReadonlyMap<string, string>> => {
      calls.push([...keys]);
      const known = keys.filter((key) => key !== 'unknown').map((key) => [key, key.toUpperCase()] as const);
      return m.cold(answer(calls.length - 1), { r: new Map(known) }, new Error('search down'));
    },
  });
  return { loader, calls };
};

describe('batch loader (T25 window)', () => {
  it(
    'lookups within 10 ms share one call; each gets its own value when the call answers',
    marbles((m) => {
      const { loader, calls } = setup(m);
      m.expect(loader.load('sol')).toBeObservable('         12ms (S|)', { S: 'SOL' });
      m.expect(loader.load('jup'), '---^').toBeObservable('12ms (J|)', { J: 'JUP' });
      m.expect(loader.load('sol'), '-----^').toBeObservable('12ms (S|)', { S: 'SOL' });
      m.expect(loader.load('unknown'), '-^').toBeObservable('12ms (u|)', { u: undefined });
      m.flush();
      expect(calls).toEqual([['sol', 'unknown', 'jup']]);
    }),
  );

  it(
    'a lookup after the window closes starts the next batch',
    marbles((m) => {
      const { loader, calls } = setup(m);
      m.expect(loader.load('sol')).toBeObservable('12ms (S|)', { S: 'SOL' });
      m.expect(loader.load('jup'), '11ms ^').toBeObservable('23ms (J|)', { J: 'JUP' });
      m.flush();
      expect(calls).toEqual([['sol'], ['jup']]);
    }),
  );

  it(
    'recovered error: a failed call fails only its own lookups; the next batch works',
    marbles((m) => {
      const { loader } = setup(m, (call) => (call === 0 ? '--#' : '--r|'));
      m.expect(loader.load('sol')).toBeObservable('12ms #', undefined, new Error('search down'));
      m.expect(loader.load('jup'), '20ms ^').toBeObservable('32ms (J|)', { J: 'JUP' });
    }),
  );

  it(
    'cancellation: when every lookup leaves inside the window, no call is made',
    marbles((m) => {
      const { loader, calls } = setup(m);
      m.expect(loader.load('sol'), '^ 4ms !').toBeObservable('');
      m.expect(loader.load('jup'), '--^ 2ms !').toBeObservable('');
      m.flush();
      expect(calls).toEqual([]);
    }),
  );

  it(
    'teardown: a lookup that leaves keeps the others of its batch alive',
    marbles((m) => {
      const { loader, calls } = setup(m);
      m.expect(loader.load('sol'), '^ 4ms !').toBeObservable('');
      m.expect(loader.load('jup'), '--^').toBeObservable('12ms (J|)', { J: 'JUP' });
      m.flush();
      expect(calls).toEqual([['sol', 'jup']]);
    }),
  );
});
