import { categories, growsWithLaunches, isCategory, snapshotRequest } from '@streams/market/categories';

describe('token list categories (spec 000 §2, §7)', () => {
  it.each([
    ['recent', true],
    ['alphascan', true],
    ['toptraded', false],
    ['graduated', false],
    ['watchlist', false],
    ['overview', false],
  ] as const)('%s grows as tokens launch: %s', (category, grows) => {
    expect(growsWithLaunches(category)).toBe(grows);
  });

  it('the watchlist asks for its own tokens by id', () => {
    expect(snapshotRequest('watchlist', '24h', { watchlist: ['mintA', 'mintB'], launchpads: ['pump.fun'] })).toEqual({
      path: '/v1/pools',
      query: { assetIds: ['mintA', 'mintB'] },
    });
  });

  it('a watchlist without tokens asks for no ids, never for every pool', () => {
    expect(snapshotRequest('watchlist', '1h')).toEqual({ path: '/v1/pools', query: { assetIds: [] } });
  });

  it('the recent list asks for new pools, filtered by the chosen launchpads', () => {
    expect(snapshotRequest('recent', '5m', { launchpads: ['pump.fun', 'bonk'] })).toEqual({ path: '/v1/pools', query: { launchpads: ['pump.fun', 'bonk'] } });
  });

  it.each(['5m', '1h', '6h', '24h'] as const)('the overview for %s has its own path and no query', (timeframe) => {
    expect(snapshotRequest('overview', timeframe, { launchpads: ['pump.fun'], watchlist: ['mintA'] })).toEqual({ path: `/v1/pools/top/overview/${timeframe}` });
  });

  it('a served list asks by category and timeframe, passing the chosen launchpads on', () => {
    expect(snapshotRequest('toptraded', '6h', { launchpads: ['pump.fun'] })).toEqual({ path: '/v1/pools/toptraded/6h', query: { launchpads: ['pump.fun'] } });
    expect(snapshotRequest('aboutToGraduate', '1h', { launchpads: ['bonk'] })).toEqual({
      path: '/v1/pools/aboutToGraduate/1h',
      query: { launchpads: ['bonk'] },
    });
  });

  it('a served list without chosen launchpads asks for all of them', () => {
    const request = snapshotRequest('alphascan', '24h');
    expect(request.path).toBe('/v1/pools/alphascan/24h');
    expect(request.query?.launchpads).toBeUndefined();
  });

  it('every category names a list the app can ask for', () => {
    for (const category of categories) {
      expect(isCategory(category)).toBe(true);
      expect(snapshotRequest(category, '24h').path).toMatch(/^\/v1\/pools(\/|$)/);
    }
    expect(isCategory('hottest')).toBe(false);
  });
});
