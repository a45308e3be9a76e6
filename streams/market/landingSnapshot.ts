import type { KeyValueStorage } from '../core/ports';
import { withQuery } from '../core/query';
import { type Category, snapshotRequest } from './categories';
import { storedTimeframe } from './listSettingsKey';

/**
 * The URL of a list's first snapshot as the token lists ask for it (tokenLists.ts: the same
 * request builder, the timeframe the user chose for that list), read before the app has loaded.
 * Settings that fail to parse read as the default timeframe, as they do for the list; nothing is
 * logged here, the app's own settings log it moments later.
 */
export const snapshotUrlOf = (marketApi: string, category: Category, storage: KeyValueStorage): string => {
  const request = snapshotRequest(category, storedTimeframe(storage, category));
  return withQuery(`${marketApi}${request.path}`, request.query);
};
