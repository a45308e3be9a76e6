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

describe('verified token list: cancellation and the session cache (subscription logs)', () => {
  it(
    'leaving the picker before the list comes cancels the request; the next visit asks again, and a loaded list is never asked for again',
    marbles((m) => {
      const tokens = [{ address: SOL.id, name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, tags: ['verified', 'strict'] }];
      const answer = m.cold('5ms (r|)', { r: jsonResponse([SOL]) });
      const { transport, requests } = createFakeTransport(() => answer);
      const logger = createRecordingLogger();
      const list = createVerifiedTokenList({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        tokensApi: 'http://sim/tokens/v2',
        storage: createMemoryStorage(),
        logger,
        scheduler: m.scheduler,
      });
      const ready: VerifiedListState = { status: 'ready', tokens, source: 'network' };
      // Opened at 0 and closed at 2; opened again at 10 (answered at 15); a third visit at 30 takes the kept list.
      m.expect(list.state$, '^-!').toBeObservable('l', { l: loading });
      m.expect(list.state$, '10ms ^ 9ms !').toBeObservable('10ms l 4ms (n|)', { l: loading, n: ready });
      m.expect(list.state$, '30ms ^ 9ms !').toBeObservable('30ms (n|)', { n: ready });
      // The first request is let go at 2 (the list is kept for the scheduler's next turn, then dropped).
      m.expect(answer).toHaveSubscriptions(['^-!', '10ms ^ 4ms !']);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'leaving while a failed fetch waits for its 1 s retry (T41) stops the retries',
    marbles((m) => {
      const retryDelay = m.time('1000ms |'); // T41
      const failing = m.cold('#');
      const { transport, requests } = createFakeTransport(() => failing);
      const logger = createRecordingLogger();
      const list = createVerifiedTokenList({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        tokensApi: 'http://sim/tokens/v2',
        storage: createMemoryStorage(),
        logger,
        scheduler: m.scheduler,
      });
      // Left at 1,500: the retry at 1,000 was asked, the one due at 2,000 never is.
      m.expect(list.state$, `^ ${retryDelay + 499}ms !`).toBeObservable('l', { l: loading });
      m.expect(failing).toHaveSubscriptions(['(^!)', `${retryDelay}ms (^!)`]);
      m.flush();
      expect(requests).toHaveLength(2);
      expect(logger.messages('warn')).toEqual([]);
    }),
  );
});
