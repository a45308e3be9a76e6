import { poolCategories, type PoolCategory } from '../../streams/catalogues';
import type { Asset } from '../../streams/schemas';
import { SOL_MINT, USDC_MINT, USDT_MINT } from './knownTokens';
import type { Market } from './market';
import { type SerializeContext, assetOf } from './serialize';
import type { Timeframe } from './stats';
import type { TokenState } from './token';

const majors = new Set([SOL_MINT, USDC_MINT, USDT_MINT]);
const HOUR = 3_600_000;

interface Row {
  readonly token: TokenState;
  readonly asset: Asset;
}

const stats = (asset: Asset, timeframe: Timeframe) => asset[`stats${timeframe}`];
const volumeOf = (asset: Asset, timeframe: Timeframe) => (stats(asset, timeframe)?.buyVolume ?? 0) + (stats(asset, timeframe)?.sellVolume ?? 0);
const netVolumeOf = (asset: Asset, timeframe: Timeframe) => (stats(asset, timeframe)?.buyVolume ?? 0) - (stats(asset, timeframe)?.sellVolume ?? 0);
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);

/** Which tokens a category lists, and in which order (best first). */
const categoryRules: Record<
  PoolCategory,
  { keep: (row: Row, timeframe: Timeframe, now: number) => boolean; score: (row: Row, timeframe: Timeframe) => number }
> = {
  toptrending: { keep: ({ asset }, tf) => !majors.has(asset.id) && netVolumeOf(asset, tf) > 0, score: ({ asset }, tf) => netVolumeOf(asset, tf) },
  toptraded: { keep: ({ asset }, tf) => volumeOf(asset, tf) > 0, score: ({ asset }, tf) => volumeOf(asset, tf) },
  overview: { keep: ({ asset }, tf) => volumeOf(asset, tf) > 0, score: ({ asset }, tf) => volumeOf(asset, tf) },
  toporganicscore: {
    keep: ({ asset }, tf) => !majors.has(asset.id) && (stats(asset, tf)?.numOrganicBuyers ?? 0) > 0,
    score: ({ asset }, tf) => stats(asset, tf)?.numOrganicBuyers ?? 0,
  },
  popular: { keep: ({ asset }) => (asset.ctLikes ?? 0) > 0, score: ({ asset }) => asset.ctLikes ?? 0 },
  launchpads: { keep: ({ asset }) => Boolean(asset.launchpad), score: ({ asset }, tf) => volumeOf(asset, tf) },
  stocks: { keep: ({ token }) => token.info.stock !== undefined, score: ({ asset }, tf) => volumeOf(asset, tf) },
  xstocks: { keep: ({ token }) => token.info.stock?.issuer === 'xstocks', score: ({ asset }, tf) => volumeOf(asset, tf) },
  prestocks: { keep: ({ token }) => token.info.stock?.issuer === 'prestocks', score: ({ asset }, tf) => volumeOf(asset, tf) },
  recent: { keep: ({ token }, _tf, now) => now - token.info.createdAt < 6 * HOUR, score: ({ token }) => token.info.createdAt },
  alphascan: {
    keep: ({ token, asset }, _tf, now) => now - token.info.createdAt < 2 * HOUR && (stats(asset, '5m')?.numTraders ?? 0) > 0,
    score: ({ token }) => token.info.createdAt,
  },
  aboutToGraduate: { keep: ({ token }) => token.isCurve && (token.bondingCurve() ?? 0) >= 40, score: ({ token }) => token.bondingCurve() ?? 0 },
  graduated: {
    keep: ({ token }, _tf, now) => token.pool.graduatedAt !== undefined && now - token.pool.graduatedAt < 24 * HOUR,
    score: ({ asset }) => time(asset.graduatedAt),
  },
  topgainer: {
    keep: ({ asset }, tf) => !majors.has(asset.id) && (stats(asset, tf)?.priceChange ?? 0) > 0 && volumeOf(asset, tf) > 0,
    score: ({ asset }, tf) => stats(asset, tf)?.priceChange ?? 0,
  },
  runners: {
    keep: ({ token, asset }, tf, now) => !majors.has(asset.id) && now - token.info.createdAt < 24 * HOUR && volumeOf(asset, tf) > 0,
    score: ({ asset }) => asset.mcap ?? 0,
  },
};

export const isPoolCategory = (value: string): value is PoolCategory => value === 'overview' || (poolCategories as readonly string[]).includes(value);

