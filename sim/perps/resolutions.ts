/**
 * Bar resolutions of the perps charts, in milliseconds. The price feed names them as spec 001
 * §7 does (`type` 1, 2, 5, 15, 30, 1H, 2H, 4H, 6H, 12H, 1D, 1W, 1M); the chart shim as the
 * TradingView UDF protocol does (minutes as numbers, then 1D, 1W, 1M). A month is 30 days:
 * bars are fixed periods, so the client's live-bar rule builds the same buckets.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const priceFeedTypes: Readonly<Record<string, number>> = {
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

export const shimResolutions = ['1', '2', '5', '15', '30', '60', '120', '240', '360', '720', '1D', '1W', '1M'] as const;

const shimAliases: Readonly<Record<string, string>> = { D: '1D', W: '1W', M: '1M' };

/** A UDF resolution ('15', '60', '1D', 'D') in milliseconds; undefined when unsupported. */
export const shimResolutionMs = (resolution: string): number | undefined => {
  const name = shimAliases[resolution] ?? resolution;
  if (!(shimResolutions as readonly string[]).includes(name)) return undefined;
  if (/^\d+$/.test(name)) return Number(name) * MINUTE;
  return priceFeedTypes[name];
};
