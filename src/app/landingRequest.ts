import { type KeyValueStorage, resolveConfig, silentLogger } from '@streams/core';
import { snapshotUrlOf } from '@streams/market';
import { landingListOf } from '@/features/pro/landingList';

export interface LandingRequestInput {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly storage: KeyValueStorage;
  readonly defaultProfile?: string | undefined;
  readonly simOnly: boolean;
}

/**
 * Storage as this early read sees it: reads only. The app's own config and settings, moments
 * later, store what a link asks for and drop (and log) what is invalid; this read changes nothing.
 */
const readOnly = (storage: KeyValueStorage): KeyValueStorage => ({
  getItem: (key) => storage.getItem(key),
  setItem: () => undefined,
  removeItem: () => undefined,
});

/**
 * The URL of the landing page's list snapshot, exactly as the app will ask for it (same config,
 * same stored timeframe, same request builder), or none when the page does not land on a list.
 * A URL that does not match what the app asks for is never used: the app then fetches its own.
 */
export const landingRequestUrl = ({ location, storage, defaultProfile, simOnly }: LandingRequestInput): string | undefined => {
  const category = landingListOf(location.pathname, location.search);
  if (category === undefined) return undefined;
  const reads = readOnly(storage);
  const config = resolveConfig({ search: location.search, storage: reads, logger: silentLogger, defaultProfile, simOnly });
  return snapshotUrlOf(config.endpoints.marketApi, category, reads);
};
