import { BehaviorSubject, type Observable, distinctUntilChanged } from 'rxjs';
import type { KeyValueStorage, Logger } from './ports';

/** Storage that never throws: what the browser refuses to keep is kept in memory for this visit. */
export interface ResilientStorage extends KeyValueStorage {
  /** False, then true once a write was refused (the quota is full, or storage went away). */
  readonly full$: Observable<boolean>;
}

const isResilient = (storage: KeyValueStorage): storage is ResilientStorage => 'full$' in storage;

/**
 * Wraps the browser's storage so a full quota (QuotaExceededError) or a storage that vanished
 * never breaks a screen: a refused write is kept in memory and read back from there for the
 * rest of the visit, the first refusal is logged and `full$` turns true (the app says so once).
 * Reads that throw answer null. Wrapping a wrapped storage returns it as it is.
 */
export const createResilientStorage = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }): ResilientStorage => {
  if (isResilient(storage)) return storage;
  const full = new BehaviorSubject(false);
  /** Values the browser refused, and keys removed while only memory could be trusted. */
  const memory = new Map<string, string | null>();

  const refused = (action: string, key: string, error: unknown) => {
    if (!full.value)
      logger.warn('Browser storage refused a write; keeping settings in memory for this visit', {
        action,
        key,
        error: error instanceof Error ? error.name : String(error),
      });
    full.next(true);
  };

  return {
    getItem: (key) => {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        memory.set(key, value);
        refused('set', key, error);
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
        memory.delete(key);
      } catch (error) {
        // The stored copy may still be there: memory says it is gone.
        memory.set(key, null);
        refused('remove', key, error);
      }
    },
    full$: full.pipe(distinctUntilChanged()),
  };
};
