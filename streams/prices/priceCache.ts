import type { SchedulerLike } from 'rxjs';
import { z } from 'zod';
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
  const load = (): Map<string, PriceRecord> => {
    const raw = storage.getItem(PRICE_CACHE_KEY);
    if (raw === null) return new Map();
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return new Map(Object.entries(dropOldPrices(parsed.data, scheduler.now())));
      logger.warn('Ignoring stored prices', { issue: parsed.error.issues[0]?.message });
    } catch {
      logger.warn('Ignoring stored prices that are not JSON');
    }
    return new Map();
  };
  const records = load();

  const store = () => {
    const newest = [...records].sort(([, a], [, b]) => b.timestamp - a.timestamp).slice(0, STORED_PRICES_MAX);
    storage.setItem(PRICE_CACHE_KEY, JSON.stringify(Object.fromEntries(newest)));
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
