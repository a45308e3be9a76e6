import { BehaviorSubject, type Observable } from 'rxjs';
import { z } from 'zod';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { Category } from './categories';
import { type TokenFilter, tokenFilterSchema } from './filters';
import { type SortField, sortFields } from './sorting';
import { type Timeframe, timeframes } from './tokenRow';

export interface ListSettings {
  readonly filter: TokenFilter;
  readonly sort: SortField | undefined;
  readonly timeframe: Timeframe;
}

const settingsSchema = z.object({
  filter: tokenFilterSchema.catch({}),
  sort: z.enum(sortFields).optional().catch(undefined),
  timeframe: z.enum(timeframes).catch('24h'),
});

const defaults: ListSettings = { filter: {}, sort: undefined, timeframe: '24h' };
const keyOf = (category: Category) => `callisto.pro.list.${category}`;

/**
 * Filters, sort and timeframe per category, persisted in storage. Stored values are parsed
 * again on load: anything that fails is logged and replaced by the default.
 */
export const createListSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const subjects = new Map<Category, BehaviorSubject<ListSettings>>();

  const load = (category: Category): ListSettings => {
    const raw = storage.getItem(keyOf(category));
    if (raw === null) return defaults;
    try {
      const parsed = settingsSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return { ...defaults, ...parsed.data, sort: parsed.data.sort };
      logger.warn('Ignoring stored list settings', { category, issue: parsed.error.issues[0]?.message });
    } catch {
      logger.warn('Ignoring stored list settings that are not JSON', { category });
    }
    return defaults;
  };

  const subject = (category: Category) => {
    let existing = subjects.get(category);
    if (!existing) {
      existing = new BehaviorSubject(load(category));
      subjects.set(category, existing);
    }
    return existing;
  };

  const update = (category: Category, change: Partial<ListSettings>) => {
    const next = { ...subject(category).value, ...change };
    subject(category).next(next);
    storage.setItem(keyOf(category), JSON.stringify(next));
  };

  return {
    settings$: (category: Category): Observable<ListSettings> => subject(category).asObservable(),
    current: (category: Category) => subject(category).value,
    setFilter: (category: Category, filter: TokenFilter) => update(category, { filter }),
    setSort: (category: Category, sort: SortField | undefined) => update(category, { sort }),
    setTimeframe: (category: Category, timeframe: Timeframe) => update(category, { timeframe }),
    reset: (category: Category) => update(category, defaults),
  };
};

export type ListSettingsStore = ReturnType<typeof createListSettings>;
