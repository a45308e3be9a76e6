import type { PoolUpdate, ServerFrame } from '../schemas/streamFrames';

/** An ISO time in ms; -Infinity when missing or unreadable. */
const timeOf = (stamp: string | null | undefined): number => {
  const time = typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** The newest time an update frame carries (its pools' last trades), in ms; undefined when none parses. */
export const newestUpdateTime = (updates: readonly PoolUpdate[]): number | undefined => {
  // On every update frame: two reads per pool, no array per pool.
  let newest = Number.NEGATIVE_INFINITY;
  for (const { pool } of updates) newest = Math.max(newest, timeOf(pool.updatedAt), timeOf(pool.baseAsset.updatedAt));
  return Number.isFinite(newest) ? newest : undefined;
};

/**
 * Whether the live stream's reader has fallen behind (the socket session's `frames.late`). A
 * frame's age on arrival is the local time minus the newest trade it carries; the quickest age
 * of the connection stands for the clocks' offset and the network, so a frame is late when its
 * age exceeds the quickest by more than `lateMs` (T79): the reader is working through a backlog
 * the server queued for it. Frames that carry no trade time say nothing (undefined).
 */
export const createStreamPace = (now: () => number, lateMs: number) => {
  let generation = -1;
  let quickest = Number.POSITIVE_INFINITY;
  return (frame: ServerFrame, connection: { readonly generation: number }): boolean | undefined => {
    if (frame.type !== 'updates') return undefined;
    const newest = newestUpdateTime(frame.data);
    if (newest === undefined) return undefined;
    if (connection.generation !== generation) {
      generation = connection.generation;
      quickest = Number.POSITIVE_INFINITY;
    }
    const age = now() - newest;
    quickest = Math.min(quickest, age);
    return age - quickest > lateMs;
  };
};
