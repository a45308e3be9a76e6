import { type BoundedField, type TokenFilter, tokenFilterSchema } from '@streams/market';

/** The filter panel's fields, in display order, with labels and units. */
export const boundedInputs: readonly { field: BoundedField; label: string; unit?: string }[] = [
  { field: 'mcap', label: 'Market cap', unit: '$' },
  { field: 'liquidity', label: 'Liquidity', unit: '$' },
  { field: 'volume', label: 'Volume', unit: '$' },
  { field: 'netVolume', label: 'Net volume', unit: '$' },
  { field: 'txns', label: 'Transactions' },
  { field: 'buys', label: 'Buys' },
  { field: 'sells', label: 'Sells' },
  { field: 'numNetBuyers', label: 'Net buyers' },
  { field: 'holderCount', label: 'Holders' },
  { field: 'bondingCurve', label: 'Bonding curve', unit: '%' },
  { field: 'organicScore', label: 'Organic score' },
  { field: 'topHoldersPercentage', label: 'Top 10 holders', unit: '%' },
  { field: 'devBalancePct', label: 'Dev holding', unit: '%' },
  { field: 'devMigrations', label: 'Dev migrations' },
];

export const flagInputs = [
  { field: 'verified', label: 'Verified only' },
  { field: 'mintAuthorityDisabled', label: 'Mint authority disabled' },
  { field: 'freezeAuthorityDisabled', label: 'Freeze authority disabled' },
  { field: 'hasSocials', label: 'Has socials' },
  { field: 'smallMeteoraDBC', label: 'Hide small Meteora DBC (liquidity under $500)' },
] as const;

export const ageInputs = [
  { field: 'TokenAge', label: 'Token age', unit: 'min' },
  { field: 'BondedAge', label: 'Since graduation', unit: 'min' },
] as const;

/** What the form holds: text as typed, flags, chosen launchpads. */
export type FilterForm = Record<string, string | boolean | string[]>;

const capitalized = (field: string) => field[0]?.toUpperCase() + field.slice(1);
const keywordText = (list: readonly string[] | undefined) => (list ?? []).join(', ');

export const formFromFilter = (filter: TokenFilter): FilterForm => {
  const form: FilterForm = {
    launchpads: [...(filter.launchpads ?? [])],
    numOfSocials: filter.numOfSocials === undefined ? '' : String(filter.numOfSocials),
    minLpBurntPercentage: filter.minLpBurntPercentage === undefined ? '' : String(filter.minLpBurntPercentage),
    searchInclude: keywordText(filter.searchInclude),
    searchExclude: keywordText(filter.searchExclude),
  };
  for (const { field } of flagInputs) form[field] = filter[field] === true;
  for (const { field } of boundedInputs) {
    for (const side of ['min', 'max'] as const) {
      const value = filter[`${side}${capitalized(field)}` as keyof TokenFilter];
      form[`${side}${capitalized(field)}`] = value === undefined ? '' : String(value);
    }
  }
  for (const { field } of ageInputs) {
    for (const side of ['min', 'max'] as const) {
      const value = filter[`${side}${field}` as keyof TokenFilter];
      form[`${side}${field}`] = value === undefined ? '' : String(value);
    }
  }
  return form;
};

export type FilterResult = { readonly ok: true; readonly filter: TokenFilter } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

const keywords = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text.split(',').map((keyword) => keyword.trim()) : undefined);

/**
 * Reads the form into a filter through the filter schema: empty boxes are unset, text that is
 * no number is an error on its field, and the schema's messages (such as 'Keyword cannot be
 * empty') come back per field.
 */
export const filterFromForm = (form: FilterForm): FilterResult => {
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key === 'launchpads') {
      if (Array.isArray(value) && value.length > 0) raw.launchpads = value;
    } else if (key === 'searchInclude' || key === 'searchExclude') {
      const list = keywords(value);
      if (list) raw[key] = list;
    } else if (typeof value === 'boolean') {
      if (value) raw[key] = true;
    } else if (typeof value === 'string' && value.trim() !== '') {
      const number = Number(value.trim().replace(',', '.'));
      if (Number.isFinite(number)) raw[key] = number;
      else errors[key] = 'Enter a number';
    }
  }
  const parsed = tokenFilterSchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, filter: parsed.data };
};

export { activeCriteria } from './activeCriteria';
