import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';

/** Spec 000 §2: Show All, Above $0.01, $1, $5, $10. */
export const holdingsValueFilters = ['show_all', 'above_0.01', 'above_1', 'above_5', 'above_10'] as const;
export type HoldingsValueFilter = (typeof holdingsValueFilters)[number];

export const valueFilterMinimum: Record<HoldingsValueFilter, number> = {
  show_all: 0,
  'above_0.01': 0.01,
  above_1: 1,
  above_5: 5,
  above_10: 10,
};

/** Lend health shown as a ratio (health left, %) or a factor (spec 000 §3 user settings). */
export type HealthMode = 'ratio' | 'factor';

export interface DrawerSettings {
  readonly hideBalance: boolean;
  readonly holdingsValueFilter: HoldingsValueFilter;
  readonly healthMode: HealthMode;
  /** Activity: leave out received dust and worthless airdrops (on by default, as wallets do). */
  readonly hideSpamActivity: boolean;
  /** Activity: leave out transactions that landed and failed. */
  readonly hideFailedActivity: boolean;
}

const schema = z.object({
  hideBalance: z.catch(z.boolean(), false),
  holdingsValueFilter: z.catch(z.enum(holdingsValueFilters), 'show_all'),
  healthMode: z.catch(z.enum(['ratio', 'factor']), 'ratio'),
  hideSpamActivity: z.catch(z.boolean(), true),
  hideFailedActivity: z.catch(z.boolean(), false),
});

/** Drawer settings (spec 000 §3 Other), persisted: hideBalance false, holdingsValueFilter show_all, healthMode ratio. */
export const createDrawerSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<DrawerSettings>({
    storage,
    logger,
    key: 'callisto.drawer.settings',
    schema,
    defaults: { hideBalance: false, holdingsValueFilter: 'show_all', healthMode: 'ratio', hideSpamActivity: true, hideFailedActivity: false },
  });

export type DrawerSettingsStore = ReturnType<typeof createDrawerSettings>;
