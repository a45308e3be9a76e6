import { BehaviorSubject, type Observable } from 'rxjs';
import type { z } from 'zod';
import type { KeyValueStorage, Logger } from './ports';

/** One value kept in storage: read and checked once on load, written on every change. */
export interface StoredValue<T> {
  readonly value$: Observable<T>;
  current(): T;
  /** Replaces the value, emits and stores it. */
  set(value: T): void;
}

export interface PersistedValue<T> extends StoredValue<T> {
  /** Merges the change, emits and stores the result. */
  update(change: Partial<T>): void;
}

interface StoredValueOptions<T> {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly key: string;
  readonly schema: z.ZodType<T>;
  readonly defaults: T;
  /** What the warning calls a refused value ('a stored setting', 'stored recent wallets'). */
  readonly name?: string;
}

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one way a value reaches storage and comes back. The stored text is parsed again on load;
 * text that is not JSON or fails the schema is logged and replaced by the defaults, so a
 * hand-edited or outdated value never breaks a screen. An object read back is laid over the
 * defaults, so a field added later has its default.
 */
export const createStoredValue = <T>({ storage, logger, key, schema, defaults, name = 'a stored setting' }: StoredValueOptions<T>): StoredValue<T> => {
  const load = (): T => {
    const raw = storage.getItem(key);
    if (raw === null) return defaults;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return isPlainObject(defaults) && isPlainObject(parsed.data) ? ({ ...defaults, ...parsed.data } as T) : parsed.data;
      logger.warn(`Ignoring ${name}`, { key, issue: parsed.error.issues[0]?.message });
    } catch {
      logger.warn(`Ignoring ${name}: not JSON`, { key });
    }
    return defaults;
  };
  const subject = new BehaviorSubject<T>(load());
  return {
    value$: subject.asObservable(),
    current: () => subject.value,
    set: (value) => {
      subject.next(value);
      storage.setItem(key, JSON.stringify(value));
    },
  };
};

/** One setting object kept in storage under `key` (createStoredValue), changed field by field. */
export const createPersistedValue = <T extends object>(options: StoredValueOptions<T>): PersistedValue<T> => {
  const stored = createStoredValue(options);
  return { ...stored, update: (change) => stored.set({ ...stored.current(), ...change }) };
};
