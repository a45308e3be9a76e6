/**
 * The token list categories the market data serves as `/v1/pools/{category}/{timeframe}`
 * (spec 000 §2, §7; research §8), plus 'overview' at `/v1/pools/top/overview/{timeframe}`.
 * One list for the app and the simulator, so the two never drift apart.
 */
export const poolCategories = [
  'toptrending',
  'toptraded',
  'toporganicscore',
  'popular',
  'launchpads',
  'stocks',
  'recent',
  'aboutToGraduate',
  'graduated',
  'topgainer',
  'xstocks',
  'prestocks',
  'runners',
  'alphascan',
] as const;

export type PoolCategory = (typeof poolCategories)[number] | 'overview';
