import { poolCategories } from '../catalogues/categories';
import type { Timeframe } from './tokenRow';

/** Token list categories (spec 000 §2), as the app names them: the served lists and the watchlist. */
export const categories = ['watchlist', 'overview', ...poolCategories] as const;
export type Category = (typeof categories)[number];

export const isCategory = (value: string): value is Category => (categories as readonly string[]).includes(value);

/** Categories whose lists grow as tokens launch (new pools from the recent subscription enter). */
export const growsWithLaunches = (category: Category) => category === 'recent' || category === 'alphascan';

export interface SnapshotRequest {
  readonly path: string;
  readonly query?: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The snapshot call of a category (spec 000 §7; research §8). */
export const snapshotRequest = (
  category: Category,
  timeframe: Timeframe,
  options: { watchlist?: readonly string[]; launchpads?: readonly string[] } = {},
): SnapshotRequest => {
  switch (category) {
    case 'watchlist':
      return { path: '/v1/pools', query: { assetIds: options.watchlist ?? [] } };
    case 'recent':
      return { path: '/v1/pools', query: { launchpads: options.launchpads } };
    case 'overview':
      return { path: `/v1/pools/top/overview/${timeframe}` };
    default:
      return { path: `/v1/pools/${category}/${timeframe}`, query: { launchpads: options.launchpads } };
  }
};
