/**
 * The tokenPage area's front door: what the React app and the simulator may use from streams/tokenPage/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { LoadState } from './loadState';
export { statsFor, type TokenDetailState } from './tokenDetail';
export type { Description, PriceCardView } from './tokenPage';
export type { TradesState } from './tokenTrades';
export { type OlderTrades, olderTrades$ } from './tradeHistory';
