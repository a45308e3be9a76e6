import { categories } from '@streams/market/categories';
import { type SortField, UnknownSortError, defaultSort, resolveSort, sortRows } from '@streams/market/sorting';
import { toRow } from '@streams/market/tokenRow';
import type { Asset } from '@streams/schemas/asset';
import type { Pool } from '@streams/schemas/pool';
import { makePool, stats } from '../../support/fixtures/pools';

const rowOf = (id: string, asset: Partial<Asset>) => toRow(makePool(id, { asset }), '24h');
const makeRow = (id: string, pool: Partial<Omit<Pool, 'baseAsset'>>, asset: Partial<Asset>) => toRow(makePool(id, { ...pool, asset }), '24h');

describe('sorting (spec 000 §4)', () => {
  it.each([
    ['recent', 'listedAt'],
    ['alphascan', 'listedAt'],
    ['toptrending', 'netVolume'],
    ['overview', 'volume'],
    ['toptraded', 'volume'],
    ['launchpads', 'volume'],
    ['toporganicscore', 'organicBuyers'],
    ['popular', 'likes'],
    ['aboutToGraduate', 'bondingCurve'],
    ['graduated', 'graduatedAt'],
    ['topgainer', 'priceChange'],
    ['runners', 'mcap'],
    ['stocks', 'volume'],
    ['xstocks', 'volume'],
    ['prestocks', 'volume'],
    ['watchlist', null],
  ])('%s sorts by %s by default', (category, field) => {
    expect(resolveSort(category, undefined)).toBe(field);
  });

  it('every category has a default', () => {
    for (const category of categories) expect(Object.hasOwn(defaultSort, category)).toBe(true);
  });

  it.each([
    ['listedAt', { firstPool: { id: 'p', createdAt: '2026-11-21T10:00:00Z' } }, { firstPool: { id: 'p', createdAt: '2026-11-21T11:00:00Z' } }],
    ['netVolume', { stats24h: stats({ buyVolume: 10, sellVolume: 9 }) }, { stats24h: stats({ buyVolume: 10, sellVolume: 1 }) }],
    ['volume', { stats24h: stats({ buyVolume: 1 }) }, { stats24h: stats({ buyVolume: 2 }) }],
    ['organicBuyers', { stats24h: stats({ numOrganicBuyers: 1 }) }, { stats24h: stats({ numOrganicBuyers: 3 }) }],
    ['likes', { ctLikes: 1 }, { ctLikes: 9 }],
    ['bondingCurve', { bondingCurve: 10 }, { bondingCurve: 95 }],
    ['graduatedAt', { graduatedAt: '2026-11-21T09:00:00Z' }, { graduatedAt: '2026-11-21T10:00:00Z' }],
    ['priceChange', { stats24h: stats({ priceChange: -5 }) }, { stats24h: stats({ priceChange: 12 }) }],
    ['mcap', { mcap: 5 }, { mcap: 50 }],
  ] as const)('%s: higher first', (field, lower, higher) => {
    const sorted = sortRows([rowOf('low', lower), rowOf('high', higher)], field);
    expect(sorted.map((row) => row.key)).toEqual(['high', 'low']);
  });

  // The higher value has the later key, so a field that fell back to the key order (a tie) would list it second.
  it.each([
    ['organicBuyers', { stats24h: stats({ numOrganicBuyers: 1 }) }, { stats24h: stats({ numOrganicBuyers: 3 }) }],
    ['likes', { ctLikes: 1 }, { ctLikes: 9 }],
    ['bondingCurve', { bondingCurve: 10 }, { bondingCurve: 95 }],
    ['graduatedAt', { graduatedAt: '2026-11-21T09:00:00Z' }, { graduatedAt: '2026-11-21T10:00:00Z' }],
    ['priceChange', { stats24h: stats({ priceChange: -5 }) }, { stats24h: stats({ priceChange: 12 }) }],
    ['mcap', { mcap: 5 }, { mcap: 50 }],
    ['liquidity', { liquidity: 1_000 }, { liquidity: 80_000 }],
    ['holderCount', { holderCount: 12 }, { holderCount: 4_000 }],
    ['txs', { stats24h: stats({ numBuys: 3, numSells: 2 }) }, { stats24h: stats({ numBuys: 1, numSells: 9 }) }],
    ['netBuyers', { stats24h: stats({ numNetBuyers: 2, numTraders: 10 }) }, { stats24h: stats({ numNetBuyers: 8, numTraders: 10 }) }],
    ['organicScore', { organicScore: 20 }, { organicScore: 91 }],
    ['price', { usdPrice: 0.0001 }, { usdPrice: 2.5 }],
  ] as const)('%s: the higher value comes first even when its key sorts later', (field, lower, higher) => {
    const sorted = sortRows([rowOf('a-lower', lower), rowOf('z-higher', higher)], field);
    expect(sorted.map((row) => row.key)).toEqual(['z-higher', 'a-lower']);
  });

  it.each([
    ['likes', { ctLikes: null }],
    ['liquidity', { liquidity: null }],
    ['holderCount', { holderCount: null }],
    ['organicScore', { organicScore: null }],
    ['price', { usdPrice: null }],
    ['priceChange', { stats24h: stats({ priceChange: null }) }],
  ] as const)('%s: a token without the value goes after one with a zero', (field, missing) => {
    const zero = { ctLikes: 0, liquidity: 0, holderCount: 0, organicScore: 0, usdPrice: 0, stats24h: stats({ priceChange: 0 }) };
    const sorted = sortRows([rowOf('a-missing', missing), rowOf('z-zero', zero)], field);
    expect(sorted.map((row) => row.key)).toEqual(['z-zero', 'a-missing']);
  });

  it("a pool's bonding curve stands in when its token has none", () => {
    const sorted = sortRows([rowOf('a-token', { bondingCurve: 60 }), makeRow('z-pool', { bondingCurve: 80 }, { bondingCurve: null })], 'bondingCurve');
    expect(sorted.map((row) => row.key)).toEqual(['z-pool', 'a-token']);
  });

  it("the token's bonding curve wins over its pool's", () => {
    const sorted = sortRows(
      [makeRow('a-low', { bondingCurve: 99 }, { bondingCurve: 10 }), makeRow('z-high', { bondingCurve: 1 }, { bondingCurve: 95 })],
      'bondingCurve',
    );
    expect(sorted.map((row) => row.key)).toEqual(['z-high', 'a-low']);
  });

  it('a token with no value goes last even when its key sorts first or it was listed first', () => {
    const missing = rowOf('a-none', { mcap: null });
    const small = rowOf('m-small', { mcap: 1 });
    const big = rowOf('z-big', { mcap: 9 });
    for (const rows of [
      [missing, small, big],
      [small, big, missing],
      [small, missing, big],
      [big, missing, small],
    ])
      expect(sortRows(rows, 'mcap').map((row) => row.key)).toEqual(['z-big', 'm-small', 'a-none']);
  });

  it('a value that is not a number goes last, like a missing one', () => {
    const sorted = sortRows([rowOf('a-nan', { mcap: Number.NaN }), rowOf('m-none', { mcap: null }), rowOf('z-small', { mcap: 1 })], 'mcap');
    expect(sorted.map((row) => row.key)).toEqual(['z-small', 'a-nan', 'm-none']);
  });

  it('tied tokens list by key whatever order they arrive in', () => {
    for (const order of [
      ['c', 'a', 'd', 'b'],
      ['a', 'b', 'c', 'd'],
      ['d', 'c', 'b', 'a'],
      ['b', 'd', 'a', 'c'],
    ]) {
      const sorted = sortRows(
        order.map((id) => rowOf(id, { mcap: 7 })),
        'mcap',
      );
      expect(sorted.map((row) => row.key)).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('an unknown field handed straight to the sort is an internal error, not an unsorted list', () => {
    const sort = () => sortRows([rowOf('a', {})], 'vibes' as SortField);
    expect(sort).toThrow(UnknownSortError);
    expect(sort).toThrow("Internal error: unknown sort field or category 'vibes'");
  });

  it('missing values go last, whatever their neighbours', () => {
    const sorted = sortRows([rowOf('none', { mcap: null }), rowOf('small', { mcap: 1 }), rowOf('zero', { mcap: 0 }), rowOf('big', { mcap: 9 })], 'mcap');
    expect(sorted.map((row) => row.key)).toEqual(['big', 'small', 'zero', 'none']);
  });

  it('ties keep a stable order by key', () => {
    expect(sortRows([rowOf('b', { mcap: 1 }), rowOf('a', { mcap: 1 })], 'mcap').map((row) => row.key)).toEqual(['a', 'b']);
  });

  it('the watchlist keeps its own order', () => {
    expect(sortRows([rowOf('b', {}), rowOf('a', {})], null).map((row) => row.key)).toEqual(['b', 'a']);
  });

  it('an unknown sort field or category is an internal error', () => {
    expect(() => resolveSort('toptraded', 'vibes')).toThrow(UnknownSortError);
    expect(() => resolveSort('toptraded', 'vibes')).toThrow(expect.objectContaining({ name: 'UnknownSortError' }));
    expect(() => resolveSort('hottest', undefined)).toThrow("Internal error: unknown sort field or category 'hottest'");
    expect(() => resolveSort('__proto__', undefined)).toThrow(UnknownSortError);
    expect(resolveSort('toptraded', 'mcap')).toBe('mcap');
  });
});
