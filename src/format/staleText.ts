import type { ConnectionView } from '@streams/market';
import { CLOCK_OPTIONS, dateTimeFormat } from '@streams/core';

// The product's one locale, with a 24-hour clock: a stale mark names the second it last moved.
const clock = dateTimeFormat(CLOCK_OPTIONS);

/** Why a fetched value is marked: 'Net worth stale: last updated 14:03:05' (its last answer's time). */
export const staleSince = (what: string, updatedAt: number | undefined): string =>
  updatedAt === undefined || !Number.isFinite(updatedAt) ? `${what} stale` : `${what} stale: last updated ${clock.format(updatedAt)}`;

/** Why a fetched price is marked: 'Price stale: last updated 14:03:05' (its T12 or T24 answer's time). */
export const priceStaleReason = (updatedAt: number | undefined): string => staleSince('Price', updatedAt);

/** Why a streamed value is marked: the market socket is not live ('Live prices paused: Reconnecting in 3 s'). */
export const liveStaleReason = (connection: ConnectionView): string => `Live prices paused: ${connection.label}`;
