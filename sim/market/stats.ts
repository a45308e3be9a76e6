import type { StatsWindow } from '../../streams/schemas';
import type { TokenState } from './token';

/** The four stats windows in minutes. */
export const windows = { '5m': 5, '1h': 60, '6h': 360, '24h': 1440 } as const;
export type Timeframe = keyof typeof windows;
export const timeframes = Object.keys(windows) as Timeframe[];

const pct = (now: number, then: number | undefined) => (then && then > 0 ? (now / then - 1) * 100 : 0);

const summed = ['buyVol', 'sellVol', 'buys', 'sells', 'orgBuyVol', 'orgSellVol', 'traders', 'netBuyers', 'orgBuyers'] as const;
type Summed = (typeof summed)[number];
type Sums = Record<Summed, number> & { previousVolume: number };

/**
 * Sums over the window's complete minutes, computed once per minute per token and window:
 * a streamed update then only adds the minute in progress, whatever the update rate.
 */
const completeSums = new WeakMap<TokenState, Map<number, { minute: number; sums: Sums }>>();

const sumsBefore = (token: TokenState, minutesBack: number, to: number, now: number): Sums => {
  let perWindow = completeSums.get(token);
  if (!perWindow) {
    perWindow = new Map();
    completeSums.set(token, perWindow);
  }
  const hit = perWindow.get(minutesBack);
  if (hit && hit.minute === to) return hit.sums;
  const series = token.minutes;
  const from = to - minutesBack + 1;
  const sums = Object.fromEntries(summed.map((field) => [field, series.sum(field, from, to - 1)])) as Sums;
  if (minutesBack >= 1440) {
    const hour = token.hours.bucketOf(now);
    sums.previousVolume = token.hours.sum('buyVol', hour - 47, hour - 24) + token.hours.sum('sellVol', hour - 47, hour - 24);
  } else {
    sums.previousVolume = series.sum('buyVol', from - minutesBack, from - 1) + series.sum('sellVol', from - minutesBack, from - 1);
  }
  perWindow.set(minutesBack, { minute: to, sums });
  return sums;
};

/**
 * One stats window from the token's buckets. Volumes, counts and changes are exact; distinct
 * traders and net buyers are exact for 5 minutes (per-trader nets are kept that long) and
 * estimated beyond from per-minute counts and the size of the token's trader pool.
 */
/** Exact trader counts a build computes once and shares between its windows. */
export interface ExactCounts {
  readonly lastFive: { traders: number; netBuyers: number; organicBuyers: number };
  readonly currentMinute: { traders: number; netBuyers: number; organicBuyers: number };
}

export const exactCounts = (token: TokenState, now: number): ExactCounts => {
  const to = token.minutes.bucketOf(now);
  token.finalizeBefore(to);
  return { lastFive: token.exactLastFive(to), currentMinute: token.liveMinute(to) };
};

export const windowStats = (
  token: TokenState,
  minutesBack: number,
  now: number,
  priceUsd: number,
  liquidityUsd: number,
  exact: ExactCounts = exactCounts(token, now),
): StatsWindow => {
  const series = token.minutes;
  const to = series.bucketOf(now);
  const from = to - minutesBack + 1;
  const complete = sumsBefore(token, minutesBack, to, now);
  const live = (field: Summed) => complete[field] + series.get(to, field);
  const buyVolume = live('buyVol');
  const sellVolume = live('sellVol');
  const numBuys = live('buys');
  const numSells = live('sells');
  const before = series.lastAtOrBefore(from - 1);
  const first = series.firstIn(from, to);
  const startPrice = before !== undefined ? series.get(before, 'close') : first !== undefined ? series.get(first, 'open') : priceUsd;
  const startHolders = before !== undefined ? series.get(before, 'holders') : first !== undefined ? series.get(first, 'holders') : token.holderCount();
  const startLiquidity = before !== undefined ? series.get(before, 'liquidity') : liquidityUsd;

  let traders: number;
  let netBuyers: number;
  let organicBuyers: number;
  if (minutesBack <= 5) {
    traders = exact.lastFive.traders;
    netBuyers = exact.lastFive.netBuyers;
    organicBuyers = exact.lastFive.organicBuyers;
  } else {
    const current = exact.currentMinute;
    const perMinute = complete.traders + current.traders;
    // A longer window holds the last five minutes, so it never counts fewer traders.
    const floor = exact.lastFive.traders;
    traders = Math.round(Math.max(floor, current.traders, token.estimateDistinct(perMinute)));
    const ratio = (field: 'netBuyers' | 'orgBuyers', liveCount: number) => (perMinute > 0 ? (complete[field] + liveCount) / perMinute : 0);
    netBuyers = Math.round(traders * ratio('netBuyers', current.netBuyers));
    organicBuyers = Math.round(traders * ratio('orgBuyers', current.organicBuyers));
  }

  // Volume change against the window before; 24h looks back through the hour buckets.
  const volume = buyVolume + sellVolume;
  const previousVolume = complete.previousVolume;

  return {
    priceChange: pct(priceUsd, startPrice),
    holderChange: pct(token.holderCount(), startHolders),
    liquidityChange: pct(liquidityUsd, startLiquidity),
    volumeChange: previousVolume > 0 ? pct(volume, previousVolume) : null,
    buyVolume,
    sellVolume,
    buyOrganicVolume: live('orgBuyVol'),
    sellOrganicVolume: live('orgSellVol'),
    numBuys,
    numSells,
    numTraders: traders,
    numOrganicBuyers: organicBuyers,
    numNetBuyers: netBuyers,
  };
};
