import type { KeyValueStorage, Logger } from '../ports';
import { type Endpoints, type Profile, mainnetDefaults, mainnetEndpoints, profiles, simDefaults, simEndpoints } from './endpoints';
import { checkOverrideUrl } from './originGuard';

export type OverrideKey = 'api' | 'ws' | 'rpc';
const overrideKinds: Record<OverrideKey, 'http' | 'ws'> = { api: 'http', ws: 'ws', rpc: 'http' };

export interface AppConfig {
  readonly profile: Profile;
  readonly endpoints: Endpoints;
  /** Overrides in effect, for display ("using a custom API"). */
  readonly overrides: Readonly<Partial<Record<OverrideKey, string>>>;
}

export interface ResolveConfigInput {
  /** `location.search` of the page load. */
  readonly search: string;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** Build-time default (VITE_PROFILE); `sim` when unset. */
  readonly defaultProfile?: string | undefined;
}

export const storageKeys = {
  profile: 'callisto.profile',
  override: (key: OverrideKey) => `callisto.endpoint.${key}`,
} as const;

const isProfile = (value: string | null | undefined): value is Profile =>
  value !== null && value !== undefined && (profiles as readonly string[]).includes(value);

/**
 * Query parameter first, then the stored value, then the default. A valid query value is
 * stored so a reload keeps it; an empty one (`?api=`) clears the stored value. Anything that
 * fails its check, from the URL or from storage, is logged and ignored.
 */
export const resolveConfig = ({ search, storage, logger, defaultProfile }: ResolveConfigInput): AppConfig => {
  const params = new URLSearchParams(search);

  const queryProfile = params.get('profile');
  if (queryProfile !== null && !isProfile(queryProfile)) logger.warn('Ignoring unknown profile', { profile: queryProfile });
  if (isProfile(queryProfile)) storage.setItem(storageKeys.profile, queryProfile);
  const storedProfile = storage.getItem(storageKeys.profile);
  const profile: Profile = isProfile(queryProfile)
    ? queryProfile
    : isProfile(storedProfile)
      ? storedProfile
      : isProfile(defaultProfile)
        ? defaultProfile
        : 'sim';

  const overrides: Partial<Record<OverrideKey, string>> = {};
  for (const key of Object.keys(overrideKinds) as OverrideKey[]) {
    const accepted = resolveOverride(key, params.get(key), storage, logger);
    if (accepted !== undefined) overrides[key] = accepted;
  }

  const defaults = profile === 'sim' ? simDefaults : mainnetDefaults;
  const build = profile === 'sim' ? simEndpoints : mainnetEndpoints;
  const endpoints = build(overrides.api ?? defaults.api, overrides.ws ?? defaults.stream, overrides.rpc ?? defaults.rpc);
  return { profile, endpoints, overrides };
};

const resolveOverride = (
  key: OverrideKey,
  fromQuery: string | null,
  storage: KeyValueStorage,
  logger: Logger,
): string | undefined => {
  const storageKey = storageKeys.override(key);
  if (fromQuery === '') {
    storage.removeItem(storageKey);
    return undefined;
  }
  if (fromQuery !== null) {
    const verdict = checkOverrideUrl(fromQuery, overrideKinds[key]);
    if (verdict.ok) {
      storage.setItem(storageKey, verdict.url);
      return verdict.url;
    }
    logger.warn(`Ignoring ?${key}= override`, { value: fromQuery, reason: verdict.reason });
  }
  const stored = storage.getItem(storageKey);
  if (stored === null) return undefined;
  const verdict = checkOverrideUrl(stored, overrideKinds[key]);
  if (verdict.ok) return verdict.url;
  logger.warn(`Dropping stored ${key} override`, { value: stored, reason: verdict.reason });
  storage.removeItem(storageKey);
  return undefined;
};
