import { TokenListModel } from '@streams/market/tokenListModel';
import { derive, isStock, priceDelta, toRow } from '@streams/market/tokenRow';
import { makePool, stats } from '../../support/fixtures/pools';

describe('derived values (spec 000 §3)', () => {
  it('volume, net volume, txs, net txs and net buyers from one window', () => {
    expect(derive(stats({ buyVolume: 700, sellVolume: 300, numBuys: 40, numSells: 25, numTraders: 50, numNetBuyers: 30 }))).toMatchObject({
      volume: 1000,
      netVolume: 400,
      txs: 65,
      netTxs: 15,
      netBuyers: 10, // 2 × 30 − 50
    });
  });

  it('missing numbers count as 0', () => {
    expect(derive(undefined)).toMatchObject({ volume: 0, netVolume: 0, txs: 0, netBuyers: 0, priceChange: undefined });
  });

  it.each([
    ['stockData with an id', { stockData: { id: 'TSLA', price: 350 } }, true],
    ['the xstocks tag', { tags: ['xstocks'] }, true],
    ['the prestocks tag', { tags: ['prestocks'] }, true],
    ['neither', { tags: ['verified'] }, false],
  ])('a stock token is recognised by %s', (_name, asset, expected) => {
    expect(isStock(makePool('s', { asset }).baseAsset)).toBe(expected);
  });

  it('priceDelta = (stock price − usdPrice) / stock price', () => {
    expect(priceDelta(makePool('s', { asset: { usdPrice: 345, stockData: { id: 'TSLA', price: 350 } } }).baseAsset)).toBeCloseTo(5 / 350);
    expect(priceDelta(makePool('s').baseAsset)).toBeUndefined();
  });

  it('rows use the selected timeframe', () => {
    const pool = makePool('a', { asset: { stats1h: stats({ buyVolume: 5 }), stats24h: stats({ buyVolume: 9 }) } });
    expect(toRow(pool, '1h').derived.volume).toBe(5);
    expect(toRow(pool, '24h').derived.volume).toBe(9);
  });

  it('the list model reuses a row while its pool object is unchanged, per timeframe and per model', () => {
    const a = makePool('a', { asset: { stats1h: stats({ buyVolume: 5 }) } });
    const b = makePool('b');
    const model = new TokenListModel(false);
    model.load([a, b]);
    const [first] = model.view('1h', {}, null, 0);
    const [again, bRow] = model.view('1h', {}, null, 0);
    expect(again).toBe(first);
    expect(model.view('24h', {}, null, 0)[0]).not.toBe(first);
    // An update replaces a's pool: a new row for a, the same row for b.
    model.apply({ type: 'update', pool: makePool('a', { asset: { stats1h: stats({ buyVolume: 6 }) } }) });
    const [changed, bAgain] = model.view('1h', {}, null, 0);
    expect(changed).not.toBe(first);
    expect(changed?.derived.volume).toBe(6);
    expect(bAgain).toBe(bRow);
    // Another model has rows of its own.
    const other = new TokenListModel(false);
    other.load([a, b]);
    expect(other.view('1h', {}, null, 0)[1]).not.toBe(bRow);
  });
});

describe('stock rows with missing or odd data', () => {
  it('a stock tag among other tags still makes a stock; no tags at all does not', () => {
    expect(isStock(makePool('s', { asset: { tags: ['verified', 'xstocks'] } }).baseAsset)).toBe(true);
    expect(isStock(makePool('s', { asset: { tags: [] } }).baseAsset)).toBe(false);
    expect(isStock(makePool('s', { asset: { tags: null } }).baseAsset)).toBe(false);
  });

  it('no price delta without a stock price (missing or 0) or without the token’s own price', () => {
    expect(priceDelta(makePool('s', { asset: { usdPrice: 345 } }).baseAsset)).toBeUndefined();
    expect(priceDelta(makePool('s', { asset: { usdPrice: 345, stockData: { id: 'TSLA', price: 0 } } }).baseAsset)).toBeUndefined();
    expect(priceDelta(makePool('s', { asset: { usdPrice: null, stockData: { id: 'TSLA', price: 350 } } }).baseAsset)).toBeUndefined();
    expect(priceDelta(makePool('s', { asset: { usdPrice: undefined, stockData: { id: 'TSLA', price: 350 } } }).baseAsset)).toBeUndefined();
  });

  it('a token without a first pool is listed from its pool’s creation', () => {
    const pool = makePool('a', { createdAt: '2026-11-20T10:00:00.000Z', asset: { firstPool: undefined } });
    expect(toRow(pool, '24h').listedAt).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    expect(toRow(makePool('b', { asset: { firstPool: null } }), '24h').listedAt).toBe(Date.parse('2026-11-21T10:00:00.000Z'));
  });
});
