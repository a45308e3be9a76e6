import { createFetchTransport } from '@streams/core/fetchTransport';
import { createHttpClient } from '@streams/core/http';
import { createPerpsHistory } from '@streams/perps/history';
import { perpsMarkets } from '@streams/perps/markets';
import { createOraclePrices, oraclePriceUsd } from '@streams/perps/oracle';
import {
  feedBarSchema,
  oracleItemSchema,
  shimConfigSchema,
  shimHistorySchema,
  shimSearchItemSchema,
  shimSymbolSchema,
  tradingViewDataSchema,
} from '@streams/perps/schemas';
import { asyncScheduler, filter, firstValueFrom, take, toArray } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * The perps oracle worker, price feed history and chart shim on the simulator, read with the
 * client's own schemas and clients. The clock is pinned so the walks are exact.
 */
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const SOL = 'So11111111111111111111111111111111111111112';
let sim: TestSim;
let twin: TestSim;

beforeAll(async () => {
  [sim, twin] = await Promise.all([startTestSim({ now: () => NOW, tokenCount: 40 }), startTestSim({ now: () => NOW, tokenCount: 40 })]);
}, 60_000);

afterAll(async () => {
  await Promise.all([sim?.close(), twin?.close()]);
});

const readings = async (target: TestSim, feeds: string) => {
  const { status, body, headers } = await target.get(`/perps/doves-oracle/${feeds}`);
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  return (body as unknown[]).map((item) => oracleItemSchema.parse(item));
};

describe('sim perps: the Doves oracle worker', () => {
  it('quotes the five feeds as {feedId, price, expo, timestamp}; SOL is the market price, the others seeded walks', async () => {
    const items = await readings(sim, 'btcusd,ethusd,solusd,usdcusd,usdtusd');
    expect(items.map((item) => item.feedId)).toEqual(['btcusd', 'ethusd', 'solusd', 'usdcusd', 'usdtusd']);
    expect(items.every((item) => item.expo === -8 && item.timestamp === NOW / 1000)).toBe(true);
    const price = Object.fromEntries(items.map((item) => [item.feedId, oraclePriceUsd(item)]));
    const market = sim.market();
    const solToken = market.token(SOL);
    expect(solToken).toBeDefined();
    expect(price.solusd).toBeCloseTo(solToken ? market.priceUsd(solToken) : 0, 6);
    expect(price.btcusd).toBeGreaterThan(50_000);
    expect(price.ethusd).toBeGreaterThan(1_500);
    expect(Math.abs((price.usdcusd ?? 0) - 1)).toBeLessThan(0.01);
  });

  it('the same seed gives the same walk', async () => {
    expect(await readings(twin, 'btcusd,ethusd')).toEqual(await readings(sim, 'btcusd,ethusd'));
  });

  it('unknown feeds are left out; none known is a 404', async () => {
    expect((await readings(sim, 'dogeusd,ethusd')).map((item) => item.feedId)).toEqual(['ethusd']);
    expect((await sim.get('/perps/doves-oracle/dogeusd')).status).toBe(404);
  });

  it('the client polls it: a fresh quote per feed', async () => {
    const logger = createRecordingLogger();
    const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
    const oracle = createOraclePrices({ http, oracleApi: `${sim.url}/perps`, scheduler: asyncScheduler, logger });
    const quotes = await firstValueFrom(oracle.quotes$.pipe(filter((all) => all.size === 5)));
    expect(quotes.get('ethusd')).toMatchObject({ stale: false, publishTime: NOW / 1000 });
    expect(logger.messages('warn')).toEqual([]);
  });
});

