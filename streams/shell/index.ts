/**
 * The shell area's front door: what the React app and the simulator may use from streams/shell/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { defaultCurrencies, USD_DENOMINATION, type ValueDenomination } from './displayCurrency';
export { needsWallet, type Overlay, type Overlays } from './overlays';
