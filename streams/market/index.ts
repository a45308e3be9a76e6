/**
 * The market area's front door: what the React app and the simulator may use from streams/market/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { Category } from './categories';
export type { ConnectionView } from './connectionView';
export { type BoundedField, type TokenFilter, tokenFilterSchema } from './filters';
export { snapshotUrlOf } from './landingSnapshot';
export { marketStatsFeature } from './marketStats';
export { highlightMcap, organicTone, type ScoreTone, securityScore } from './scores';
export type { SortField } from './sorting';
export type { ListView, TokenListState } from './tokenLists';
export { type Timeframe, timeframes, type TokenRow } from './tokenRow';
export { hasHiddenCharacters, tokenName, tokenSymbol } from './tokenText';
export { type TokenTrust, tokenTrust, trustWarning } from './tokenTrust';
