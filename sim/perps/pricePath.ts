import { type Rng, createRng } from '../prng';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Each level splits the one above into 60 steps: hours into minutes into seconds. */
const STEPS = 60;
const MINUTE_CACHE = 4_096;
const SECOND_CACHE = 2_048;

export interface PricePathOptions {
  readonly seed: number;
  /** Names the path, so each feed walks on its own. */
  readonly label: string;
  /** The hour the walk is anchored at (the simulator's start). */
  readonly anchorTime: number;
  readonly anchorPriceUsd: number;
  /** Volatility of the log price per square-root hour. */
  readonly hourlyVolatility: number;
  /** How much history exists before the anchor. */
  readonly historyMs: number;
}

export interface PricePath {
  /** The first time with a price: history before it is empty. */
  readonly startsAt: number;
  /** The USD price at a time (ms); undefined before `startsAt`. */
  at(time: number): number | undefined;
}

/** A small least-recently-used cache. */
const lru = <V>(capacity: number) => {
  const entries = new Map<number, V>();
  return (key: number, make: () => V): V => {
    const hit = entries.get(key);
    if (hit !== undefined) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = make();
    entries.set(key, value);
    if (entries.size > capacity) entries.delete(entries.keys().next().value as number);
    return value;
  };
};

/** A Brownian bridge of 60 steps from `from` to `to` (log prices): the walk, pinned at both ends. */
const bridge = (rng: Rng, from: number, to: number, stepDeviation: number): Float64Array => {
  const walk = new Float64Array(STEPS + 1);
  for (let i = 1; i <= STEPS; i++) walk[i] = (walk[i - 1] ?? 0) + rng.normal(0, stepDeviation);
  const end = walk[STEPS] ?? 0;
  const out = new Float64Array(STEPS + 1);
  for (let i = 0; i <= STEPS; i++) out[i] = from + (i / STEPS) * (to - from) + (walk[i] ?? 0) - (i / STEPS) * end;
  return out;
};

/**
 * A seeded random walk that can be read at any time without replaying it: an hourly walk from
 * the anchor (backwards into history, forwards as time goes on), refined into minutes and then
 * seconds by Brownian bridges drawn from per-bucket seeds, linear within a second. History and
 * live prices come from the same function, so candles and ticks always agree.
 */
export const createPricePath = (options: PricePathOptions): PricePath => {
  const base = createRng(options.seed).fork(`perps-path:${options.label}`);
  const hourly = options.hourlyVolatility;
  const minuteDeviation = hourly / Math.sqrt(STEPS);
  const secondDeviation = minuteDeviation / Math.sqrt(STEPS);
  const anchorHour = Math.floor(options.anchorTime / HOUR);
  const firstHour = anchorHour - Math.ceil(options.historyMs / HOUR);
  // Log prices per hour boundary, index 0 = firstHour.
  const hours: number[] = new Array<number>(anchorHour - firstHour + 1);
  hours[anchorHour - firstHour] = Math.log(options.anchorPriceUsd) + base.fork('anchor').normal(0, 5 * hourly);
  const backwards = base.fork('backwards');
  for (let index = anchorHour - firstHour - 1; index >= 0; index--) hours[index] = (hours[index + 1] ?? 0) - backwards.normal(0, hourly);
  const forwards = base.fork('forwards');

  const hourLog = (hour: number): number => {
    const index = hour - firstHour;
    while (hours.length <= index) hours.push((hours[hours.length - 1] ?? 0) + forwards.normal(0, hourly));
    return hours[index] ?? 0;
  };
  const minuteCache = lru<Float64Array>(MINUTE_CACHE);
  const secondCache = lru<Float64Array>(SECOND_CACHE);
  const minutesOf = (hour: number) => minuteCache(hour, () => bridge(base.fork(`m:${hour}`), hourLog(hour), hourLog(hour + 1), minuteDeviation));
  const secondsOf = (hour: number, minute: number) =>
    secondCache(hour * STEPS + minute, () => {
      const minutes = minutesOf(hour);
      return bridge(base.fork(`s:${hour * STEPS + minute}`), minutes[minute] ?? 0, minutes[minute + 1] ?? 0, secondDeviation);
    });

  const logAt = (time: number): number => {
    const hour = Math.floor(time / HOUR);
    const intoHour = time - hour * HOUR;
    if (intoHour === 0) return hourLog(hour);
    const minute = Math.floor(intoHour / MINUTE);
    const intoMinute = intoHour - minute * MINUTE;
    if (intoMinute === 0) return minutesOf(hour)[minute] ?? 0;
    const seconds = secondsOf(hour, minute);
    const second = Math.floor(intoMinute / SECOND);
    const fraction = (intoMinute - second * SECOND) / SECOND;
    const start = seconds[second] ?? 0;
    return start + fraction * ((seconds[second + 1] ?? start) - start);
  };

  const startsAt = firstHour * HOUR;
  return {
    startsAt,
    at: (time) => (Number.isFinite(time) && time >= startsAt ? Math.exp(logAt(time)) : undefined),
  };
};
