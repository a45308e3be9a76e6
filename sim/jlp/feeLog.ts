import { createRng } from '../prng';

/**
 * The fees the JLP pool earned, for its APR: a week of the market's other traders before the
 * simulator started (seeded, hour by hour), the same traders' fees as simulated hours pass, and
 * the fees of the perps trades that land on the ledger. Amounts are micro-USD.
 */
export const HOUR_MS = 3_600_000;
export const WEEK_MS = 7 * 24 * HOUR_MS;

export interface FeeLog {
  /** A perps trade's fee, earned at `time` (ms). */
  record(time: number, feeMicro: bigint): void;
  /** Fees earned in the week up to `now`. */
  lastWeek(now: number): bigint;
  /** Of those, the ledger's perps trades'. */
  tradesLastWeek(now: number): bigint;
  /** The other traders' fees since the pool opened (they are in its AUM; the ledger's trades are in its custody). */
  othersSinceOpen(now: number): bigint;
}

/**
 * `hourlyMicro`: the other traders' fees in an average hour; each hour's draw is 0.6–1.4 times
 * that, from the seed and the hour's number, so the same hour always earned the same.
 */
export const createFeeLog = (seed: number, openedAt: number, hourlyMicro: bigint): FeeLog => {
  const trades: { time: number; fee: bigint }[] = [];
  const hourFee = (hour: number) => {
    const draw = createRng(seed).fork(`jlp-fees-${hour}`).next();
    return (hourlyMicro * BigInt(600 + Math.floor(draw * 800))) / 1_000n;
  };
  // Whole hours in [from, to), plus the running share of the hour `to` falls in.
  const others = (from: number, to: number): bigint => {
    if (to <= from) return 0n;
    let total = 0n;
    const last = Math.floor(to / HOUR_MS);
    for (let hour = Math.floor(from / HOUR_MS); hour <= last; hour++) {
      const start = Math.max(from, hour * HOUR_MS);
      const end = Math.min(to, (hour + 1) * HOUR_MS);
      if (end > start) total += (hourFee(hour) * BigInt(end - start)) / BigInt(HOUR_MS);
    }
    return total;
  };
  const tradesLastWeek = (now: number) => trades.filter((trade) => trade.time > now - WEEK_MS).reduce((sum, trade) => sum + trade.fee, 0n);
  return {
    record: (time, feeMicro) => {
      trades.push({ time, fee: feeMicro });
      while (trades.length > 0 && (trades[0]?.time ?? 0) < time - WEEK_MS) trades.shift();
    },
    lastWeek: (now) => others(now - WEEK_MS, now) + tradesLastWeek(now),
    tradesLastWeek,
    othersSinceOpen: (now) => others(openedAt, now),
  };
};
