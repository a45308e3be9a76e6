import { toBase58 } from '../ledger/codec';
import { type Rng, createRng } from '../prng';
import type { PerpsActivityRecord } from '../wallet/records';

/**
 * The perps leaderboard (issue 29 item 3): traders ranked by realised PnL or by volume, over the
 * last week or all time. Its rows are the wallets that traded on the simulator's ledger (their
 * closes' PnL, their trades' size) and a seeded crowd of simulated traders, so a fresh
 * simulator has a board to climb.
 */
export type LeaderboardPeriod = 'week' | 'all';
export type LeaderboardSort = 'pnl' | 'volume';

export interface TraderStats {
  readonly wallet: string;
  readonly pnlUsd: number;
  readonly volumeUsd: number;
  /** Positions closed in the period (the trades whose PnL is realised). */
  readonly closes: number;
}

export interface RankedTrader extends TraderStats {
  readonly rank: number;
}

const WEEK_SECONDS = 7 * 86_400;
/** The simulated crowd: enough rows to fill a page and leave room to climb. */
export const SIMULATED_TRADERS = 60;

const toNumber = (value: unknown): number => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : 0;
};

/** One wallet's figures from its perps trades since `since` (Unix seconds; 0 for all time). */
export const statsOf = (wallet: string, trades: readonly PerpsActivityRecord[], since: number): TraderStats => {
  let pnlUsd = 0;
  let volumeUsd = 0;
  let closes = 0;
  for (const trade of trades) {
    if (toNumber(trade.createdAt) < since) continue;
    volumeUsd += toNumber(trade.sizeUsd);
    if (trade.pnlUsd !== undefined && trade.pnlUsd !== null) {
      pnlUsd += toNumber(trade.pnlUsd);
      closes += 1;
    }
  }
  return { wallet, pnlUsd, volumeUsd, closes };
};

interface SimulatedTrader {
  readonly wallet: string;
  readonly all: TraderStats;
  readonly week: TraderStats;
}

/** The seeded crowd: volume spread over orders of magnitude, PnL a few percent of it either way; a week is a share of all time. */
export const simulatedTraders = (seed: number): readonly SimulatedTrader[] => {
  const rng: Rng = createRng(seed).fork('perps-leaderboard');
  return Array.from({ length: SIMULATED_TRADERS }, () => {
    const wallet = toBase58(rng.bytes(32));
    const volume = Math.round(10 ** rng.range(4, 8));
    const pnl = Math.round(volume * rng.normal(0.004, 0.03));
    const closes = rng.int(3, 400);
    const share = rng.range(0.02, 0.4);
    return {
      wallet,
      all: { wallet, pnlUsd: pnl, volumeUsd: volume, closes },
      week: {
        wallet,
        pnlUsd: Math.round(pnl * rng.range(-0.5, 1) * share),
        volumeUsd: Math.round(volume * share),
        closes: Math.max(1, Math.round(closes * share)),
      },
    };
  });
};

/** Ranked best first: by PnL or volume, ties by the other figure, then by address (a stable order). */
export const rankTraders = (rows: readonly TraderStats[], sort: LeaderboardSort): readonly RankedTrader[] =>
  [...rows]
    .sort((a, b) => {
      const [first, second] = sort === 'pnl' ? (['pnlUsd', 'volumeUsd'] as const) : (['volumeUsd', 'pnlUsd'] as const);
      return b[first] - a[first] || b[second] - a[second] || (a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0);
    })
    .map((row, index) => ({ ...row, rank: index + 1 }));

/** The board for a period: the ledger's traders (their own figures) over the simulated crowd. */
export const leaderboard = (
  crowd: readonly SimulatedTrader[],
  traders: readonly (readonly [string, readonly PerpsActivityRecord[]])[],
  period: LeaderboardPeriod,
  sort: LeaderboardSort,
  nowSeconds: number,
): readonly RankedTrader[] => {
  const since = period === 'week' ? nowSeconds - WEEK_SECONDS : 0;
  const real = traders.map(([wallet, trades]) => statsOf(wallet, trades, since)).filter((row) => row.volumeUsd > 0);
  const known = new Set(real.map((row) => row.wallet));
  const simulated = crowd.filter((trader) => !known.has(trader.wallet)).map((trader) => trader[period]);
  return rankTraders([...real, ...simulated], sort);
};
