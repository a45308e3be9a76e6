import type { Category } from './categories';
import type { TokenRow } from './tokenRow';

/** Fields a token list sorts by; every sort is descending with missing values last. */
export const sortFields = [
  'listedAt',
  'netVolume',
  'volume',
  'organicBuyers',
  'likes',
  'bondingCurve',
  'graduatedAt',
  'priceChange',
  'mcap',
  'liquidity',
  'holderCount',
  'txs',
  'netBuyers',
  'organicScore',
  'price',
] as const;
export type SortField = (typeof sortFields)[number];

/** The default field per category (spec 000 §4 Sorting); the watchlist keeps its own order. */
export const defaultSort: Readonly<Record<Category, SortField | null>> = {
  recent: 'listedAt',
  alphascan: 'listedAt',
  toptrending: 'netVolume',
  overview: 'volume',
  toptraded: 'volume',
  launchpads: 'volume',
  toporganicscore: 'organicBuyers',
  popular: 'likes',
  aboutToGraduate: 'bondingCurve',
  graduated: 'graduatedAt',
  topgainer: 'priceChange',
  runners: 'mcap',
  stocks: 'volume',
  xstocks: 'volume',
  prestocks: 'volume',
  watchlist: null,
};

export class UnknownSortError extends Error {
  constructor(what: string) {
    super(`Internal error: unknown sort field or category '${what}'`);
    this.name = 'UnknownSortError';
  }
}

export const sortValue = (row: TokenRow, field: SortField): number | undefined => {
  const { asset, derived } = row;
  switch (field) {
    case 'listedAt':
      return row.listedAt || undefined;
    case 'netVolume':
      return derived.netVolume;
    case 'volume':
      return derived.volume;
    case 'organicBuyers':
      return derived.organicBuyers;
    case 'likes':
      return asset.ctLikes ?? undefined;
    case 'bondingCurve':
      return asset.bondingCurve ?? row.pool.bondingCurve ?? undefined;
    case 'graduatedAt':
      return row.graduatedAt;
    case 'priceChange':
      return derived.priceChange;
    case 'mcap':
      return asset.mcap ?? undefined;
    case 'liquidity':
      return asset.liquidity ?? undefined;
    case 'holderCount':
      return asset.holderCount ?? undefined;
    case 'txs':
      return derived.txs;
    case 'netBuyers':
      return derived.netBuyers;
    case 'organicScore':
      return asset.organicScore ?? undefined;
    case 'price':
      return asset.usdPrice ?? undefined;
    default:
      throw new UnknownSortError(String(field));
  }
};

/** The sort a list uses: the one asked for, else its category's default; unknown ones are internal errors. */
export const resolveSort = (category: string, requested: string | undefined): SortField | null => {
  if (!Object.hasOwn(defaultSort, category)) throw new UnknownSortError(category);
  if (requested === undefined) return defaultSort[category as Category];
  if (!(sortFields as readonly string[]).includes(requested)) throw new UnknownSortError(requested);
  return requested as SortField;
};

/** Sorts descending by `field`, missing values last, ties by key so the order is stable. */
export const sortRows = (rows: readonly TokenRow[], field: SortField | null): TokenRow[] => {
  if (field === null) return [...rows];
  const keyed = rows.map((row) => ({ row, value: sortValue(row, field) }));
  const byKey = (a: TokenRow, b: TokenRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  keyed.sort((a, b) => {
    const aMissing = a.value === undefined || Number.isNaN(a.value);
    const bMissing = b.value === undefined || Number.isNaN(b.value);
    if (aMissing || bMissing) return aMissing === bMissing ? byKey(a.row, b.row) : aMissing ? 1 : -1;
    return (b.value as number) - (a.value as number) || byKey(a.row, b.row);
  });
  return keyed.map((entry) => entry.row);
};
