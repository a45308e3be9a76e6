import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { CHAIN_STATUS_FAILED, createChainHealth } from '@streams/network/chainHealth';
import { createMobileBanner } from '@streams/network/mobileBanner';
import { riskFlags$ } from '@streams/network/riskCheck';
import type { WalletState } from '@streams/wallet/walletSession';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const DAY = 86_400_000;

const http = (m: MarbleContext, answer: (url: string, index: number) => unknown) => {
  const logger = createRecordingLogger();
  const calls: string[] = [];
  const fake = createFakeTransport((request) => {
    calls.push(`${m.scheduler.now()}:${new URL(request.url).pathname}`);
    const body = answer(request.url, calls.length - 1);
    return body instanceof Error ? m.cold('#', {}, body) : m.cold('(r|)', { r: jsonResponse(body) });
  });
  return { client: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }), calls, logger };
};

describe('chain status and RPC health (T35)', () => {
  it(
    'the chain status is fetched now and every 60,000 ms; LOW_TPS is degraded',
    marbles((m) => {
      const { client, calls } = http(m, (_url, index) => ({ status: index === 0 ? 'OK' : 'LOW_TPS' }));
      const health = createChainHealth({
        http: client,
        statusUrl: 'http://sim/v1/chain/status',
        rpcUrl: () => 'http://rpc',
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
      });
      m.expect(health.status$.pipe(map((value) => value.status)), '^ 60001ms !').toBeObservable('o 59999ms d', { o: 'ok', d: 'degraded' });
      m.flush();
      expect(calls).toEqual(['0:/v1/chain/status', '60000:/v1/chain/status']);
    }),
  );

  it(
    "a failing chain status is retried 3 times 1,000 ms apart, then logged ('Failed to fetch chain status') and unknown",
    marbles((m) => {
      const { client, calls } = http(m, () => new TypeError('fetch failed'));
      const logger = createRecordingLogger();
      const health = createChainHealth({ http: client, statusUrl: 'http://sim/v1/chain/status', rpcUrl: () => 'http://rpc', scheduler: m.scheduler, logger });
      m.expect(health.status$.pipe(map((value) => value.status)), '^ 4000ms !').toBeObservable('3000ms u', { u: 'unknown' });
      m.flush();
      expect(calls.map((call) => Number(call.split(':')[0]))).toEqual([0, 1000, 2000, 3000]);
      expect(logger.messages('warn')).toEqual([CHAIN_STATUS_FAILED]);
    }),
  );

  it(
    "the chosen RPC's getSlot every 60,000 ms: a slot, or down when it fails",
    marbles((m) => {
      const urls: string[] = [];
      const { client } = http(m, (url, index) => (urls.push(url), index === 0 ? { jsonrpc: '2.0', id: 1, result: 1234 } : new TypeError('fetch failed')));
      let chosen = 'http://rpc-a';
      m.scheduler.schedule(() => (chosen = 'http://rpc-b'), 30_000);
      const health = createChainHealth({
        http: client,
        statusUrl: 'http://sim',
        rpcUrl: () => chosen,
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
      });
      m.expect(health.slot$.pipe(map((value) => (value.status === 'ok' ? value.slot : value.status))), '^ 60001ms !').toBeObservable('a 59999ms d', {
        a: 1234,
        d: 'down',
      });
      m.flush();
      expect(urls).toEqual(['http://rpc-a', 'http://rpc-b']);
    }),
  );

  it(
    'two watchers share one poll; when the last leaves, the round in flight is cancelled and no more are asked (subscription logs)',
    marbles((m) => {
      const refetch = m.time('60000ms |'); // T35
      const answer = m.cold('100ms (r|)', { r: jsonResponse({ status: 'OK' }) });
      const { transport, requests } = createFakeTransport(() => answer);
      const logger = createRecordingLogger();
      const health = createChainHealth({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        statusUrl: 'http://sim/v1/chain/status',
        rpcUrl: () => 'http://rpc',
        scheduler: m.scheduler,
        logger,
      });
      const status$ = health.status$.pipe(map((value) => value.status));
      m.expect(status$, '^ 30000ms !').toBeObservable('100ms o', { o: 'ok' });
      // The second watcher stays until 50 ms into the second round (asked at 60,000 ms).
      m.expect(status$, `50ms ^ ${refetch - 1}ms !`).toBeObservable('100ms o', { o: 'ok' });
      m.expect(answer).toHaveSubscriptions(['^ 99ms !', `${refetch}ms ^ 49ms !`]);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'a getSlot with no answer in 5,000 ms marks the RPC down and its request is aborted then (subscription logs)',
    marbles((m) => {
      const giveUp = m.time('5000ms |'); // T36
      const silent = m.cold('-');
      const { transport } = createFakeTransport(() => silent);
      const logger = createRecordingLogger();
      const health = createChainHealth({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        statusUrl: 'http://sim',
        rpcUrl: () => 'http://rpc',
        scheduler: m.scheduler,
        logger,
      });
      m.expect(health.slot$.pipe(map((value) => value.status)), `^ ${giveUp + 100}ms !`).toBeObservable(`${giveUp}ms d`, { d: 'down' });
      m.expect(silent).toHaveSubscriptions(`^ ${giveUp - 1}ms !`);
    }),
  );
});

describe('the mobile app banner (T22)', () => {
  it(
    'hidden for 259,200,000 ms (3 days) after a dismissal, then back; the dismissal is stored',
    marbles((m) => {
      const storage = createMemoryStorage();
      const banner = createMobileBanner({ storage, logger: createRecordingLogger(), scheduler: m.scheduler });
      m.scheduler.schedule(() => banner.dismiss(), 10);
      m.expect(banner.visible$, `^ ${3 * DAY + 20}ms !`).toBeObservable(`s 9ms h ${3 * DAY - 1}ms s`, { s: true, h: false });
      m.flush();
      expect(JSON.parse(storage.getItem('callisto.mobileBanner.dismissedAt') ?? '{}')).toEqual({ at: 10 });
    }),
  );
});

describe('the risk check on connect', () => {
  const connected = (publicKey: string): WalletState => ({
    status: 'connected',
    walletName: 'Quick Account',
    walletIcon: undefined,
    publicKey,
    kind: 'quick',
    autoSigns: true,
    canSignMessage: true,
  });
  it(
    'checks each wallet that connects once; Severe and High are flags, others pass; a failure (after 2 retries) lets it through',
    marbles((m) => {
      const risks: Record<string, unknown> = { good: { risk: 'Low' }, bad: { risk: 'Severe' }, high: { risk: 'High' } };
      const { client, calls, logger } = http(m, (url) => risks[url.split('/').pop() ?? ''] ?? new TypeError('fetch failed'));
      const wallet$ = m.cold<WalletState>('a-b-c-d 3000ms e', {
        a: connected('good'),
        b: connected('bad'),
        c: connected('bad'),
        d: connected('broken'),
        e: connected('high'),
      });
      m.expect(
        riskFlags$({ http: client, api: 'http://sim', walletState$: wallet$, logger, enabled: true }).pipe(map((flag) => `${flag.address}:${flag.risk}`)),
      ).toBeObservable('--b 3004ms e', { b: 'bad:Severe', e: 'high:High' });
      m.flush();
      expect(calls.filter((call) => call.endsWith('/broken'))).toHaveLength(3);
      expect(calls.filter((call) => call.endsWith('/bad'))).toHaveLength(1);
    }),
  );

  it(
    'disabled by the environment: no request at all',
    marbles((m) => {
      const { client, calls } = http(m, () => ({ risk: 'Severe' }));
      m.expect(
        riskFlags$({ http: client, api: 'http://sim', walletState$: m.cold('a', { a: connected('bad') }), logger: createRecordingLogger(), enabled: false }),
      ).toBeObservable('|');
      m.flush();
      expect(calls).toEqual([]);
    }),
  );
});
