import { createHttpClient } from '@streams/core/http';
import { HttpTimeoutError } from '@streams/core/httpErrors';
import { createActivities, nearEnd } from '@streams/portfolio/activities';
import { createPortfolios } from '@streams/portfolio/portfolio';
import { NATIVE_MINT, createHoldings } from '@streams/wallet/holdings';
import { createTokenInfoResolver } from '@streams/wallet/tokenInfo';
import { distinctUntilChanged, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const emptyPortfolio = { value: 0, elements: [], tokenInfo: { solana: {} } };
const holdings = { amount: '2000000000', uiAmount: 2, uiAmountString: '2', tokens: {} };

const client = (m: MarbleContext, answer: (url: string, call: number) => string, bodies: Record<string, unknown>) => {
  const values = Object.fromEntries(Object.entries(bodies).map(([key, body]) => [key, jsonResponse(body)]));
  const fake = createFakeTransport((request, index) => m.cold(answer(request.url, index), values));
  return { http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger: createRecordingLogger() }), requests: fake.requests };
};

describe('portfolio (T09: refetch 60 s, stale after 2 s)', () => {
  it(
    'fetches on subscription, turns stale 2,000 ms after each answer, refetches every 60,000 ms',
    marbles((m) => {
      const { http, requests } = client(m, () => '-r|', { r: emptyPortfolio });
      const portfolios = createPortfolios({ http, api: 'http://sim', scheduler: m.scheduler });
      const states = portfolios
        .portfolio$('Wallet1')
        .pipe(map((state) => (state.status === 'ready' ? (state.refreshing ? 'r' : state.stale ? 's' : 'f') : state.status[0])));
      // The fake service answers one frame after each request.
      m.expect(states, '^ 62100ms !').toBeObservable('lf 1999ms s 57998ms rf 1999ms s', { l: 'l', f: 'f', s: 's', r: 'r' });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/portfolio/fetchJup?address=Wallet1&addressSystem=solana');
      expect(requests).toHaveLength(2);
    }),
  );
});

