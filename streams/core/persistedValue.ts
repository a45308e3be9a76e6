import { BehaviorSubject, type Observable } from 'rxjs';
import type * as z from 'zod/mini';
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

/** One key of storage read afresh on every call, for a value others may write meanwhile (another tab, the page before a reload). */
export interface StoredEntry<T> {
  /** The stored value, checked; undefined when there is none or it was refused (and logged). */
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
}

/** How a value becomes stored text and back. */
export interface StoredFormat<T> {
  parse(text: string): unknown;
  stringify(value: T): string;
}

const json: StoredFormat<unknown> = { parse: (text) => JSON.parse(text) as unknown, stringify: (value) => JSON.stringify(value) };
/** Text kept as it is: for keys an earlier version wrote without JSON (the profile, endpoint overrides). */
export const plainText: StoredFormat<string> = { parse: (text) => text, stringify: (value) => value };

interface StoredEntryOptions<T> {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly key: string;
  readonly schema: z.ZodMiniType<T>;
  /** What the warning calls a refused value ('a stored setting', 'stored recent wallets'). */
  readonly name?: string;
  /** The warnings' own wording, where a caller's logs already had one (default 'Ignoring {name}', 'Ignoring {name}: not JSON'). */
  readonly messages?: { readonly invalid?: string; readonly notJson?: string };
  /** Also removes a refused value, for values that must not linger (a referral, an endpoint override). */
  readonly dropInvalid?: boolean;
  /** JSON unless given. */
  readonly format?: StoredFormat<T>;
}

interface StoredValueOptions<T> extends StoredEntryOptions<T> {
  readonly defaults: T;
}

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one way stored text comes back: parsed and checked against the schema; text that is not
 * JSON or fails the schema is logged and ignored, so a hand-edited or outdated value never
 * breaks a screen. Wrapped so a value that checks as undefined is told apart from none.
 */
const readStored = <T>({
  storage,
  logger,
  key,
  schema,
  name = 'a stored setting',
  messages = {},
  dropInvalid = false,
  format = json,
}: StoredEntryOptions<T>): { readonly value: T } | undefined => {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed = schema.safeParse(format.parse(raw));
    if (parsed.success) return { value: parsed.data };
    logger.warn(messages.invalid ?? `Ignoring ${name}`, { key, issue: parsed.error.issues[0]?.message });
  } catch {
    logger.warn(messages.notJson ?? `Ignoring ${name}: not JSON`, { key });
  }
  if (dropInvalid) storage.removeItem(key);
  return undefined;
};

/** A value kept under `key`, read (readStored) on every call rather than once. */
export const createStoredEntry = <T>(options: StoredEntryOptions<T>): StoredEntry<T> => {
  const { storage, key, format = json } = options;
  return {
    read: () => readStored(options)?.value,
    write: (value) => storage.setItem(key, format.stringify(value)),
    remove: () => storage.removeItem(key),
  };
};

/**
 * A value read once on load (readStored), the defaults when there is none or it was refused,
 * and written on every change. An object read back is laid over the defaults, so a field added
 * later has its default.
 */
export const createStoredValue = <T>(options: StoredValueOptions<T>): StoredValue<T> => {
  const { defaults } = options;
  const entry = createStoredEntry(options);
  const load = (): T => {
    const stored = readStored(options);
    if (stored === undefined) return defaults;
    return isPlainObject(defaults) && isPlainObject(stored.value) ? ({ ...defaults, ...stored.value } as T) : stored.value;
  };
  const subject = new BehaviorSubject<T>(load());
  return {
    value$: subject.asObservable(),
    current: () => subject.value,
    set: (value) => {
      subject.next(value);
      entry.write(value);
    },
  };
};

/** One setting object kept in storage under `key` (createStoredValue), changed field by field. */
export const createPersistedValue = <T extends object>(options: StoredValueOptions<T>): PersistedValue<T> => {
  const stored = createStoredValue(options);
  return { ...stored, update: (change) => stored.set({ ...stored.current(), ...change }) };
};
