import type { KeyValueStorage, Logger } from '../ports';
import { type Endpoints, type Profile, STREAM_PATH, mainnetDefaults, mainnetEndpoints, profiles, simDefaults, simEndpoints } from './endpoints';
import { checkOverrideUrl } from './originGuard';

export type OverrideKey = 'api' | 'ws' | 'rpc';
const overrideKinds: Record<OverrideKey, 'http' | 'ws'> = { api: 'http', ws: 'ws', rpc: 'http' };

export interface AppConfig {
  readonly profile: Profile;
  readonly endpoints: Endpoints;
  /** Overrides in effect (origins only), for display ("using a custom API"). */
  readonly overrides: Readonly<Partial<Record<OverrideKey, string>>>;
  /** The wallet risk check (spec 001 §7: skipped when the environment disables it); on unless false. */
  readonly riskCheck?: boolean;
}

export interface ResolveConfigInput {
  /** `location.search` of the page load. */
  readonly search: string;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** Build-time default (VITE_PROFILE); `sim` when unset. */
  readonly defaultProfile?: string | undefined;
  /** VITE_DISABLE_RISK_CHECK: the environment turns the risk check off. */
  readonly riskCheckDisabled?: boolean;
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
 * fails its check, from the URL or from storage, is logged and ignored. Overrides are origins:
 * the stream's path (`/ws`) is the app's, never the link's.
 *
 * In the mainnet profile a loopback override (localhost, 127.0.0.1) applies to this visit only:
 * it is neither stored nor read back from storage, so a link cannot leave a mainnet user's
 * calls pointed at a service on their machine. The sim profile remembers it as before.
 */
export const resolveConfig = ({ search, storage, logger, defaultProfile, riskCheckDisabled }: ResolveConfigInput): AppConfig => {
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
    const accepted = resolveOverride(key, params.get(key), { storage, logger, rememberLoopback: profile === 'sim' });
    if (accepted !== undefined) overrides[key] = accepted;
  }

  const defaults = profile === 'sim' ? simDefaults : mainnetDefaults;
  const build = profile === 'sim' ? simEndpoints : mainnetEndpoints;
  const stream = overrides.ws !== undefined ? `${overrides.ws}${STREAM_PATH}` : defaults.stream;
  const endpoints = build(overrides.api ?? defaults.api, stream, overrides.rpc ?? defaults.rpc);
  return { profile, endpoints, overrides, riskCheck: riskCheckDisabled !== true };
};

interface OverrideContext {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** Whether a loopback origin may be stored and read back (not in the mainnet profile). */
  readonly rememberLoopback: boolean;
}

const resolveOverride = (
  key: OverrideKey,
  fromQuery: string | null,
  { storage, logger, rememberLoopback }: OverrideContext,
): string | undefined => {
  const storageKey = storageKeys.override(key);
  if (fromQuery === '') {
    storage.removeItem(storageKey);
    return undefined;
  }
  if (fromQuery !== null) {
    const verdict = checkOverrideUrl(fromQuery, overrideKinds[key]);
    if (verdict.ok && verdict.loopback && !rememberLoopback) {
      logger.info(`Using ?${key}= for this visit only`, { value: verdict.url, reason: 'loopback override in the mainnet profile' });
      return verdict.url;
    }
    if (verdict.ok) {
      storage.setItem(storageKey, verdict.url);
      return verdict.url;
    }
    logger.warn(`Ignoring ?${key}= override`, { value: fromQuery, reason: verdict.reason });
  }
  const stored = storage.getItem(storageKey);
  if (stored === null) return undefined;
  const verdict = checkOverrideUrl(stored, overrideKinds[key]);
  if (!verdict.ok) {
    logger.warn(`Dropping stored ${key} override`, { value: stored, reason: verdict.reason });
    storage.removeItem(storageKey);
    return undefined;
  }
  // Kept for the sim profile, where it was set; the mainnet profile does not follow it.
  if (verdict.loopback && !rememberLoopback) {
    logger.info(`Not using the stored ${key} override`, { value: verdict.url, reason: 'loopback override in the mainnet profile' });
    return undefined;
  }
  return verdict.url;
};
