import * as z from 'zod/mini';
import { isKnownLaunchpad } from '../catalogues/launchpads';
import type { TokenRow } from './tokenRow';

const bound = z.optional(z.number());
const keywords = z.optional(
  z.pipe(
    z.array(z.string().check(z.trim(), z.minLength(1, 'Keyword cannot be empty'))),
    z.transform((list) => list.slice(0, 5)),
  ),
);

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
  launchpads: z.optional(z.array(z.string().check(z.refine(isKnownLaunchpad, { message: 'Unknown launchpad' })))),
  verified: z.optional(z.boolean()),
  mintAuthorityDisabled: z.optional(z.boolean()),
  freezeAuthorityDisabled: z.optional(z.boolean()),
  smallMeteoraDBC: z.optional(z.boolean()),
  hasSocials: z.optional(z.boolean()),
  numOfSocials: z.optional(z.int('Enter a whole number').check(z.minimum(0, 'At least 0'), z.maximum(3, 'At most 3'))),
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

const boundKeys = boundedFields.map((field) => ({ field, min: `min${capitalized(field)}`, max: `max${capitalized(field)}` }) as const);

/**
 * Compiles a filter into one predicate holding only the criteria that are set, so a list of
 * hundreds of rows is checked once per frame without rebuilding anything per row.
 */
export const compileFilter = (filter: TokenFilter, now: number): ((row: TokenRow) => boolean) => {
  const checks: ((row: TokenRow) => boolean)[] = [];
  const { launchpads, numOfSocials, minLpBurntPercentage, searchInclude, searchExclude } = filter;
  if (launchpads && launchpads.length > 0) checks.push((row) => launchpads.includes(row.asset.launchpad ?? ''));
  if (filter.smallMeteoraDBC) checks.push((row) => !(row.asset.launchpad === 'met-dbc' && (row.asset.liquidity ?? 0) < SMALL_DBC_LIQUIDITY));
  const socials = (row: TokenRow) => [row.asset.twitter, row.asset.telegram, row.asset.website].filter(Boolean).length;
  if (numOfSocials !== undefined) checks.push((row) => socials(row) >= numOfSocials);
  if (filter.hasSocials) checks.push((row) => socials(row) >= 1);
  if (filter.verified) checks.push((row) => row.asset.isVerified === true);
  if (filter.mintAuthorityDisabled) checks.push((row) => row.asset.audit?.mintAuthorityDisabled === true);
  if (filter.freezeAuthorityDisabled) checks.push((row) => row.asset.audit?.freezeAuthorityDisabled === true);
  if (minLpBurntPercentage !== undefined) {
    checks.push((row) => {
      const burnt = row.asset.audit?.lpBurnedPercentage;
      return burnt !== undefined && burnt !== null && burnt >= minLpBurntPercentage;
    });
  }
  for (const { field, min: minKey, max: maxKey } of boundKeys) {
    const min = filter[minKey];
    const max = filter[maxKey];
    if (min === undefined && max === undefined) continue;
    checks.push((row) => {
      const value = valueOf(row, field);
      if (value === undefined) return false;
      if (min !== undefined && value < min) return false;
      // Top holders must be strictly below the bound; every other maximum is inclusive.
      return max === undefined || (field === 'topHoldersPercentage' ? value < max : value <= max);
    });
  }
  const { minTokenAge, maxTokenAge, minBondedAge, maxBondedAge } = filter;
  if (minTokenAge !== undefined || maxTokenAge !== undefined) {
    checks.push((row) => {
      const age = (now - row.listedAt) / MINUTE;
      return (minTokenAge === undefined || age >= minTokenAge) && (maxTokenAge === undefined || age <= maxTokenAge);
    });
  }
  if (minBondedAge !== undefined || maxBondedAge !== undefined) {
    checks.push((row) => {
      if (row.graduatedAt === undefined) return false;
      const age = (now - row.graduatedAt) / MINUTE;
      return (minBondedAge === undefined || age >= minBondedAge) && (maxBondedAge === undefined || age <= maxBondedAge);
    });
  }
  if (searchInclude && searchInclude.length > 0) checks.push((row) => matchesKeyword(row, searchInclude));
  if (searchExclude && searchExclude.length > 0) checks.push((row) => !matchesKeyword(row, searchExclude));
  return (row) => checks.every((check) => check(row));
};

/** True when the row passes every criterion that is set (spec 000 §5 Token filter criteria). */
export const passesFilter = (row: TokenRow, filter: TokenFilter, now: number): boolean => compileFilter(filter, now)(row);
