/**
 * The portfolio area's front door: what the React app and the simulator may use from streams/portfolio/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { type Activity, type ActivityFeed, type ScrollPosition } from './activities';
export { activitiesFeature } from './activitiesFeature';
export { type ActivityRow, type ActivityView, SPAM_USD_FLOOR } from './activityRows';
export { type DrawerSettings, type HoldingsValueFilter, valueFilterMinimum } from './drawerSettings';
export type { HoldingRow, HoldingsView } from './holdingRows';
export type { OtherPositions } from './otherPositions';
export type { AssetAmount, PerpPosition, Portfolio, PortfolioOrder } from './types';