describe('holdings (T26: cache 20 s, timeout 60 s)', () => {
  it(
    'a holdings request that does not answer within 60,000 ms fails (the 20 s refetch does not restart it)',
    marbles((m) => {
      const { http } = client(m, () => '---', {});
      const store = createHoldings({ http, rpc: undefined, ultraApi: 'http://sim/ultra/v1', scheduler: m.scheduler });
      m.expect(store.holdings$('W').pipe(map((state) => (state.status === 'error' ? state.error : state.status))), '^ 60001ms !').toBeObservable(
        'l 59999ms (el)',
        {
          // …and the refetch due at the same moment starts a fresh attempt.
          l: 'loading',
          e: new HttpTimeoutError('Ultra API /holdings', 'http://sim/ultra/v1/holdings/W', 60000),
        },
      );
    }),
  );

  it(
    'holdings are cached for 20,000 ms: a second look within it costs no request, and they refresh after it',
    marbles((m) => {
      const { http, requests } = client(m, () => 'r|', { r: holdings });
      const store = createHoldings({ http, rpc: undefined, ultraApi: 'http://sim/ultra/v1', scheduler: m.scheduler });
      const sol = store.holdings$('W').pipe(
        map((state) => (state.status === 'ready' ? String(state.value[0]?.amount) : state.status)),
        distinctUntilChanged(),
      );
      m.expect(sol, '^ 20001ms !').toBeObservable('(la)', { l: 'loading', a: '2000000000' });
      m.expect(store.holdings$('W').pipe(map((state) => state.status)), '5000ms ^ 10ms !').toBeObservable('5000ms r', { r: 'ready' });
      m.flush();
      // subscribed from 0: fetched at 0 and again at 20,000 (cache time)
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'held$: one token of the wallet in base units, undefined while loading and 0 when not held; a refetch with the same amount says nothing',
    marbles((m) => {
      const { http } = client(m, () => '-r|', { r: holdings });
      const store = createHoldings({ http, rpc: undefined, ultraApi: 'http://sim/ultra/v1', scheduler: m.scheduler });
      m.expect(store.held$('W', NATIVE_MINT), '^ 25000ms !').toBeObservable('ab', { a: undefined, b: 2_000_000_000n });
      m.expect(store.held$('W', 'NotHeld111'), '^ 25000ms !').toBeObservable('ab', { a: undefined, b: 0n });
    }),
  );
});

describe('token-info queue (T23: every 2 s, chunks of 50)', () => {
  const resolverOf = (m: MarbleContext, answer: (url: string, call: number) => string, bodies: Record<string, unknown>) => {
    const { http, requests } = client(m, answer, bodies);
    const logger = createRecordingLogger();
    return { resolver: createTokenInfoResolver({ http, marketApi: 'http://sim', scheduler: m.scheduler, logger }), requests, logger };
  };
  const unverified = { id: 'MintA', name: 'A', symbol: 'A', isVerified: false };
  const verified = { ...unverified, isVerified: true };
  const tick = (asset: { isVerified?: boolean | null } | undefined) => (asset === undefined ? 'none' : asset.isVerified ? 'verified' : 'unverified');

  it(
    'unseen mints wait for the 2,000 ms flush and go out together; a known one is never queued',
    marbles((m) => {
      const assets = [
        { id: 'MintA', name: 'A', symbol: 'A' },
        { id: 'MintB', name: 'B', symbol: 'B' },
      ];
      const { resolver, requests } = resolverOf(m, () => 'r|', { r: assets });
      resolver.remember({ id: 'Known', name: 'K', symbol: 'K' });
      // Kept for the session: a watcher stays open for a refresh (below), so nothing completes.
      m.expect(resolver.info$('MintA').pipe(map((asset) => asset?.symbol))).toBeObservable('2000ms a', { a: 'A' });
      m.expect(resolver.info$('MintB').pipe(map((asset) => asset?.symbol)), '500ms ^').toBeObservable('2000ms b', { b: 'B' });
      m.expect(resolver.info$('Known').pipe(map((asset) => asset?.symbol))).toBeObservable('k', { k: 'K' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/assets?ids=MintA,MintB']);
    }),
  );

  it(
    'a refresh asks again through the queue (2,000 ms after it): the watcher keeps its answer until the new one comes',
    marbles((m) => {
      const { resolver, requests } = resolverOf(m, (_url, call) => (call === 0 ? 'r|' : 's|'), { r: [unverified], s: [verified] });
      m.scheduler.schedule(() => resolver.refresh('MintA'), 3000);
      // First answer at 2,000; the refresh at 3,000 joins a new window that flushes at 5,000.
      m.expect(resolver.info$('MintA').pipe(map(tick))).toBeObservable('2000ms u 2999ms v', { u: 'unverified', v: 'verified' });
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'a refresh that fails keeps what was known and says so in the log',
    marbles((m) => {
      const { resolver, logger } = resolverOf(m, (_url, call) => (call === 0 ? 'r|' : '#'), { r: [unverified] });
      m.scheduler.schedule(() => resolver.refresh('MintA'), 3000);
      m.expect(resolver.info$('MintA').pipe(map(tick))).toBeObservable('2000ms u', { u: 'unverified' });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Token info refresh failed; kept what was known']);
    }),
  );

  it(
    'a remembered mint no one watches yet still takes a refresh; a mint never asked for sends nothing',
    marbles((m) => {
      const { resolver, requests } = resolverOf(m, () => 's|', { s: [verified] });
      resolver.remember(unverified);
      m.scheduler.schedule(() => resolver.refresh('MintA'), 1000);
      m.scheduler.schedule(() => resolver.refresh('NeverAsked'), 1000);
      // The refresh at 1,000 is answered at 3,000; a watcher from 4,000 gets the new answer.
      m.expect(resolver.info$('MintA').pipe(map(tick)), '4000ms ^').toBeObservable('4000ms v', { v: 'verified' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/assets?ids=MintA']);
    }),
  );
});

describe('activities (T04: within 10 px of the end, debounced 50 ms)', () => {
  it(
    'asks for more only near the end, once the scrolling pauses for 50 ms',
    marbles((m) => {
      const far = { scrollTop: 0, scrollHeight: 1000, clientHeight: 400 };
      const close = { scrollTop: 590, scrollHeight: 1000, clientHeight: 400 };
      const tooFar = { scrollTop: 589, scrollHeight: 1000, clientHeight: 400 };
      // b is 10 px from the end (near), c 11 px (not): b at 3 → 53; c alone at 104 asks nothing; b at 205 → 255
      const scrolls = m.hot('  -a-b 100ms c 100ms b', { a: far, b: close, c: tooFar });
      m.expect(scrolls.pipe(nearEnd(m.scheduler))).toBeObservable('- 52ms x 201ms x', { x: undefined });
    }),
  );

  it(
    'loads page after page on request, then says End of list',
    marbles((m) => {
      const page = (n: number, more: boolean) => ({
        histories: [
          { inputMint: 'A', outputMint: 'B', inputAmount: n, outputAmount: n, rate: 1, timestamp: n, action: 'Swap', txHash: `tx${n}`, platform: 'sim' },
        ],
        hasMoreData: more,
      });
      const { http, requests } = client(m, (_url, call) => (call === 0 ? '-p|' : '-q|'), { p: page(1, true), q: page(2, false) });
      const activities = createActivities({ http, api: 'http://sim', logger: createRecordingLogger(), scheduler: m.scheduler });
      const more = m.hot<void>('  -----m---m', { m: undefined });
      m.expect(activities.feed('W', 'SWAP', more).pipe(map((feed) => `${feed.status}:${feed.items.length}`))).toBeObservable('lr---n(e|)', {
        l: 'loading:0',
        r: 'ready:1',
        n: 'loadingMore:1',
        e: 'end:2',
      });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v2/activities/W?page=1&product=SWAP',
        'http://sim/v2/activities/W?page=2&product=SWAP',
      ]);
      expect(requests[0]?.noCache).toBe(true);
    }),
  );

  it(
    "a failed page logs 'Failed to fetch user activities' with wallet, product, page and status",
    marbles((m) => {
      const logger = createRecordingLogger();
      const { transport } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse({ error: 'down' }, 503) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
      const activities = createActivities({ http, api: 'http://sim', logger, scheduler: m.scheduler });
      m.expect(activities.feed('W', 'LO', m.hot('')).pipe(map((feed) => feed.status))).toBeObservable('l(e|)', { l: 'loading', e: 'error' });
      m.flush();
      expect(logger.entries.find((entry) => entry.message === 'Failed to fetch user activities')?.context).toEqual({
        wallet: 'W',
        product: 'LO',
        page: 1,
        status: '503 ',
      });
    }),
  );
});
