/**
 * The perps price feed's bar types (spec 001 §7: 1, 2, 5, 15, 30, 1H, 2H, 4H, 6H, 12H, 1D, 1W,
 * 1M) and their periods in seconds, for the live-bar rule. A catalogue the simulator shares
 * (sim/perps/resolutions.ts), so both sides build the same buckets. A month is 30 days: bars are
 * fixed periods.
 */
export const perpsResolutions = ['1', '2', '5', '15', '30', '1H', '2H', '4H', '6H', '12H', '1D', '1W', '1M'] as const;
export type PerpsResolution = (typeof perpsResolutions)[number];

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const perpsPeriodSeconds: Readonly<Record<PerpsResolution, number>> = {
  '1': MINUTE,
  '2': 2 * MINUTE,
  '5': 5 * MINUTE,
  '15': 15 * MINUTE,
  '30': 30 * MINUTE,
  '1H': HOUR,
  '2H': 2 * HOUR,
  '4H': 4 * HOUR,
  '6H': 6 * HOUR,
  '12H': 12 * HOUR,
  '1D': DAY,
  '1W': 7 * DAY,
  '1M': 30 * DAY,
};

/** The chart shim's name for a resolution (TradingView UDF: minutes, then 1D, 1W, 1M). */
export const shimResolutionOf = (resolution: PerpsResolution): string => {
  const period = perpsPeriodSeconds[resolution];
  return period < DAY ? String(period / MINUTE) : resolution;
};

export const isPerpsResolution = (value: string): value is PerpsResolution => (perpsResolutions as readonly string[]).includes(value);
