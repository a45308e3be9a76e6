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

describe('each bounded criterion reads its own value', () => {
  const busy = {
    stats24h: stats({ buyVolume: 900, sellVolume: 300, numBuys: 50, numSells: 40, numTraders: 60, numNetBuyers: 40 }),
  };

  it('sells reads the sell count (40), not the buy count (50)', () => {
    expect(passes({ minSells: 40, maxSells: 45 }, busy)).toBe(true);
    expect(passes({ minSells: 41 }, busy)).toBe(false);
  });

  it('buys reads the buy count (50), not the transaction count (90)', () => {
    expect(passes({ minBuys: 50, maxBuys: 50 }, busy)).toBe(true);
    expect(passes({ maxBuys: 49 }, busy)).toBe(false);
  });

  it('volume is buy plus sell volume (1200), not net volume (600)', () => {
    expect(passes({ minVolume: 1200, maxVolume: 1200 }, busy)).toBe(true);
    expect(passes({ maxNetVolume: 600, minNetVolume: 600 }, busy)).toBe(true);
    expect(passes({ minVolume: 1201 }, busy)).toBe(false);
  });

  it.each<[string, TokenFilter, Partial<Asset>, boolean]>([
    ['holderCount: min is inclusive', { minHolderCount: 100 }, { holderCount: 100 }, true],
    ['holderCount: max one below the count', { maxHolderCount: 99 }, { holderCount: 100 }, false],
    ['holderCount: missing counts as 0', { maxHolderCount: 0 }, { holderCount: null }, true],
    [
      'devBalancePct: reads the dev balance (4), not the migrations (0)',
      { minDevBalancePct: 4 },
      { audit: { devBalancePercentage: 4, devMigrations: 0 } },
      true,
    ],
    ['devBalancePct: min above the balance', { minDevBalancePct: 4.1 }, { audit: { devBalancePercentage: 4, devMigrations: 9 } }, false],
    [
      'devMigrations: reads the migrations (2), not the organic score (50)',
      { minDevMigrations: 2, maxDevMigrations: 2 },
      { audit: { devMigrations: 2 }, organicScore: 50 },
      true,
    ],
    ['devMigrations: none at max 0', { maxDevMigrations: 0 }, { audit: { devMigrations: 0 }, organicScore: 50 }, true],
    ['organicScore: min is inclusive', { minOrganicScore: 60 }, { organicScore: 60 }, true],
    ['organicScore: max one below', { maxOrganicScore: 59 }, { organicScore: 60 }, false],
  ])('%s', (_name, filter, asset, expected) => {
    expect(passes(filter, asset)).toBe(expected);
  });
});

describe('a token without an audit (audit: null) is judged, not crashed on', () => {
  it.each<[string, TokenFilter, boolean]>([
    ['topHoldersPercentage must exist', { maxTopHoldersPercentage: 100 }, false],
    ['devBalancePct counts as 0', { maxDevBalancePct: 0 }, true],
    ['devBalancePct: 0 is below a min of 1', { minDevBalancePct: 1 }, false],
    ['devMigrations count as 0', { maxDevMigrations: 0 }, true],
    ['mintAuthorityDisabled is not proven', { mintAuthorityDisabled: true }, false],
    ['freezeAuthorityDisabled is not proven', { freezeAuthorityDisabled: true }, false],
    ['lpBurntPercentage must exist', { minLpBurntPercentage: 0 }, false],
  ])('%s', (_name, filter, expected) => {
    expect(passes(filter, { audit: null })).toBe(expected);
  });
});

describe('flags and lists that are off or empty filter nothing', () => {
  const smallDbc = { launchpad: 'met-dbc', liquidity: 10 };

  it('an empty launchpad list keeps every token, with or without a launchpad', () => {
    expect(passes({ launchpads: [] }, { launchpad: 'pump.fun' })).toBe(true);
    expect(passes({ launchpads: [] }, { launchpad: null })).toBe(true);
  });

  it('small Meteora DBC tokens stay when smallMeteoraDBC is off or unset', () => {
    expect(passes({ smallMeteoraDBC: false }, smallDbc)).toBe(true);
    expect(passes({}, smallDbc)).toBe(true);
    expect(passes({ smallMeteoraDBC: true }, smallDbc)).toBe(false);
  });

  it('mintAuthorityDisabled keeps a token whose mint authority is disabled', () => {
    expect(passes({ mintAuthorityDisabled: true }, { audit: { mintAuthorityDisabled: true } })).toBe(true);
    expect(passes({ mintAuthorityDisabled: true }, { audit: {} })).toBe(false);
  });

  it('an empty include list keeps every token; an empty exclude list drops none', () => {
    expect(passes({ searchInclude: [] }, { symbol: 'MEOW', name: 'Tiny Cat' })).toBe(true);
    expect(passes({ searchExclude: [] }, { symbol: 'MEOW', name: 'Tiny Cat' })).toBe(true);
  });
});

describe('LP burnt percentage reported as null', () => {
  it('a null LP burnt percentage does not pass even a minimum of 0', () => {
    expect(passes({ minLpBurntPercentage: 0 }, { audit: { lpBurnedPercentage: null } })).toBe(false);
    expect(passes({ minLpBurntPercentage: 0 }, { audit: { lpBurnedPercentage: 0 } })).toBe(true);
  });
});

describe('token and bonded age bounds (minutes, both inclusive)', () => {
  // Listed 30 minutes before now, graduated 10 minutes before now.
  const aged = { firstPool: { id: 'p', createdAt: '2026-11-21T11:30:00.000Z' }, graduatedAt: '2026-11-21T11:50:00.000Z' };

  it.each<[string, TokenFilter, boolean]>([
    ['token age at the min', { minTokenAge: 30 }, true],
    ['token age one minute under the min', { minTokenAge: 31 }, false],
    ['token age at the max', { maxTokenAge: 30 }, true],
    ['token age under the max', { maxTokenAge: 31 }, true],
    ['token age over the max', { maxTokenAge: 29 }, false],
    ['token age at both bounds', { minTokenAge: 30, maxTokenAge: 30 }, true],
    ['token age over the min only', { minTokenAge: 29 }, true],
    ['bonded age at the min', { minBondedAge: 10 }, true],
    ['bonded age under the min', { minBondedAge: 11 }, false],
    ['bonded age over the min only', { minBondedAge: 9 }, true],
    ['bonded age at the max', { maxBondedAge: 10 }, true],
    ['bonded age under the max only', { maxBondedAge: 11 }, true],
    ['bonded age over the max', { maxBondedAge: 9 }, false],
    ['bonded age over the max with a min met', { minBondedAge: 5, maxBondedAge: 9 }, false],
    ['bonded age under the min with a max met', { minBondedAge: 11, maxBondedAge: 60 }, false],
  ])('%s', (_name, filter, expected) => {
    expect(passes(filter, aged)).toBe(expected);
  });
});

describe('filter schema: number of socials', () => {
  it('accepts 0 to 3 socials, refuses 4, negatives and fractions', () => {
    expect(tokenFilterSchema.safeParse({ numOfSocials: 0 }).success).toBe(true);
    expect(tokenFilterSchema.safeParse({ numOfSocials: 3 }).success).toBe(true);
    expect(tokenFilterSchema.safeParse({ numOfSocials: 4 }).success).toBe(false);
    expect(tokenFilterSchema.safeParse({ numOfSocials: -1 }).success).toBe(false);
    expect(tokenFilterSchema.safeParse({ numOfSocials: 1.5 }).success).toBe(false);
  });
});
