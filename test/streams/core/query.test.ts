import { toQueryString, withQuery } from '@streams/core/query';

describe('query serialisation (spec 000 §7)', () => {
  it.each([
    ['arrays joined by commas', { assetIds: ['So11', 'EPjF', 'Es9v'] }, 'assetIds=So11,EPjF,Es9v'],
    ['dates as ISO strings', { fromTs: new Date(Date.UTC(2026, 10, 21, 8, 30)) }, 'fromTs=2026-11-21T08%3A30%3A00.000Z'],
    ['undefined values dropped', { query: 'bonk', sortBy: undefined, limit: 20 }, 'query=bonk&limit=20'],
    ['booleans and bigints as text', { verified: true, amount: 10n ** 18n }, 'verified=true&amount=1000000000000000000'],
    ['items and values percent-encoded, commas between items kept', { q: ['a b', 'c,d'], s: '&=?' }, 'q=a%20b,c%2Cd&s=%26%3D%3F'],
    ['an empty object gives nothing', {}, ''],
    ['an empty array keeps its key', { filters: [] }, 'filters='],
  ])('%s', (_name, params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });

  it('appends to a URL with or without an existing query', () => {
    expect(withQuery('/v1/assets', { ids: ['a', 'b'] })).toBe('/v1/assets?ids=a,b');
    expect(withQuery('/v1/txs/x?limit=30', { offset: 2 })).toBe('/v1/txs/x?limit=30&offset=2');
    expect(withQuery('/v1/pools', { sortBy: undefined })).toBe('/v1/pools');
    expect(withQuery('/v1/pools', undefined)).toBe('/v1/pools');
  });
});
