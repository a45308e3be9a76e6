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

  it(
    'a failed call is treated as no config too, and never errors',
    marbles((m) => {
      const { config, logger } = setup(m, metadata, '-#');
      m.expect(config.state$, '^ 5ms !').toBeObservable('lu', { l: { status: 'loading' }, u: { status: 'ready', value: undefined, updatedAt: 1, stale: false, refreshing: false } });
      m.flush();
      expect(logger.messages('warn')).toContain('Remote config ignored');
    }),
  );
});
