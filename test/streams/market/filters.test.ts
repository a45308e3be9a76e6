import { type TokenFilter, passesFilter, tokenFilterSchema } from '@streams/market/filters';
import { toRow } from '@streams/market/tokenRow';
import type { Asset } from '@streams/schemas/asset';
import { makePool, stats } from '../../support/fixtures/pools';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const row = (asset: Partial<Asset> = {}, timeframe: '5m' | '1h' | '24h' = '24h') => toRow(makePool('tok', { asset }), timeframe);
const passes = (filter: TokenFilter, asset: Partial<Asset> = {}, timeframe: '5m' | '1h' | '24h' = '24h') => passesFilter(row(asset, timeframe), filter, now);

describe('token filter criteria (spec 000 §5)', () => {
  it.each<[string, TokenFilter, Partial<Asset>, boolean]>([
    ['launchpads: in the list', { launchpads: ['pump.fun', 'bags.fun'] }, { launchpad: 'bags.fun' }, true],
    ['launchpads: not in the list', { launchpads: ['bags.fun'] }, { launchpad: 'pump.fun' }, false],
    ['launchpads: no launchpad', { launchpads: ['bags.fun'] }, { launchpad: null }, false],
    ['smallMeteoraDBC: met-dbc under 500 liquidity is out', { smallMeteoraDBC: true }, { launchpad: 'met-dbc', liquidity: 499 }, false],
    ['smallMeteoraDBC: met-dbc at 500 stays', { smallMeteoraDBC: true }, { launchpad: 'met-dbc', liquidity: 500 }, true],
    ['smallMeteoraDBC: other launchpads under 500 stay', { smallMeteoraDBC: true }, { launchpad: 'pump.fun', liquidity: 10 }, true],
    ['numOfSocials: counts twitter, telegram and website', { numOfSocials: 2 }, { twitter: 'https://x.com/a', website: 'https://a.fun' }, true],
    ['numOfSocials: too few', { numOfSocials: 2 }, { twitter: 'https://x.com/a' }, false],
    ['hasSocials: at least one', { hasSocials: true }, { telegram: 'https://t.me/a' }, true],
    ['hasSocials: none', { hasSocials: true }, {}, false],
    ['topHoldersPercentage: below the bound', { maxTopHoldersPercentage: 15 }, { audit: { topHoldersPercentage: 14.9 } }, true],
    ['topHoldersPercentage: at the bound is not below it', { maxTopHoldersPercentage: 15 }, { audit: { topHoldersPercentage: 15 } }, false],
    ['topHoldersPercentage: must exist', { maxTopHoldersPercentage: 15 }, { audit: {} }, false],
    ['lpBurntPercentage: at least the bound', { minLpBurntPercentage: 90 }, { audit: { lpBurnedPercentage: 90 } }, true],
    ['lpBurntPercentage: below', { minLpBurntPercentage: 90 }, { audit: { lpBurnedPercentage: 89 } }, false],
    ['lpBurntPercentage: must exist', { minLpBurntPercentage: 0 }, { audit: {} }, false],
    ['mintAuthorityDisabled: the flag must be true', { mintAuthorityDisabled: true }, { audit: { mintAuthorityDisabled: false } }, false],
    ['freezeAuthorityDisabled: the flag must be true', { freezeAuthorityDisabled: true }, { audit: { freezeAuthorityDisabled: true } }, true],
    ['freezeAuthorityDisabled: missing is not true', { freezeAuthorityDisabled: true }, { audit: {} }, false],
    ['bondingCurve: within bounds', { minBondingCurve: 40, maxBondingCurve: 60 }, { bondingCurve: 50 }, true],
    ['liquidity: missing counts as 0', { minLiquidity: 1 }, { liquidity: null }, false],
    ['liquidity: max is inclusive', { maxLiquidity: 100 }, { liquidity: 100 }, true],
    ['holderCount: min', { minHolderCount: 101 }, { holderCount: 100 }, false],
    ['mcap: max', { maxMcap: 250_000 }, { mcap: 250_001 }, false],
    ['devBalancePct: max', { maxDevBalancePct: 5 }, { audit: { devBalancePercentage: 4 } }, true],
    ['devMigrations: max', { maxDevMigrations: 0 }, { audit: { devMigrations: 1 } }, false],
    ['organicScore: min', { minOrganicScore: 60 }, { organicScore: 59 }, false],
    ['verified: must be verified', { verified: true }, { isVerified: false }, false],
    ['searchInclude: any keyword in "symbol name", lowercased', { searchInclude: ['frog', 'CAT'] }, { symbol: 'MEOW', name: 'Tiny Cat' }, true],
    ['searchInclude: none matches', { searchInclude: ['frog'] }, { symbol: 'MEOW', name: 'Tiny Cat' }, false],
    ['searchExclude: a keyword matches', { searchExclude: ['rug', 'cat'] }, { symbol: 'MEOW', name: 'Tiny Cat' }, false],
    ['searchExclude: none matches', { searchExclude: ['rug'] }, { symbol: 'MEOW', name: 'Tiny Cat' }, true],
  ])('%s', (_name, filter, asset, expected) => {
    expect(passes(filter, asset)).toBe(expected);
  });

  it('volume, txns, buys, sells and net buyers read the selected timeframe', () => {
    const asset = {
      stats5m: stats({ buyVolume: 10, numBuys: 1, numSells: 0, numTraders: 1, numNetBuyers: 1 }),
      stats24h: stats({ buyVolume: 900, numBuys: 50, numSells: 40, numTraders: 60, numNetBuyers: 40 }),
    };
    expect(passes({ minVolume: 500 }, asset, '24h')).toBe(true);
    expect(passes({ minVolume: 500 }, asset, '5m')).toBe(false);
    expect(passes({ minTxns: 90, maxTxns: 90 }, asset, '24h')).toBe(true);
    expect(passes({ minBuys: 2 }, asset, '5m')).toBe(false);
    expect(passes({ maxSells: 39 }, asset, '24h')).toBe(false);
    // net buyers = 2 × 40 − 60 = 20
    expect(passes({ minNumNetBuyers: 20, maxNumNetBuyers: 20 }, asset, '24h')).toBe(true);
    expect(passes({ minNetVolume: 900 }, asset, '24h')).toBe(true);
  });

  it('token age is minutes since the first pool; bonded age minutes since graduation (which must exist)', () => {
    const asset = { firstPool: { id: 'p', createdAt: '2026-11-21T11:30:00.000Z' }, graduatedAt: '2026-11-21T11:50:00.000Z' };
    expect(passes({ minTokenAge: 29, maxTokenAge: 31 }, asset)).toBe(true);
    expect(passes({ maxTokenAge: 29 }, asset)).toBe(false);
    expect(passes({ minBondedAge: 9, maxBondedAge: 11 }, asset)).toBe(true);
    expect(passes({ maxBondedAge: 60 }, { graduatedAt: null })).toBe(false);
  });

  it('bondingCurve must exist (asset or pool): a token without one fails any bound', () => {
    const noCurve = toRow(makePool('x', { bondingCurve: null, asset: { bondingCurve: null } }), '24h');
    expect(passesFilter(noCurve, { minBondingCurve: 0 }, now)).toBe(false);
    const poolCurve = toRow(makePool('y', { bondingCurve: 70, asset: { bondingCurve: null } }), '24h');
    expect(passesFilter(poolCurve, { minBondingCurve: 60 }, now)).toBe(true);
  });

  it('every set criterion must hold', () => {
    expect(passes({ verified: true, minLiquidity: 1 }, { isVerified: true, liquidity: 5 })).toBe(true);
    expect(passes({ verified: true, minLiquidity: 10 }, { isVerified: true, liquidity: 5 })).toBe(false);
    expect(passes({}, {})).toBe(true);
  });
});

describe('filter schema', () => {
  it("refuses an empty keyword with 'Keyword cannot be empty'", () => {
    const result = tokenFilterSchema.safeParse({ searchInclude: ['ok', '  '] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Keyword cannot be empty');
  });

  it('cuts keyword lists to 5 entries', () => {
    expect(tokenFilterSchema.parse({ searchExclude: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }).searchExclude).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('accepts launchpads only from the registry', () => {
    expect(tokenFilterSchema.safeParse({ launchpads: ['pump.fun', 'Ego'] }).success).toBe(true);
    const result = tokenFilterSchema.safeParse({ launchpads: ['scam.fun'] });
    expect(result.error?.issues[0]?.message).toBe('Unknown launchpad');
  });

  it('booleans are booleans, bounds are numbers, ages optional', () => {
    expect(tokenFilterSchema.safeParse({ verified: 'yes' }).success).toBe(false);
    expect(tokenFilterSchema.safeParse({ minMcap: '100' }).success).toBe(false);
    expect(tokenFilterSchema.safeParse({ minMcap: 100, hasSocials: true }).success).toBe(true);
    expect(tokenFilterSchema.parse({})).toEqual({});
  });
});
