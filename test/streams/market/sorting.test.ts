import { categories } from '@streams/market/categories';
import { UnknownSortError, defaultSort, resolveSort, sortRows } from '@streams/market/sorting';
import { toRow } from '@streams/market/tokenRow';
import type { Asset } from '@streams/schemas/asset';
import { makePool, stats } from '../../support/fixtures/pools';

const rowOf = (id: string, asset: Partial<Asset>) => toRow(makePool(id, { asset }), '24h');

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
    expect(() => resolveSort('hottest', undefined)).toThrow("Internal error: unknown sort field or category 'hottest'");
    expect(() => resolveSort('__proto__', undefined)).toThrow(UnknownSortError);
    expect(resolveSort('toptraded', 'mcap')).toBe('mcap');
  });
});
