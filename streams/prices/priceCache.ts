import type { SchedulerLike } from 'rxjs';
import * as z from 'zod/mini';
import { createStoredValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { type PriceRecord, dropOldPrices, isUsablePrice, priceRecordSchema } from './priceRecord';

/** Storage key of the cached prices (spec 001 §2.3 stored preferences). */
export const PRICE_CACHE_KEY = 'callisto-cached-prices';
/** The newest prices kept in storage; memory keeps every mint seen this session. */
const STORED_PRICES_MAX = 500;

const storedSchema = z.record(z.string(), priceRecordSchema);

export interface PriceCache {
  /** The price of a mint if one is known and not older than 5 days (T42). */
  get(mint: string): PriceRecord | undefined;
  /** Remembers prices (a fetch, a search result, a stream tick); `persist` also stores them. */
  put(entries: Iterable<readonly [string, PriceRecord]>, options?: { readonly persist?: boolean }): void;
}

/**
 * The price cache behind every price read: in memory, and the newest prices in storage so a
 * reload shows values at once. Stored text is zod-checked; prices older than 5 days are dropped
 * on load and never returned (T42).
 */
export const createPriceCache = ({ storage, logger, scheduler }: { storage: KeyValueStorage; logger: Logger; scheduler: SchedulerLike }): PriceCache => {
  const stored = createStoredValue<Readonly<Record<string, PriceRecord>>>({
    storage,
    logger,
    key: PRICE_CACHE_KEY,
    schema: storedSchema,
    defaults: {},
    name: 'stored prices',
  });
  const records = new Map(Object.entries(dropOldPrices(stored.current(), scheduler.now())));

  const store = () => {
    const newest = [...records].sort(([, a], [, b]) => b.timestamp - a.timestamp).slice(0, STORED_PRICES_MAX);
    stored.set(Object.fromEntries(newest));
  };

  return {
    get: (mint) => {
      const record = records.get(mint);
      if (record === undefined) return undefined;
      if (isUsablePrice(record, scheduler.now())) return record;
      records.delete(mint);
      return undefined;
    },
    put: (entries, options) => {
      const now = scheduler.now();
      for (const [mint, record] of entries) {
        const known = records.get(mint);
        // An older price never replaces a newer one (a late answer after a stream tick).
        if (isUsablePrice(record, now) && (known === undefined || known.timestamp <= record.timestamp)) records.set(mint, record);
      }
      if (options?.persist) store();
    },
  };
};
