import { z } from 'zod';
import { isKnownLaunchpad } from './launchpads';
import type { TokenRow } from './tokenRow';

const bound = z.number().finite().optional();
const keywords = z
  .array(z.string().trim().min(1, 'Keyword cannot be empty'))
  .transform((list) => list.slice(0, 5))
  .optional();

/** Numeric criteria with a min and a max bound each. */
export const boundedFields = [
  'bondingCurve',
  'sells',
  'buys',
  'txns',
  'liquidity',
  'holderCount',
  'volume',
  'netVolume',
  'numNetBuyers',
  'mcap',
  'topHoldersPercentage',
  'devBalancePct',
  'devMigrations',
  'organicScore',
] as const;
export type BoundedField = (typeof boundedFields)[number];

const bounds = Object.fromEntries(
  boundedFields.flatMap((field) => {
    const name = field[0]?.toUpperCase() + field.slice(1);
    return [
      [`min${name}`, bound],
      [`max${name}`, bound],
    ];
  }),
) as Record<`min${Capitalize<BoundedField>}` | `max${Capitalize<BoundedField>}`, typeof bound>;

/**
 * The token filter (spec 000 §5 Filter schema). Booleans for the flags, numbers for the rest;
 * ages are minutes; keyword lists hold non-empty keywords, cut to 5; launchpads only from the
 * registry. Every field is optional: an empty object filters nothing.
 */
export const tokenFilterSchema = z.object({
  launchpads: z.array(z.string().refine(isKnownLaunchpad, { message: 'Unknown launchpad' })).optional(),
  verified: z.boolean().optional(),
  mintAuthorityDisabled: z.boolean().optional(),
  freezeAuthorityDisabled: z.boolean().optional(),
  smallMeteoraDBC: z.boolean().optional(),
  hasSocials: z.boolean().optional(),
  numOfSocials: z.number().int().min(0).max(3).optional(),
  minLpBurntPercentage: bound,
  ...bounds,
  minTokenAge: bound,
  maxTokenAge: bound,
  minBondedAge: bound,
  maxBondedAge: bound,
  searchInclude: keywords,
  searchExclude: keywords,
});
export type TokenFilter = z.infer<typeof tokenFilterSchema>;

const SMALL_DBC_LIQUIDITY = 500;
const MINUTE = 60_000;

/** The value a bounded criterion reads; missing numbers count as 0 unless noted. */
const valueOf = (row: TokenRow, field: BoundedField): number | undefined => {
  const { asset, derived } = row;
  switch (field) {
    case 'bondingCurve':
      return asset.bondingCurve ?? row.pool.bondingCurve ?? undefined; // must exist
    case 'topHoldersPercentage':
      return asset.audit?.topHoldersPercentage ?? undefined; // must exist
    case 'sells':
      return derived.sells;
    case 'buys':
      return derived.buys;
    case 'txns':
      return derived.txs;
    case 'volume':
      return derived.volume;
    case 'netVolume':
      return derived.netVolume;
    case 'numNetBuyers':
      return derived.netBuyers;
    case 'liquidity':
      return asset.liquidity ?? 0;
    case 'holderCount':
      return asset.holderCount ?? 0;
    case 'mcap':
      return asset.mcap ?? 0;
    case 'devBalancePct':
      return asset.audit?.devBalancePercentage ?? 0;
    case 'devMigrations':
      return asset.audit?.devMigrations ?? 0;
    case 'organicScore':
      return asset.organicScore ?? 0;
  }
};

const capitalized = (field: BoundedField) => (field[0]?.toUpperCase() + field.slice(1)) as Capitalize<BoundedField>;

const matchesKeyword = (row: TokenRow, list: readonly string[]) => {
  const text = `${row.asset.symbol} ${row.asset.name}`.toLowerCase();
  return list.some((keyword) => text.includes(keyword.toLowerCase()));
};

/** True when the row passes every criterion that is set (spec 000 §5 Token filter criteria). */
export const passesFilter = (row: TokenRow, filter: TokenFilter, now: number): boolean => {
  const { asset } = row;
  if (filter.launchpads && filter.launchpads.length > 0 && !filter.launchpads.includes(asset.launchpad ?? '')) return false;
  if (filter.smallMeteoraDBC && asset.launchpad === 'met-dbc' && (asset.liquidity ?? 0) < SMALL_DBC_LIQUIDITY) return false;
  const socials = [asset.twitter, asset.telegram, asset.website].filter(Boolean).length;
  if (filter.numOfSocials !== undefined && socials < filter.numOfSocials) return false;
  if (filter.hasSocials && socials < 1) return false;
  if (filter.verified && !asset.isVerified) return false;
  if (filter.mintAuthorityDisabled && asset.audit?.mintAuthorityDisabled !== true) return false;
  if (filter.freezeAuthorityDisabled && asset.audit?.freezeAuthorityDisabled !== true) return false;
  if (filter.minLpBurntPercentage !== undefined) {
    const burnt = asset.audit?.lpBurnedPercentage;
    if (burnt === undefined || burnt === null || burnt < filter.minLpBurntPercentage) return false;
  }
  for (const field of boundedFields) {
    const min = filter[`min${capitalized(field)}`];
    const max = filter[`max${capitalized(field)}`];
    if (min === undefined && max === undefined) continue;
    const value = valueOf(row, field);
    if (value === undefined) return false;
    if (min !== undefined && value < min) return false;
    // Top holders must be strictly below the bound; every other maximum is inclusive.
    if (max !== undefined && (field === 'topHoldersPercentage' ? value >= max : value > max)) return false;
  }
  const tokenAge = (now - row.listedAt) / MINUTE;
  if (filter.minTokenAge !== undefined && tokenAge < filter.minTokenAge) return false;
  if (filter.maxTokenAge !== undefined && tokenAge > filter.maxTokenAge) return false;
  if (filter.minBondedAge !== undefined || filter.maxBondedAge !== undefined) {
    if (row.graduatedAt === undefined) return false;
    const bondedAge = (now - row.graduatedAt) / MINUTE;
    if (filter.minBondedAge !== undefined && bondedAge < filter.minBondedAge) return false;
    if (filter.maxBondedAge !== undefined && bondedAge > filter.maxBondedAge) return false;
  }
  if (filter.searchInclude && filter.searchInclude.length > 0 && !matchesKeyword(row, filter.searchInclude)) return false;
  if (filter.searchExclude && filter.searchExclude.length > 0 && matchesKeyword(row, filter.searchExclude)) return false;
  return true;
};
