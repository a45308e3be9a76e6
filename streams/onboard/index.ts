/**
 * The onboarding area's front door: what the React app may use from streams/onboard/ without
 * building the feature. The feature keeps its own door (feature.ts), so its code stays in its
 * pages' chunk.
 */
export { type BridgeFormInput, type BridgeFormModel, USDC_DECIMALS, bridgeAmountOf, bridgeFormModel } from './bridgeForm';
export type { RoutesState } from './bridgeRoutes';
export { type RouteComparison, chosenRoute, compareRoutes } from './compare';
export type { StartState } from './onboardCommands';
export { type OnrampFormInput, type OnrampFormModel, onrampFormModel, onrampRequestOf, usdCentsOf } from './onrampForm';
export { EXCHANGE_RATE_NOT_AVAILABLE, type QuoteRequest, type QuoteState } from './onrampQuote';
export type { SourceState } from './sourceWallet';
export type { TransferWatch } from './transferWatch';
