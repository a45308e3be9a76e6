/**
 * The search area's front door: what the React app and the simulator may use from streams/search/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { parseSearchInput } from './query';
export type { SearchState } from './search';
export { type RecentToken, recentTokenOf, type SearchItem } from './searchItem';
