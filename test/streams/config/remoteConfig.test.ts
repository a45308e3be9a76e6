import { type RemoteConfig, createRemoteConfig } from '@streams/config/remoteConfig';
import { createHttpClient } from '@streams/core/http';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const metadata: RemoteConfig = {
  swapSettings: { excludedAmms: ['Foo'], bannedTokens: ['bad1', 'bad2'], blockhashSlotsToExpiry: 120, swapProfile: { key: 'k1', defaultProfile: 'auto' } },
  perpsSettings: { v2AsDefault: true },
};

const setup = (m: MarbleContext, body: unknown, answer = '-r|') => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(() => m.cold(answer, { r: jsonResponse(body) }));
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const config = createRemoteConfig({ http, url: 'http://sim/remoteConfig/metadata.json', scheduler: m.scheduler, logger });
  return { config, requests, logger };
};

describe('remote config (T15)', () => {
  it(
    'loads the metadata, which turns stale 60 s after it arrived',
    marbles((m) => {
      const { config } = setup(m, metadata);
      m.expect(config.state$, '^ 60005ms !').toBeObservable('lv 59999ms s', {
        l: { status: 'loading' },
        v: { status: 'ready', value: metadata, updatedAt: 1, stale: false, refreshing: false },
        s: { status: 'ready', value: metadata, updatedAt: 1, stale: true, refreshing: false },
      });
    }),
  );

  it(
    'banned tokens are a set: empty while loading, then the configured mints',
    marbles((m) => {
      const { config } = setup(m, metadata);
      m.expect(config.bannedTokens$, '^ 5ms !').toBeObservable('eb', { e: new Set(), b: new Set(['bad1', 'bad2']) });
    }),
  );

  it(
    'a payload that fails its schema is logged and treated as no config',
    marbles((m) => {
      const { config, logger } = setup(m, { swapSettings: { bannedTokens: 'all of them' } });
      m.expect(config.config$, '^ 5ms !').toBeObservable('u', { u: undefined });
      m.expect(config.bannedTokens$, '^ 5ms !').toBeObservable('e', { e: new Set() });
      m.flush();
      expect(logger.messages('warn')).toContain('Remote config ignored');
    }),
  );

  it.each([
    ['a ban list of 1,001 entries', { swapSettings: { bannedTokens: Array.from({ length: 1001 }, (_, index) => `mint${index}`) } }],
    ['an AMM label of 101 characters', { swapSettings: { excludedAmms: ['x'.repeat(101)] } }],
    ['a profile key that is not text', { swapSettings: { swapProfile: { key: 3, defaultProfile: 'auto' } } }],
    ['a default profile the app does not have', { swapSettings: { swapProfile: { key: 'k', defaultProfile: 'sometimes' } } }],
    ['a profile key of 101 characters', { swapSettings: { swapProfile: { key: 'k'.repeat(101), defaultProfile: 'auto' } } }],
    ['a blockhash life beyond 150 slots', { swapSettings: { blockhashSlotsToExpiry: 151 } }],
  ])('bounded: %s is refused, logged and treated as no config', (_name, body) => {
    marbles((m) => {
      const { config, logger } = setup(m, body);
      m.expect(config.config$, '^ 5ms !').toBeObservable('u', { u: undefined });
      m.flush();
      expect(logger.messages('warn')).toContain('Remote config ignored');
    })();
  });

  it(
    'lists and texts at their bounds are kept',
    marbles((m) => {
      const full = { swapSettings: { bannedTokens: Array.from({ length: 1000 }, () => 'b'.repeat(100)), blockhashSlotsToExpiry: 150 } };
      const { config } = setup(m, full);
      m.expect(config.config$, '^ 5ms !').toBeObservable('uv', { u: undefined, v: full });
    }),
  );

  it(
    'a failed call is treated as no config too, and never errors',
    marbles((m) => {
      const { config, logger } = setup(m, metadata, '-#');
      m.expect(config.state$, '^ 5ms !').toBeObservable('lu', {
        l: { status: 'loading' },
        u: { status: 'ready', value: undefined, updatedAt: 1, stale: false, refreshing: false },
      });
      m.flush();
      expect(logger.messages('warn')).toContain('Remote config ignored');
    }),
  );

  it(
    'one request serves every reader; a reader within 60 s (T15) of the answer reuses it, a later one asks again',
    marbles((m) => {
      const stale = m.time('60000ms |'); // T15
      const first = m.cold('-r|', { r: jsonResponse(metadata) });
      const second = m.cold('----r|', { r: jsonResponse(metadata) });
      const answers = [first, second];
      const logger = createRecordingLogger();
      const { transport, requests } = createFakeTransport((_request, index) => answers[index]!);
      const config = createRemoteConfig({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        url: 'http://sim/remoteConfig/metadata.json',
        scheduler: m.scheduler,
        logger,
      });
      const ready = (updatedAt: number, isStale = false, refreshing = false) => ({
        status: 'ready' as const,
        value: metadata,
        updatedAt,
        stale: isStale,
        refreshing,
      });
      // Search and the swap form read it at once (0 to 10): one request, answered at 1.
      m.expect(config.config$, '^ 9ms !').toBeObservable('uv', { u: undefined, v: metadata });
      m.expect(config.bannedTokens$, '^ 9ms !').toBeObservable('eb', { e: new Set(), b: new Set(['bad1', 'bad2']) });
      // A reader at 60,000: the answer is 59,999 ms old, reused, and stale 1 ms later (nothing asked while it reads).
      m.expect(config.state$, `${stale}ms ^ 9ms !`).toBeObservable(`${stale}ms ab`, { a: ready(1), b: ready(1, true) });
      // A reader at 60,100: the stale value is shown, refreshing, until the new answer 4 ms later.
      const later = stale + 100;
      m.expect(config.state$, `${later}ms ^ 9ms !`).toBeObservable(`${later}ms (ab) c`, {
        a: ready(1, true),
        b: ready(1, true, true),
        c: ready(later + 4),
      });
      m.expect(first).toHaveSubscriptions('^-!');
      m.expect(second).toHaveSubscriptions(`${later}ms ^----!`);
      m.flush();
      expect(requests).toHaveLength(2);
      expect(requests.every((request) => request.noCache === true)).toBe(true);
    }),
  );
});
