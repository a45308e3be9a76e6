/**
 * Chart intervals as the chart widget names them (TradingView resolution strings), with the
 * bar period of each and the names the two chart services use: the market-data history
 * (/v2/charts interval) and the own market API (/v1/charts type, spec 001 §7).
 */
export const chartIntervals = ['1', '3', '5', '15', '30', '60', '120', '240', '1D', '1W'] as const;
export type ChartInterval = (typeof chartIntervals)[number];

interface IntervalSpec {
  /** Bar period in seconds (spec 001 §4 Live bars). */
  readonly periodSeconds: number;
  /** /v2/charts interval (research §8). */
  readonly history: string;
  /** /v1/charts type (spec 001 §7). */
  readonly spot: string;
  readonly label: string;
}

export const intervalSpecs: Readonly<Record<ChartInterval, IntervalSpec>> = {
  '1': { periodSeconds: 60, history: '1_MINUTE', spot: '1m', label: '1m' },
  '3': { periodSeconds: 180, history: '3_MINUTE', spot: '3m', label: '3m' },
  '5': { periodSeconds: 300, history: '5_MINUTE', spot: '5m', label: '5m' },
  '15': { periodSeconds: 900, history: '15_MINUTE', spot: '15m', label: '15m' },
  '30': { periodSeconds: 1800, history: '30_MINUTE', spot: '30m', label: '30m' },
  '60': { periodSeconds: 3600, history: '1_HOUR', spot: '1H', label: '1h' },
  '120': { periodSeconds: 7200, history: '2_HOUR', spot: '2H', label: '2h' },
  '240': { periodSeconds: 14400, history: '4_HOUR', spot: '4H', label: '4h' },
  '1D': { periodSeconds: 86400, history: '1_DAY', spot: '1D', label: '1D' },
  '1W': { periodSeconds: 604800, history: '1_WEEK', spot: '1W', label: '1W' },
};

/** Favourite intervals of the chart widget: 1, 30, 1h (spec 001 §2.6). */
export const FAVOURITE_INTERVALS: readonly ChartInterval[] = ['1', '30', '60'];
/** The interval before the user picks one (spec 001 §4 Chart). */
export const DEFAULT_INTERVAL: ChartInterval = '15';

export const isChartInterval = (value: string): value is ChartInterval => (chartIntervals as readonly string[]).includes(value);

/** Most bars one series holds (older bars are dropped first). */
export const MAX_BARS = 10_000;