describe('sim perps: the price feed history', () => {
  it('gives bars (time in ms) that parse with the client schema, ending at the oracle price', async () => {
    const { status, body } = await sim.get(`/perps/trading-view/data?feed=BTCUSD&type=15&from=${NOW - 6 * 3_600_000}&till=${NOW}`);
    expect(status).toBe(200);
    const bars = tradingViewDataSchema.parse(body).result.map((bar) => feedBarSchema.parse(bar));
    expect(bars).toHaveLength(25);
    expect(bars.every((bar, index) => bar.time === NOW - 6 * 3_600_000 + index * 900_000)).toBe(true);
    expect(bars.every((bar) => bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close))).toBe(true);
    const [btc] = await readings(sim, 'btcusd');
    expect(bars.at(-1)?.close).toBeCloseTo(btc ? oraclePriceUsd(btc) : 0, 6);
  });

  it('SOL history is the market history; every type answers; bad parameters are 400; no data is an empty result', async () => {
    for (const type of ['1', '2', '5', '15', '30', '1H', '2H', '4H', '6H', '12H', '1D', '1W', '1M']) {
      const { status, body } = await sim.get(`/perps/trading-view/data?feed=SOLUSD&type=${type}&from=${NOW - 3_600_000}&till=${NOW}`);
      expect(status).toBe(200);
      expect(tradingViewDataSchema.parse(body).result.length).toBeGreaterThan(0);
    }
    expect((await sim.get(`/perps/trading-view/data?feed=SOLUSD&type=3&from=0&till=1`)).status).toBe(400);
    expect((await sim.get(`/perps/trading-view/data?feed=DOGEUSD&type=1&from=0&till=1`)).status).toBe(400);
    expect((await sim.get(`/perps/trading-view/data?feed=ETHUSD&type=1D&from=0&till=86400000`)).body).toEqual({ result: [] });
  });

  it('the client reads it: bars in seconds, oldest first', async () => {
    const logger = createRecordingLogger();
    const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
    const history = createPerpsHistory({ http, chartApi: `${sim.url}/perps`, shimApi: `${sim.url}/perps/oracle-chart`, scheduler: asyncScheduler, logger });
    const states = await firstValueFrom(history.feedBars$(perpsMarkets.ETH, '1H', NOW - 86_400_000, NOW).pipe(take(2), toArray()));
    const ready = states[1];
    expect(ready?.status).toBe('ready');
    const bars = ready?.status === 'ready' ? ready.value : [];
    expect(bars).toHaveLength(25);
    expect(bars[0]?.time).toBe((NOW - 86_400_000) / 1000);
  });
});

describe('sim perps: the oracle chart shim (TradingView UDF)', () => {
  const base = '/perps/oracle-chart';

  it('config, search and symbols parse with the client schemas', async () => {
    expect(shimConfigSchema.parse((await sim.get(`${base}/config`)).body).supported_resolutions).toContain('1D');
    const found = ((await sim.get(`${base}/search?query=sol`)).body as unknown[]).map((item) => shimSearchItemSchema.parse(item));
    expect(found.map((item) => item.symbol)).toEqual(['Crypto.SOL/USD']);
    expect(shimSymbolSchema.parse((await sim.get(`${base}/symbols?symbol=Crypto.ETH/USD`)).body)).toMatchObject({ name: 'Crypto.ETH/USD', pricescale: 100 });
  });

  it("an unknown symbol is 'Cannot resolve symbol'", async () => {
    expect((await sim.get(`${base}/symbols?symbol=Crypto.DOGE/USD`)).body).toEqual({ s: 'error', errmsg: 'Cannot resolve symbol' });
    expect((await sim.get(`${base}/history?symbol=Crypto.DOGE/USD&resolution=1&from=0&to=1`)).body).toEqual({ s: 'error', errmsg: 'Cannot resolve symbol' });
  });

  it('history gives {s, t, o, h, l, c} columns in seconds matching the price feed; an empty range is no_data', async () => {
    const from = (NOW - 3_600_000) / 1000;
    const to = NOW / 1000;
    const history = shimHistorySchema.parse((await sim.get(`${base}/history?symbol=Crypto.BTC/USD&resolution=15&from=${from}&to=${to}`)).body);
    const feed = tradingViewDataSchema
      .parse((await sim.get(`/perps/trading-view/data?feed=BTCUSD&type=15&from=${from * 1000}&till=${to * 1000}`)).body)
      .result.map((bar) => feedBarSchema.parse(bar));
    if (history.s !== 'ok') throw new Error(`expected bars, got ${history.s}`);
    expect(history.t).toEqual(feed.map((bar) => bar.time / 1000));
    expect(history.c).toEqual(feed.map((bar) => bar.close));
    expect((await sim.get(`${base}/history?symbol=Crypto.BTC/USD&resolution=1D&from=0&to=86400`)).body).toEqual({ s: 'no_data' });
  });
});
