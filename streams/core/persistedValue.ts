import { BehaviorSubject, type Observable } from 'rxjs';
import type { z } from 'zod';
import type { KeyValueStorage, Logger } from './ports';

export interface PersistedValue<T> {
  readonly value$: Observable<T>;
  current(): T;
  /** Merges the change, emits and stores the result. */
  update(change: Partial<T>): void;
}

/**
 * One setting object kept in storage under `key`. The stored text is parsed again on load;
 * text that is not JSON or fails the schema is logged and replaced by the defaults, so a
 * hand-edited or outdated value never breaks a screen.
 */
export const createPersistedValue = <T extends object>({
  storage,
  logger,
  key,
  schema,
  defaults,
}: {
  storage: KeyValueStorage;
  logger: Logger;
  key: string;
  schema: z.ZodType<T>;
  defaults: T;
}): PersistedValue<T> => {
  const load = (): T => {
    const raw = storage.getItem(key);
    if (raw === null) return defaults;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return { ...defaults, ...parsed.data };
      logger.warn('Ignoring a stored setting', { key, issue: parsed.error.issues[0]?.message });
    } catch {
      logger.warn('Ignoring a stored setting that is not JSON', { key });
    }
    return defaults;
  };
  const subject = new BehaviorSubject<T>(load());
  return {
    value$: subject.asObservable(),
    current: () => subject.value,
    update: (change) => {
      const next = { ...subject.value, ...change };
      subject.next(next);
      storage.setItem(key, JSON.stringify(next));
    },
  };
};
