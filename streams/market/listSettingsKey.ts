import type { KeyValueStorage } from '../core/ports';
import type { Category } from './categories';
import { type Timeframe, timeframes } from './tokenRow';

/** Where a list's filters, sort and timeframe are stored (listSettings.ts). */
export const listSettingsKey = (category: Category) => `callisto.pro.list.${category}`;

const isTimeframe = (value: unknown): value is Timeframe => (timeframes as readonly unknown[]).includes(value);

/**
 * The timeframe a list's stored settings hold, read as createListSettings reads it (text that
 * is not a JSON object, or a timeframe that is not one, reads as 24h), but without the settings'
 * schema: the page's first script (src/early.ts) needs only this, and the filter schema would
 * bring the launchpad catalogue with it. A property test holds the two readings equal.
 */
export const storedTimeframe = (storage: KeyValueStorage, category: Category): Timeframe => {
  const raw = storage.getItem(listSettingsKey(category));
  if (raw === null) return '24h';
  try {
    const stored = JSON.parse(raw) as unknown;
    const timeframe = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as { timeframe?: unknown }).timeframe : undefined;
    return isTimeframe(timeframe) ? timeframe : '24h';
  } catch {
    return '24h';
  }
};