/** Optional server-side filters on list endpoints. */
export interface ListFilters {
  readonly launchpads?: readonly string[];
  readonly verified?: boolean;
  readonly minMcap?: number;
  readonly maxMcap?: number;
  readonly minLiquidity?: number;
  readonly minVolume?: number;
  readonly minNetBuyers?: { readonly timeframe: Timeframe; readonly value: number };
  readonly limit?: number;
}

const passes = (asset: Asset, timeframe: Timeframe, filters: ListFilters) => {
  if (filters.launchpads && filters.launchpads.length > 0 && !filters.launchpads.includes(asset.launchpad ?? '')) return false;
  if (filters.verified && !asset.isVerified) return false;
  if (filters.minMcap !== undefined && (asset.mcap ?? 0) < filters.minMcap) return false;
  if (filters.maxMcap !== undefined && (asset.mcap ?? 0) > filters.maxMcap) return false;
  if (filters.minLiquidity !== undefined && (asset.liquidity ?? 0) < filters.minLiquidity) return false;
  if (filters.minVolume !== undefined && volumeOf(asset, timeframe) < filters.minVolume) return false;
  if (filters.minNetBuyers && (stats(asset, filters.minNetBuyers.timeframe)?.numNetBuyers ?? 0) < filters.minNetBuyers.value) return false;
  return true;
};

export const listCategory = (
  market: Market,
  context: SerializeContext,
  category: PoolCategory,
  timeframe: Timeframe,
  filters: ListFilters = {},
): TokenState[] => {
  const rule = categoryRules[category];
  const rows: Row[] = [];
  for (const token of market.tokens()) {
    const row = { token, asset: assetOf(token, context) };
    if (rule.keep(row, timeframe, context.now) && passes(row.asset, timeframe, filters)) rows.push(row);
  }
  rows.sort((a, b) => rule.score(b, timeframe) - rule.score(a, timeframe));
  return rows.slice(0, Math.min(100, Math.max(1, filters.limit ?? 100))).map((row) => row.token);
};

export type SearchFilter = 'verified' | 'exact_symbol' | 'exact_case_insensitive';
export const searchSorts = ['liquidity', 'mcap', 'volume24h', 'organicScore', 'holderCount', 'verified'] as const;
export type SearchSort = (typeof searchSorts)[number];

const relevance = (asset: Asset, query: string) => {
  const q = query.toLowerCase();
  const symbol = asset.symbol.toLowerCase();
  const name = asset.name.toLowerCase();
  if (asset.id === query) return 6;
  if (symbol === q) return 5;
  if (symbol.startsWith(q)) return 4;
  if (name.startsWith(q)) return 3;
  if (symbol.includes(q)) return 2;
  if (name.includes(q)) return 1;
  return 0;
};

const sortValue = (asset: Asset, sort: SearchSort) => {
  switch (sort) {
    case 'verified':
      return asset.isVerified ? 1 : 0;
    case 'volume24h':
      return volumeOf(asset, '24h');
    default:
      return asset[sort] ?? 0;
  }
};

/**
 * Asset search: by mint, symbol or name, best matches first (then verified, then liquidity);
 * a comma list looks up mints. Filters narrow to verified tokens or to exact symbols.
 */
export const searchAssets = (
  market: Market,
  context: SerializeContext,
  query: string,
  options: { filters?: readonly SearchFilter[]; sortBy?: SearchSort; limit?: number } = {},
): Asset[] => {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  const limit = Math.min(100, options.limit ?? 20);
  if (trimmed.includes(',')) {
    return trimmed
      .split(',')
      .map((mint) => market.token(mint.trim()))
      .filter((token): token is TokenState => token !== undefined)
      .slice(0, 100)
      .map((token) => assetOf(token, context));
  }
  const filters = new Set(options.filters ?? []);
  const scored: { asset: Asset; score: number }[] = [];
  for (const token of market.tokens()) {
    const asset = assetOf(token, context);
    if (filters.has('verified') && !asset.isVerified) continue;
    if (filters.has('exact_symbol') && asset.symbol !== trimmed) continue;
    if (filters.has('exact_case_insensitive') && asset.symbol.toLowerCase() !== trimmed.toLowerCase()) continue;
    const score = relevance(asset, trimmed);
    if (score > 0) scored.push({ asset, score });
  }
  const sortBy = options.sortBy;
  scored.sort(
    (a, b) =>
      (sortBy ? sortValue(b.asset, sortBy) - sortValue(a.asset, sortBy) : 0) ||
      b.score - a.score ||
      Number(b.asset.isVerified) - Number(a.asset.isVerified) ||
      (b.asset.liquidity ?? 0) - (a.asset.liquidity ?? 0),
  );
  return scored.slice(0, limit).map((entry) => entry.asset);
};
