import type { Observable } from 'rxjs';
import * as z from 'zod/mini';
import { type PersistedValue, createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { Category } from './categories';
import { type TokenFilter, tokenFilterSchema } from './filters';
import { listSettingsKey } from './listSettingsKey';
import { type SortField, sortFields } from './sorting';
import { type Timeframe, timeframes } from './tokenRow';

export interface ListSettings {
  readonly filter: TokenFilter;
  readonly sort: SortField | undefined;
  readonly timeframe: Timeframe;
}

const settingsSchema = z.object({
  filter: z.catch(tokenFilterSchema, {}),
  sort: z.catch(z.optional(z.enum(sortFields)), undefined),
  timeframe: z.catch(z.enum(timeframes), '24h'),
});

const defaults: ListSettings = { filter: {}, sort: undefined, timeframe: '24h' };

/**
 * Filters, sort and timeframe per category, each a persisted value (core/persistedValue.ts):
 * parsed again on load, anything that fails logged and replaced by the default.
 */
export const createListSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stores = new Map<Category, PersistedValue<ListSettings>>();
  const store = (category: Category) => {
    let existing = stores.get(category);
    if (!existing) {
      existing = createPersistedValue<ListSettings>({
        storage,
        logger,
        key: listSettingsKey(category),
        schema: settingsSchema as z.ZodMiniType<ListSettings>,
        defaults,
        name: 'stored list settings',
      });
      stores.set(category, existing);
    }
    return existing;
  };

  return {
    settings$: (category: Category): Observable<ListSettings> => store(category).value$,
    current: (category: Category) => store(category).current(),
    setFilter: (category: Category, filter: TokenFilter) => store(category).update({ filter }),
    setSort: (category: Category, sort: SortField | undefined) => store(category).update({ sort }),
    setTimeframe: (category: Category, timeframe: Timeframe) => store(category).update({ timeframe }),
    reset: (category: Category) => store(category).set(defaults),
  };
};

export type ListSettingsStore = ReturnType<typeof createListSettings>;
