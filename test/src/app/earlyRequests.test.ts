import { NEVER, asyncScheduler, of, throwError } from 'rxjs';
import { clearEarlyRequests, startEarlyRequest, withEarlyRequests } from '@/app/earlyRequests';
import { landingRequestUrl } from '@/app/landingRequest';
import { warmLanding } from '@/app/warmLanding';
import { resolveConfig } from '@streams/core/config/resolveConfig';
import type { FetchLike } from '@streams/core/fetchTransport';
import type { HttpRequest } from '@streams/core/http';
import { createMemoryStorage, silentLogger } from '@streams/core/ports';
import { createStreams } from '@streams/graph';

type Init = Parameters<FetchLike>[1];
const answer = (body: string) => ({ status: 200, statusText: 'OK', headers: { forEach: () => undefined }, text: async () => body });
const get = (signal = new AbortController().signal): Init => ({ method: 'GET', headers: {}, signal, redirect: 'error' });

/** The URL the app's own list asks for first on this visit (the graph and warmLanding, as main.tsx wires them). */
const appsFirstListUrl = (pathname: string, search: string, stored: Record<string, string>): string | undefined => {
  const storage = createMemoryStorage(stored);
  const asked: string[] = [];
  const config = resolveConfig({ search, storage, logger: silentLogger });
  const streams = createStreams(config, {
    scheduler: asyncScheduler,
    frameScheduler: asyncScheduler,
    socket: () => NEVER,
    transport: (request: HttpRequest) => {
      asked.push(request.url);
      return NEVER;
    },
    storage,
    logger: silentLogger,
    online$: of(true),
    transferBuilder$: NEVER,
    txFeature$: NEVER,
  });
  warmLanding(streams, { pathname, search });
  streams.dispose();
  return asked[0];
};

describe('the landing list asked for before the app has loaded (src/early.ts)', () => {
  it.each([
    ['/pro', '', {}],
    ['/pro', '?tab=recent', {}],
    ['/pro', '?tab=graduated', { 'callisto.pro.list.graduated': JSON.stringify({ filter: {}, timeframe: '1h' }) }],
    ['/pro/hunt', '', {}],
    ['/pro', '', { 'callisto.pro.list.toptrending': '{not json' }],
    ['/pro', '', { 'callisto.pro.list.toptrending': JSON.stringify({ timeframe: '7d' }) }],
    ['/pro', '?api=http://127.0.0.1:18807', {}],
    ['/pro', '', { 'callisto.endpoint.api': 'http://127.0.0.1:9999' }],
    ['/pro', '?api=javascript:alert(1)', {}],
    ['/pro', '?profile=mainnet', {}],
    ['/pro', '?profile=mainnet&api=http://localhost:8787', { 'callisto.endpoint.api': 'http://127.0.0.1:9999' }],
    ['/pro', '', { 'callisto.profile': 'mainnet', 'callisto.endpoint.api': 'http://127.0.0.1:9999' }],
  ])('%s%s with %j stored: the same URL the app asks for', (pathname, search, stored) => {
    const storage = createMemoryStorage(stored);
    const early = landingRequestUrl({ location: { pathname, search }, storage, simOnly: false });
    expect(early).toBeDefined();
    expect(early).toBe(appsFirstListUrl(pathname, search, stored));
    // It only reads: what a link asks to store, or a bad value to drop, is the app's to do (and log).
    expect(Object.fromEntries(Object.keys(stored).map((key) => [key, storage.getItem(key)]))).toEqual(stored);
  });

  it('asks for nothing on a page that does not land on a list', () => {
    for (const pathname of ['/', '/swap', '/tokens/So111', '/pro/launchpads']) {
      expect(landingRequestUrl({ location: { pathname, search: '?tab=recent' }, storage: createMemoryStorage(), simOnly: false })).toBeUndefined();
    }
  });
});

describe("the app's fetch takes an early answer once (withEarlyRequests)", () => {
  afterEach(() => clearEarlyRequests());

  it('the first GET of that URL gets the early answer; the next one, and any other call, go to the network', async () => {
    const early = vi.fn<FetchLike>(async () => answer('early'));
    const network = vi.fn<FetchLike>(async () => answer('network'));
    startEarlyRequest('https://api.test/list', early);
    startEarlyRequest('https://api.test/list', early);
    const fetch = withEarlyRequests(network);
    expect(await (await fetch('https://api.test/list', get())).text()).toBe('early');
    expect(await (await fetch('https://api.test/list', get())).text()).toBe('network');
    expect(await (await fetch('https://api.test/other', get())).text()).toBe('network');
    expect(early).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('a POST to that URL never takes it', async () => {
    startEarlyRequest('https://api.test/list', async () => answer('early'));
    const network = vi.fn<FetchLike>(async () => answer('network'));
    const response = await withEarlyRequests(network)('https://api.test/list', { ...get(), method: 'POST', body: '{}' });
    expect(await response.text()).toBe('network');
  });

  it('an early request that failed is asked again', async () => {
    startEarlyRequest('https://api.test/list', () => Promise.reject(new TypeError('Failed to fetch')));
    const network = vi.fn<FetchLike>(async () => answer('network'));
    expect(await (await withEarlyRequests(network)('https://api.test/list', get())).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("the caller's abort ends its wait for an early answer still on its way", async () => {
    startEarlyRequest('https://api.test/list', () => new Promise(() => undefined));
    const controller = new AbortController();
    const waiting = withEarlyRequests(async () => answer('network'))('https://api.test/list', get(controller.signal));
    controller.abort();
    await expect(waiting).rejects.toThrow();
  });

  it('a list that fails to load says so through the transport as before', async () => {
    startEarlyRequest('https://api.test/list', async () => ({ ...answer(''), status: 503, statusText: 'Service Unavailable' }));
    const response = await withEarlyRequests(() => throwError(() => new Error('unused')) as never)('https://api.test/list', get());
    expect(response.status).toBe(503);
  });
});
