import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChartFeed } from '@streams/charts/chartFeed';
import { createSpotCharts } from '@streams/charts/spotChart';
import { createRemoteConfig } from '@streams/config/remoteConfig';
import type { ResourceState } from '@streams/core/cachedResource';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { createLiveStream } from '@streams/market/liveStream';
import { createPrices } from '@streams/market/prices';
import { createVerifiedTokenList } from '@streams/prices/verifiedTokens';
import { type SearchState, createSearch } from '@streams/search/search';
import { createSymbolLookup } from '@streams/search/symbolLookup';
import { createAssetLookup } from '@streams/search/assetLookup';
import type { LoadState } from '@streams/tokenPage/loadState';
import { createTokenPage } from '@streams/tokenPage/tokenPage';
import { NEVER, type Observable, asyncScheduler, filter, firstValueFrom, of } from 'rxjs';
import { sendJson } from '../../../sim/http/json';
import { Router } from '../../../sim/http/router';
import { registerSpotRoutes } from '../../../sim/http/spotRoutes';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type TestSim, startTestSim } from '../../support/simServer';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

let sim: TestSim;
/** The new routes (remote config, spot API), served from the simulator's market until sim/server.ts registers them. */
let extra: Server;
let extraUrl: string;

beforeAll(async () => {
  sim = await startTestSim();
  const router = new Router();
  const services = { market: () => sim.market(), publicUrl: sim.url };
  registerSpotRoutes(router, services);
  extra = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sim');
    const route = router.match(request.method ?? 'GET', url.pathname);
    if (!route) return sendJson(response, 404, { error: 'no route' });
    void route.handler({ request, response, params: route.params, query: url.searchParams, path: url.pathname });
  });
  await new Promise<void>((resolve) => extra.listen(0, '127.0.0.1', resolve));
  extraUrl = `http://127.0.0.1:${(extra.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await new Promise<void>((resolve) => extra.close(() => resolve()));
  await sim.close();
});

const client = () => {
  const logger = createRecordingLogger();
  const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
  const live = createLiveStream({ socket: () => NEVER, url: 'ws://unused', scheduler: asyncScheduler, logger });
  return { http, logger, live };
};

const settled = <S extends { status: string }>(states: Observable<S>) =>
  firstValueFrom(states.pipe(filter((state) => state.status !== 'loading' && state.status !== 'idle')));
const readyValue = async <T>(states: Observable<ResourceState<T> | LoadState<T>>): Promise<T> => {
  const state = await settled(states);
  if (state.status !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(state)}`);
  return state.value;
};

