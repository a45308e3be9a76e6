/**
 * The prices area's front door: what the React app and the simulator may use from streams/prices/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { FRESH, type PriceFreshness } from './priceFreshness';
export type { TokenInfo } from './tokenInfoRules';
export type { ListedToken, VerifiedListState } from './verifiedTokens';
