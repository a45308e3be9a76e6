import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { VERIFIED_TOKENS_KEY, type VerifiedListState, createVerifiedTokenList } from '@streams/prices/verifiedTokens';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const SOL = { id: 'So11111111111111111111111111111111111111112', name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, isVerified: true, tags: ['strict'] };
const stored = [{ address: 'cached', name: 'Cached', symbol: 'CCH', decimals: 6, tags: ['verified'] }];

const setup = (m: MarbleContext, answer: (call: number) => string, storage = createMemoryStorage()) => {
  const times: number[] = [];
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    return m.cold(answer(index), { r: jsonResponse([SOL]), b: jsonResponse({ oops: true }) });
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const list = createVerifiedTokenList({ http, tokensApi: 'http://sim/tokens/v2', storage, logger, scheduler: m.scheduler });
  return { list, requests, times, storage, logger };
};

const loading: VerifiedListState = { status: 'loading' };

describe('verified token list (T41)', () => {
  it(
    'a failing fetch is retried 3 times 1 s apart, then the cached list is used',
    marbles((m) => {
      const { list, times, logger } = setup(m, () => '#', createMemoryStorage({ [VERIFIED_TOKENS_KEY]: JSON.stringify(stored) }));
      m.expect(list.state$).toBeObservable('l 2999ms (c|)', { l: loading, c: { status: 'ready', tokens: stored, source: 'cache' } });
      m.flush();
      expect(times).toEqual([0, 1000, 2000, 3000]);
      expect(logger.messages('warn')).toContain('Token list fetch failed; using the cached list');
    }),
  );

  it(
    'a payload that fails its schema is retried the same way; without a cached list the state is an error',
    marbles((m) => {
      const { list, times } = setup(m, () => '-b|');
      m.expect(list.state$).toBeObservable('l 3003ms (e|)', {
        l: loading,
        e: { status: 'error', error: expect.objectContaining({ message: 'Invalid token list response structure from Tokens API' }) },
      });
      m.flush();
      expect(times).toEqual([0, 1001, 2002, 3003]);
    }),
  );

  it(
    'a list from the network is stored (as token info: verified by tag) and kept for the session',
    marbles((m) => {
      const { list, requests, storage } = setup(m, (call) => (call === 0 ? '#' : '-r|'));
      const tokens = [{ address: SOL.id, name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, tags: ['verified', 'strict'] }];
      m.expect(list.state$).toBeObservable('l 1000ms n|', { l: loading, n: { status: 'ready', tokens, source: 'network' } });
      m.flush();
      expect(JSON.parse(storage.getItem(VERIFIED_TOKENS_KEY) ?? '[]')).toEqual(tokens);
      const again: VerifiedListState[] = [];
      list.state$.subscribe((state) => again.push(state));
      expect(again).toEqual([{ status: 'ready', tokens, source: 'network' }]);
      expect(requests).toHaveLength(2);
    }),
  );
});
