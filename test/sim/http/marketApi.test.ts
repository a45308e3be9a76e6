import { assetListSchema } from '../../../streams/schemas/asset';
import {
  chartResponseSchema,
  descriptionResponseSchema,
  devStatsResponseSchema,
  holdersResponseSchema,
  launchpadStatsResponseSchema,
  netVolumeResponseSchema,
  stocksStatsResponseSchema,
  transfersResponseSchema,
  txsResponseSchema,
} from '../../../streams/schemas/market';
import { gemsResponseSchema, poolsResponseSchema } from '../../../streams/schemas/pool';
import { priceV3ResponseSchema } from '../../../streams/schemas/price';
import { poolCategories } from '../../../streams/catalogues/categories';
import { type TestSim, startTestSim } from '../../support/simServer';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim();
}, 30_000);
afterAll(() => sim.close());

const pools = async (path: string) => {
  const { status, body } = await sim.get(path);
  expect(status, path).toBe(200);
  return poolsResponseSchema.parse(body).pools;
};

describe('market-data API shapes (client schemas)', () => {
  it('/health answers', async () => {
    expect((await sim.get('/health')).body).toMatchObject({ ok: true, service: 'callisto-sim', seed: 7 });
  });

  it('/v1/pools by assetIds returns those pools with full base assets', async () => {
    const found = await pools(`/v1/pools?assetIds=${SOL},${USDC},unknownMint`);
    expect(found.map((pool) => pool.baseAsset.id)).toEqual([SOL, USDC]);
    expect(found[0]?.baseAsset).toMatchObject({ symbol: 'SOL', decimals: 9, isVerified: true });
    expect(found[0]?.baseAsset.stats24h?.numBuys).toBeGreaterThan(0);
  });

  it('/v1/pools without ids is the recent list, newest first', async () => {
    const list = await pools('/v1/pools');
    const created = list.map((pool) => Date.parse(pool.baseAsset.createdAt ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it.each(poolCategories)('/v1/pools/%s/24h returns valid pools', async (category) => {
    const list = await pools(`/v1/pools/${category}/24h`);
    expect(list.length).toBeLessThanOrEqual(100);
    if (category !== 'alphascan') expect(list.length, category).toBeGreaterThan(0);
  });

  it.each(['5m', '1h', '6h', '24h'])('toptraded/%s is sorted by volume in that timeframe', async (timeframe) => {
    const list = await pools(`/v1/pools/toptraded/${timeframe}`);
    const key = `stats${timeframe}` as 'stats5m';
    const volumes = list.map((pool) => (pool.baseAsset[key]?.buyVolume ?? 0) + (pool.baseAsset[key]?.sellVolume ?? 0));
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('aboutToGraduate lists curves from 40% up, furthest first; stocks carry stockData', async () => {
    const list = await pools('/v1/pools/aboutToGraduate/24h');
    const progress = list.map((pool) => pool.bondingCurve ?? 0);
    expect(progress.every((value) => value >= 40 && value < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    const stocks = await pools('/v1/pools/xstocks/24h');
    expect(stocks.every((pool) => pool.baseAsset.stockData?.id && pool.baseAsset.tags?.includes('xstocks'))).toBe(true);
  });

  it('filters by launchpad and minimum market cap', async () => {
    const list = await pools('/v1/pools/launchpads/24h?launchpads=pump.fun&minMcap=10000');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((pool) => pool.baseAsset.launchpad === 'pump.fun' && (pool.baseAsset.mcap ?? 0) >= 10_000)).toBe(true);
  });

  it('/v1/pools/top/overview/{timeframe} and POST /v1/pools/gems', async () => {
    expect((await pools('/v1/pools/top/overview/1h')).length).toBeGreaterThan(0);
    const gems = await sim.post('/v1/pools/gems', { recent: { timeframe: '1h' }, aboutToGraduate: { timeframe: '24h' }, graduated: { timeframe: '24h' } });
    const parsed = gemsResponseSchema.parse(gems.body);
    expect(parsed.recent?.pools.length).toBeGreaterThan(0);
    expect(parsed.graduated?.pools.length).toBeGreaterThan(0);
  });

  it('/v1/assets/search finds by symbol, name and mint, with exact and verified filters', async () => {
    const sol = assetListSchema.parse((await sim.get('/v1/assets/search?query=sol')).body);
    expect(sol[0]?.id).toBe(SOL);
    const exact = assetListSchema.parse((await sim.get('/v1/assets/search?query=usdc&filters=exact_case_insensitive')).body);
    expect(exact.map((asset) => asset.symbol)).toEqual(['USDC']);
    expect(assetListSchema.parse((await sim.get('/v1/assets/search?query=usdc&filters=exact_symbol')).body)).toEqual([]);
    const verified = assetListSchema.parse((await sim.get('/v1/assets/search?query=a&filters=verified')).body);
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((asset) => asset.isVerified)).toBe(true);
    expect(assetListSchema.parse((await sim.get(`/v1/assets/search?query=${JUP}`)).body)[0]?.symbol).toBe('JUP');
    const byMcap = assetListSchema.parse((await sim.get('/v1/assets/search?query=a&sortBy=mcap')).body).map((asset) => asset.mcap ?? 0);
    expect(byMcap).toEqual([...byMcap].sort((a, b) => b - a));
  });

  it('/v1/assets?ids looks up several', async () => {
    expect(assetListSchema.parse((await sim.get(`/v1/assets?ids=${SOL},${JUP}`)).body).map((asset) => asset.symbol)).toEqual(['SOL', 'JUP']);
  });

  it('/v1/txs pages newest first with next as the offset', async () => {
    const first = txsResponseSchema.parse((await sim.get(`/v1/txs/${SOL}?limit=5`)).body);
    expect(first.txs).toHaveLength(5);
    expect(first.next).toBe('5');
    const times = first.txs.map((tx) => Date.parse(tx.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = txsResponseSchema.parse((await sim.get(`/v1/txs/${SOL}?limit=5&offset=${first.next ?? ''}`)).body);
    expect(Date.parse(second.txs[0]?.timestamp ?? '')).toBeLessThanOrEqual(times[4] ?? 0);
  });

  it('holders, description, charts and net volume', async () => {
    const token = (await pools('/v1/pools/recent/24h'))[0]?.baseAsset.id ?? '';
    expect(holdersResponseSchema.parse((await sim.get(`/v1/holders/${token}`)).body).count).toBeGreaterThan(0);
    expect(descriptionResponseSchema.parse((await sim.get(`/v1/assets/${SOL}/description`)).body).status).toBe('success');
    for (const interval of ['1_SECOND', '1_MINUTE', '15_MINUTE', '1_HOUR', '1_DAY']) {
      const { candles } = chartResponseSchema.parse((await sim.get(`/v2/charts/${SOL}?interval=${interval}&candles=50`)).body);
      expect(candles.length, interval).toBeGreaterThan(0);
      const times = candles.map((candle) => candle.time);
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      expect(
        candles.every((candle) => candle.low <= candle.open && candle.low <= candle.close && candle.high >= candle.open && candle.high >= candle.close),
      ).toBe(true);
    }
    const mcap = chartResponseSchema.parse((await sim.get(`/v2/charts/${JUP}?interval=1_HOUR&candles=3&type=mcap`)).body).candles;
    expect(mcap[0]?.close).toBeGreaterThan(1_000_000);
    expect(netVolumeResponseSchema.parse((await sim.get(`/v1/charts/net-volume/${SOL}?interval=1_HOUR&candles=6`)).body).buckets.length).toBeGreaterThan(0);
  });

  it('launchpad, stock, dev and transfer stats', async () => {
    const launchpads = launchpadStatsResponseSchema.parse((await sim.get('/v3/launchpads/stats')).body).launchpads;
    expect(launchpads.map((entry) => entry.id)).toContain('pump.fun');
    expect(
      stocksStatsResponseSchema
        .parse((await sim.get('/v1/stocks/stats')).body)
        .stocks.map((entry) => entry.issuer)
        .sort(),
    ).toEqual(['prestocks', 'superstate', 'xstocks']);
    const pool = (await pools('/v1/pools/recent/24h'))[0];
    const dev = devStatsResponseSchema.parse((await sim.get(`/v1/dev/stats/${pool?.baseAsset.dev ?? ''}?period=7d`)).body);
    expect(dev.tokensCreated).toBeGreaterThan(0);
    const tx = txsResponseSchema.parse((await sim.get(`/v1/txs/${SOL}?limit=1`)).body).txs[0];
    const transfers = transfersResponseSchema.parse((await sim.get(`/v1/transfers/${tx?.traderAddress ?? ''}`)).body);
    expect(transfers.transfers.length).toBeGreaterThan(0);
  });
});

describe('Tokens v2, Price v3 and icons', () => {
  it('search, tag, category and recent return bare asset arrays', async () => {
    expect(assetListSchema.parse((await sim.get('/tokens/v2/search?query=jup')).body)[0]?.symbol).toBe('JUP');
    expect(assetListSchema.parse((await sim.get(`/tokens/v2/search?query=${SOL},${USDC}`)).body)).toHaveLength(2);
    expect(
      assetListSchema
        .parse((await sim.get('/tokens/v2/tag?query=lst')).body)
        .map((asset) => asset.symbol)
        .sort(),
    ).toEqual(['JitoSOL', 'mSOL']);
    expect(assetListSchema.parse((await sim.get('/tokens/v2/tag?query=stocks')).body).length).toBe(10);
    const traded = assetListSchema.parse((await sim.get('/tokens/v2/toptraded/1h?limit=10')).body);
    expect(traded.length).toBe(10);
    expect(traded.some((asset) => asset.id === SOL || asset.id === USDC)).toBe(false);
    expect(assetListSchema.parse((await sim.get('/tokens/v2/recent')).body)).toHaveLength(30);
  });

  it('Tokens v1 lists the symbols several verified tokens share: the seeded WETH twins, no unverified namesake', async () => {
    const { status, body } = await sim.get('/tokens/v1/symbols/verified/duplicates');
    expect(status).toBe(200);
    expect(body).toEqual(['WETH']);
    const twins = assetListSchema.parse((await sim.get('/v1/assets/search?query=WETH')).body).filter((asset) => asset.symbol === 'WETH');
    expect(twins).toHaveLength(2);
    expect(twins.every((asset) => asset.isVerified === true)).toBe(true);
  });

  it('/price/v3 answers known mints and omits unknown ones; more than 50 ids is refused', async () => {
    const prices = priceV3ResponseSchema.parse((await sim.get(`/price/v3?ids=${SOL},${USDC},NotAMint111`)).body);
    expect(Object.keys(prices).sort()).toEqual([USDC, SOL].sort());
    expect(prices[USDC]?.usdPrice).toBe(1);
    expect(prices[SOL]?.usdPrice).toBeGreaterThan(50);
    const tooMany = Array.from({ length: 51 }, (_, i) => `mint${i}`).join(',');
    expect((await sim.get(`/price/v3?ids=${tooMany}`)).status).toBe(400);
  });

  it('icons are drawn locally as SVG, symbols escaped', async () => {
    const response = await fetch(`${sim.url}/icons/${SOL}.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg[^>]*>.*SO<\/text><\/svg>$/);
  });
});

describe('bad input', () => {
  it.each([
    ['/nope', 404],
    ['/v1/pools/notacategory/24h', 400],
    ['/v1/pools/toptraded/2d', 400],
    ['/v1/holders/NoSuchMint', 404],
    [`/v2/charts/${SOL}?interval=7_MINUTE`, 400],
    ['/tokens/v2/tag?query=memes', 400],
    ['/tokens/v2/search', 400],
  ])('%s answers %i with a JSON error', async (path, status) => {
    const response = await sim.get(path);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('a malformed POST body is a 400, and odd query values read as absent', async () => {
    const response = await fetch(`${sim.url}/v1/pools/gems`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await sim.get('/v1/txs/So11111111111111111111111111111111111111112?limit=abc&offset=-5')).status).toBe(200);
  });

  it('answers CORS preflights for the app origin', async () => {
    const response = await fetch(`${sim.url}/v1/pools/gems`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });
});
