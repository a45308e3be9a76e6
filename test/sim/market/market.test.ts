import { createRng } from '../../../sim/prng';
import { Market } from '../../../sim/market/market';
import { hostileNames } from '../../../sim/market/names';
import { assetOf } from '../../../sim/market/serialize';
import { assetSchema } from '../../../streams/schemas/asset';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const snapshot = (market: Market) =>
  [...market.tokens()].map((token) => JSON.stringify(assetOf(token, { market, publicUrl: 'http://sim', now: market.now() })));

describe('seeded market', () => {
  it('the same seed gives the same market; another seed gives another', () => {
    const a = new Market({ seed: 11, now, tokenCount: 60 });
    const b = new Market({ seed: 11, now, tokenCount: 60 });
    const c = new Market({ seed: 12, now, tokenCount: 60 });
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(c)).not.toEqual(snapshot(a));
    a.advanceTo(now + 5000);
    b.advanceTo(now + 5000);
    expect(snapshot(a)).toEqual(snapshot(b));
  });

  it('holds the well-known tokens with their real mints, stocks, hostile names and generated tokens', () => {
    const market = new Market({ seed: 3, now, tokenCount: 80 });
    const symbols = [...market.tokens()].map((token) => token.info.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['SOL', 'USDC', 'USDT', 'JUP', 'Bonk', 'TSLAx', 'SPACEX']));
    expect(market.token('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.info.decimals).toBe(6);
    expect(market.token('So11111111111111111111111111111111111111112')?.info.decimals).toBe(9);
    expect([...market.tokens()].some((token) => token.info.name.length > 10_000)).toBe(true);
    expect(market.size()).toBeGreaterThanOrEqual(80);
  });

  it('the hostile-name tokens are never retired, however long the market runs (the browser tests look for them late in a run)', () => {
    const market = new Market({ seed: 3, now, tokenCount: 80 });
    const hostile = [...market.tokens()].filter((token) => hostileNames.some((name) => name.name === token.info.name));
    expect(hostile).toHaveLength(hostileNames.length);
    for (const token of hostile) expect(token.info.permanent, token.info.symbol).toBe(true);
  });

  it('longer windows never count fewer traders than shorter ones', () => {
    const market = new Market({ seed: 5, now, tokenCount: 60 });
    for (const token of market.tokens()) {
      const asset = assetOf(token, { market, publicUrl: 'http://sim', now: market.now() });
      const counts = [asset.stats5m, asset.stats1h, asset.stats6h, asset.stats24h].map((stats) => stats?.numTraders ?? 0);
      expect(counts, token.info.symbol).toEqual([...counts].sort((a, b) => a - b));
    }
  });

  it('every token serialises to an asset the client schema accepts, with all four stats windows', () => {
    const market = new Market({ seed: 5, now, tokenCount: 60 });
    for (const token of market.tokens()) {
      const asset = assetOf(token, { market, publicUrl: 'http://sim', now: market.now() });
      expect(assetSchema.safeParse(asset).success, token.info.symbol).toBe(true);
      expect(asset.stats5m).toBeDefined();
      expect(asset.stats24h?.numTraders).toBeGreaterThanOrEqual(asset.stats5m?.numTraders ?? 0);
    }
  });

  it('5m stats count exactly the trades of the last five minutes', () => {
    const market = new Market({ seed: 9, now, tokenCount: 40 });
    // Six live minutes, so the whole window is made of individual trades.
    for (let t = 1; t <= 36; t++) market.advanceTo(now + t * 10_000);
    const sol = [...market.tokens()].find((token) => token.info.symbol === 'JUP');
    if (!sol) throw new Error('no JUP');
    const context = { market, publicUrl: 'http://sim', now: market.now() };
    const minute = Math.floor(market.now() / 60_000);
    const recent = sol.trades.filter((trade) => Math.floor(trade.time / 60_000) >= minute - 4);
    const stats = assetOf(sol, context).stats5m;
    expect(stats?.numBuys).toBe(recent.filter((trade) => trade.side === 'buy').length);
    expect(stats?.numSells).toBe(recent.filter((trade) => trade.side === 'sell').length);
    expect(stats?.buyVolume).toBeCloseTo(
      recent.filter((trade) => trade.side === 'buy').reduce((sum, trade) => sum + trade.usd, 0),
      6,
    );
    expect(stats?.numTraders).toBe(new Set(recent.map((trade) => trade.trader)).size);
  });

  it('launches continuously, graduates full curves and emits events for them', () => {
    const market = new Market({ seed: 2, now, tokenCount: 40, rate: 20 });
    const seen = { launch: 0, trade: 0, graduated: 0, step: 0, info: 0 };
    market.subscribe((event) => void seen[event.type]++);
    for (let t = 1; t <= 60; t++) market.advanceTo(now + t * 5000);
    expect(seen.step).toBe(6000);
    expect(seen.launch).toBeGreaterThan(15);
    expect(seen.trade).toBeGreaterThan(1000);
    expect(seen.graduated).toBeGreaterThanOrEqual(1);
  });
});

describe('seeded PRNG', () => {
  it('repeats per seed, and forks are independent of later draws elsewhere', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    const forkFirst = createRng(1).fork('x').next();
    const parent = createRng(1);
    parent.next();
    expect(parent.fork('x').next()).toBe(forkFirst);
  });
});
