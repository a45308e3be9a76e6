/**
 * The perps area's front door: what the React app and the simulator may use from streams/perps/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { DayStats, FeedHealth } from './feedHealth';
export type { CandleEvent } from './liveCandles';
export type { CollateralPreview } from './collateralRules';
export {
  type CollateralChange,
  type CollateralContext,
  type CollateralForm,
  type CollateralMode,
  type CollateralToken,
  type CollateralView,
  createCollateralForm,
} from './collateralForm';
export { LIQUIDATION_DANGER_PCT, type LivePosition } from './livePositions';
export { type PerpsMarket, perpsMarketOf, perpsMarkets } from './markets';
export type { OracleQuote } from './oracle';
export type { PerpsSide } from './positionActions';
export { type PositionLine, type PositionLineChanges, type PositionLineColor, positionLineColors } from './positionLines';
export { feesOf, grossPnl, leverageOf, liquidationPrice, MAINTENANCE_MARGIN, MAX_LEVERAGE, MIN_COLLATERAL_USD, MIN_LEVERAGE } from './positionMath';
export type { PerpsResolution } from '../catalogues/perpsResolutions';
export type { Perps } from './perpsStreams';
export type { Leaderboard, LeaderboardPeriod, LeaderboardRow, LeaderboardSort } from './leaderboard';
