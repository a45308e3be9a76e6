/**
 * The charts area's front door: what the React app and the simulator may use from streams/charts/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { ChartEvent } from './chartSeries';
export { type ChartType, chartTypes } from './chartSettings';
export { type ChartInterval, FAVOURITE_INTERVALS, intervalSpecs } from './intervals';
export type { Bar } from './liveBars';
export type { TokenOverview } from './spotChart';
