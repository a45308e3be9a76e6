import type { OperatorFunction } from 'rxjs';
import { filter, map, scan } from 'rxjs';

/** One OHLCV bar; `time` is the start of its period in Unix seconds (lightweight-charts' UTCTimestamp). */
export interface Bar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** A trade or price update: Unix seconds, price, and the traded volume (0 for a bare price). */
export interface Tick {
  readonly time: number;
  readonly price: number;
  readonly volume?: number;
}

/** Bar periods in seconds for the chart intervals (spec 001 §4 Live bars): 1m 60 s, 1D 86400 s, 1W 604800 s. */
export const periodSeconds = {
  '1': 60,
  '5': 300,
  '15': 900,
  '30': 1800,
  '60': 3600,
  '120': 7200,
  '240': 14400,
  '1D': 86400,
  '1W': 604800,
} as const;

export type BarUpdate = { readonly bar: Bar; readonly isNew: boolean };

const periodStart = (time: number, period: number) => Math.floor(time / period) * period;

/**
 * The live-bar rule (spec 001 §4): a tick at or past the end of the current bar's period starts
 * a new bar (opening at the tick's price); otherwise it moves the current bar's high, low,
 * close and volume. A tick older than the current bar is dropped (undefined): a chart never
 * rewrites its past.
 */
export const applyTick = (current: Bar | undefined, tick: Tick, period: number): BarUpdate | undefined => {
  if (!Number.isFinite(tick.price) || !Number.isFinite(tick.time)) return undefined;
  const volume = tick.volume ?? 0;
  if (current === undefined || tick.time >= current.time + period) {
    const time = periodStart(tick.time, period);
    return { bar: { time, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume }, isNew: true };
  }
  if (tick.time < current.time) return undefined;
  return {
    bar: { ...current, high: Math.max(current.high, tick.price), low: Math.min(current.low, tick.price), close: tick.price, volume: current.volume + volume },
    isNew: false,
  };
};

/** Ticks → bar updates, continuing from `last` (the newest historical bar, if any). */
export const liveBars =
  (period: number, last?: Bar): OperatorFunction<Tick, BarUpdate> =>
  (ticks$) =>
    ticks$.pipe(
      scan<Tick, { bar: Bar | undefined; update: BarUpdate | undefined }>(
        (state, tick) => {
          const update = applyTick(state.bar, tick, period);
          return update ? { bar: update.bar, update } : { bar: state.bar, update: undefined };
        },
        { bar: last, update: undefined },
      ),
      map((state) => state.update),
      filter((update): update is BarUpdate => update !== undefined),
    );