describe('issue 7 client streams against the simulator', () => {
  it('remote config parses, and search leaves its banned tokens out', async () => {
    const { http, logger } = client();
    const config = createRemoteConfig({ http, url: `${sim.url}/remoteConfig/metadata.json`, scheduler: asyncScheduler, logger });
    const banned = await firstValueFrom(config.bannedTokens$.pipe(filter((set) => set.size > 0)));
    expect(banned.size).toBe(3);
    const [bannedMint] = [...banned];
    const search = createSearch({
      http,
      searchApi: sim.url,
      marketApi: sim.url,
      scheduler: asyncScheduler,
      storage: createMemoryStorage(),
      logger,
      bannedTokens$: config.bannedTokens$,
    });
    const byMint = await settled(search.results$(of(bannedMint ?? '')));
    expect(byMint).toMatchObject({ status: 'ready', items: [], query: { isAddress: true } });
    expect(logger.messages('warn')).toEqual([]);
  });

  it('search: results, exact mode, trending, lookups by id and verified symbols parse the real responses', async () => {
    const { http, logger } = client();
    const search = createSearch({
      http,
      searchApi: sim.url,
      marketApi: sim.url,
      scheduler: asyncScheduler,
      storage: createMemoryStorage(),
      logger,
      bannedTokens$: of(new Set<string>()),
    });
    const results = (await settled(search.results$(of('JUP')))) as Extract<SearchState, { status: 'ready' }>;
    expect(results.status).toBe('ready');
    expect(results.items.find((item) => item.id === JUP)).toMatchObject({ symbol: 'JUP', isVerified: true });
    const exact = (await settled(search.results$(of('"jup"')))) as Extract<SearchState, { status: 'ready' }>;
    expect(exact.items.map((item) => item.id)).toEqual([JUP]);
    expect(exact.moreResults.every((item) => !item.isVerified && item.symbol.toLowerCase() === 'jup')).toBe(true);
    const trending = await readyValue(search.trending$);
    expect(trending.length).toBeGreaterThan(0);
    const assets = createAssetLookup({ http, searchApi: sim.url, scheduler: asyncScheduler });
    const [jup, sol] = await Promise.all([firstValueFrom(assets.lookup(JUP)), firstValueFrom(assets.lookup(SOL))]);
    expect([jup?.symbol, sol?.symbol]).toEqual(['JUP', 'SOL']);
    // The verified symbol map is a new route (sim/http/spotRoutes.ts), served by the extra server.
    const symbols = createSymbolLookup({ http, searchApi: extraUrl, scheduler: asyncScheduler });
    expect(await firstValueFrom(symbols.addresses(['JUP', 'USDC', 'NOPE']))).toEqual(
      new Map([
        ['JUP', JUP],
        ['USDC', USDC],
      ]),
    );
    expect(logger.messages('warn')).toEqual([]);
  });

  it('charts: /v2/charts history arrives as a reset of bars', async () => {
    const { http, logger, live } = client();
    const charts = createChartFeed({ http, marketApi: sim.url, live, scheduler: asyncScheduler, frameScheduler: asyncScheduler, logger });
    const first = await firstValueFrom(charts.chartFeed(JUP, '15'));
    expect(first.kind).toBe('reset');
    expect(first.bars.length).toBeGreaterThan(10);
    expect(first.bars.every((bar, index) => index === 0 || bar.time > (first.bars[index - 1]?.time ?? 0))).toBe(true);
    expect(first.bars.every((bar) => bar.time % 900 === 0 && bar.low <= bar.high)).toBe(true);
    expect(logger.messages('warn')).toEqual([]);
  });

  it('spot pair chart (15m over 24 h, in the quote token) and token overview parse', async () => {
    const { http } = client();
    const spot = createSpotCharts({ http, api: extraUrl, scheduler: asyncScheduler });
    const bars = await readyValue(spot.pairBars$(JUP, SOL));
    expect(bars.length).toBeGreaterThan(10);
    expect(bars.length).toBeLessThanOrEqual(97);
    const jupInSol = sim.market().priceUsd(sim.market().token(JUP)!) / sim.market().priceUsd(sim.market().token(SOL)!);
    expect(bars.at(-1)!.close / jupInSol).toBeGreaterThan(0.5);
    expect(bars.at(-1)!.close / jupInSol).toBeLessThan(2);
    const overview = await readyValue(spot.overview$(JUP, USDC));
    expect(overview).toMatchObject({ priceQuote: expect.any(Number), mcap: expect.any(Number), volume24h: expect.any(Number), liquidity: expect.any(Number) });
  });

  it('token page: detail, description, holders and trades parse', async () => {
    const { http, logger, live } = client();
    const page = createTokenPage({ http, marketApi: sim.url, live, scheduler: asyncScheduler, frameScheduler: asyncScheduler, logger });
    const detail = await settled(page.detail$(JUP));
    expect(detail).toMatchObject({ status: 'ready', info: { symbol: 'JUP', verified: true, chainId: 101 } });
    const description = await readyValue(page.description$(JUP));
    expect(['success', 'generating', 'not_found']).toContain(description.status);
    const young = [...sim.market().tokens()].sort((a, b) => b.info.createdAt - a.info.createdAt)[0]!;
    expect(['success', 'generating', 'not_found']).toContain((await readyValue(page.description$(young.info.mint))).status);
    const holders = await readyValue(page.holders$(JUP));
    expect(holders.holders.length).toBeGreaterThan(0);
    const trades = await firstValueFrom(page.trades$(JUP).pipe(filter((state) => state.status !== 'loading')));
    expect(trades.status).toBe('ready');
    expect(trades.trades.length).toBeGreaterThan(0);
    expect(await settled(page.detail$('NoSuchToken1111111111111111111111111111111'))).toEqual({ status: 'not_found' });
  });

  it('prices and the verified token list parse', async () => {
    const { http, logger } = client();
    const prices = createPrices({ http, priceApi: `${sim.url}/price/v3`, scheduler: asyncScheduler });
    expect(await readyValue(prices.price$(JUP))).toBeGreaterThan(0);
    expect((await readyValue(prices.tokenPrice$(SOL))) ?? 0).toBeGreaterThan(0);
    const list = createVerifiedTokenList({ http, tokensApi: `${sim.url}/tokens/v2`, storage: createMemoryStorage(), logger, scheduler: asyncScheduler });
    const state = await settled(list.state$);
    expect(state).toMatchObject({ status: 'ready', source: 'network' });
    if (state.status === 'ready') expect(state.tokens.find((token) => token.address === JUP)?.tags).toContain('verified');
  });
});
