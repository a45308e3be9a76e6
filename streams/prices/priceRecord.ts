import * as z from 'zod/mini';
import { PRICE_MAX_AGE_MS } from '../core/timing';

/** A USD price with when the provider set it (spec 001 §3 Price record). */
export interface PriceRecord {
  readonly usd: number;
  /** Scheduler time (ms) the price was set: fetched, streamed or seen in a payload. */
  readonly timestamp: number;
  readonly source: 'jup' | 'birdeye';
}

export const priceRecordSchema = z.object({
  usd: z.number().check(z.nonnegative()),
  timestamp: z.number(),
  source: z.enum(['jup', 'birdeye']),
});

/** T42: a price older than 5 days is dropped, wherever it comes from (storage included). */
export const isUsablePrice = (record: PriceRecord, now: number): boolean => now - record.timestamp <= PRICE_MAX_AGE_MS;

/** Keeps the usable prices of a record map. */
export const dropOldPrices = (records: Readonly<Record<string, PriceRecord>>, now: number): Record<string, PriceRecord> =>
  Object.fromEntries(Object.entries(records).filter(([, record]) => isUsablePrice(record, now)));
