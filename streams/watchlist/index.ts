/**
 * The watchlist area's front door: what the React app and the simulator may use from streams/watchlist/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { type BarChip, watchlistBar } from './watchlistBar';
export { type WatchlistChip, watchlistChips, type WatchlistChipsState } from './watchlistChips';
export type { WatchlistConfig } from './watchlistConfig';
