import * as z from 'zod/mini';
import { createStoredEntry, plainText } from '../persistedValue';
import type { KeyValueStorage, Logger } from '../ports';
import { type Endpoints, type Profile, STREAM_PATH, mainnetDefaults, mainnetEndpoints, profiles, simDefaults, simEndpoints } from './endpoints';
import { checkOverrideUrl, loopbackHosts } from './originGuard';

export type OverrideKey = 'api' | 'ws' | 'rpc';
const overrideKinds: Record<OverrideKey, 'http' | 'ws'> = { api: 'http', ws: 'ws', rpc: 'http' };

export interface AppConfig {
  readonly profile: Profile;
  readonly endpoints: Endpoints;
  /** Overrides in effect (origins only), for display ("using a custom API"). */
  readonly overrides: Readonly<Partial<Record<OverrideKey, string>>>;
  /** The wallet risk check (spec 001 §7: skipped when the environment disables it); on unless false. */
  readonly riskCheck?: boolean;
  /** A profile asked for but not served here (mainnet on the development server), for the notice that says why. */
  readonly refusedProfile?: Profile;
  /** The development server: no CSP there, so nothing beyond this machine is called (a custom RPC included). */
  readonly localOnly?: boolean;
}

/** Why the development server runs the simulator only, and how to get mainnet (the notice's text). */
export const DEV_SERVER_MAINNET_NOTICE = {
  title: 'Mainnet is not served by the development server',
  text: 'The development server runs without the Content-Security-Policy that protects real funds, so it serves the simulator only. To use mainnet, build and serve the production app:',
  command: 'VITE_PROFILE=mainnet npm run build && npm run preview',
} as const;

export interface ResolveConfigInput {
  /** `location.search` of the page load. */
  readonly search: string;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** Build-time default (VITE_PROFILE); `sim` when unset. */
  readonly defaultProfile?: string | undefined;
  /** VITE_DISABLE_RISK_CHECK: the environment turns the risk check off. */
  readonly riskCheckDisabled?: boolean;
  /**
   * The development server (`npm start`, `npm run dev`): it has no CSP, so only the simulator
   * profile runs there, and only loopback overrides; mainnet is refused and said why.
   */
  readonly simOnly?: boolean;
}

export const storageKeys = {
  profile: 'callisto.profile',
  override: (key: OverrideKey) => `callisto.endpoint.${key}`,
} as const;

const isProfile = (value: unknown): value is Profile => (profiles as readonly unknown[]).includes(value);
const isLoopback = (origin: string) => loopbackHosts.has(new URL(origin).hostname);

// Plain text, not JSON: the format earlier versions stored, which users' browsers still hold.
const storedProfile = (storage: KeyValueStorage, logger: Logger) =>
  createStoredEntry<Profile>({ storage, logger, key: storageKeys.profile, schema: z.custom<Profile>(isProfile), format: plainText, name: 'a stored profile' });

/** A stored override passes the same check as a link's (checkOverrideUrl) and reads back as its origin; a bad one is logged and removed. */
const storedOverride = (key: OverrideKey, storage: KeyValueStorage, logger: Logger) =>
  createStoredEntry<string>({
    storage,
    logger,
    key: storageKeys.override(key),
    schema: z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        const verdict = checkOverrideUrl(text, overrideKinds[key]);
        if (verdict.ok) return verdict.url;
        ctx.issues.push({ code: 'custom', message: verdict.reason, input: text });
        return z.NEVER;
      }),
    ),
    format: plainText,
    dropInvalid: true,
    messages: { invalid: `Dropping stored ${key} override` },
  });

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
export const resolveConfig = ({ search, storage, logger, defaultProfile, riskCheckDisabled, simOnly = false }: ResolveConfigInput): AppConfig => {
  const params = new URLSearchParams(search);

  const queryProfile = params.get('profile');
  if (queryProfile !== null && !isProfile(queryProfile)) logger.warn('Ignoring unknown profile', { profile: queryProfile });
  // The development server never remembers mainnet: a later production visit decides for itself.
  const profileEntry = storedProfile(storage, logger);
  if (isProfile(queryProfile) && !(simOnly && queryProfile !== 'sim')) profileEntry.write(queryProfile);
  const wanted: Profile = isProfile(queryProfile) ? queryProfile : (profileEntry.read() ?? (isProfile(defaultProfile) ? defaultProfile : 'sim'));
  const refused = simOnly && wanted !== 'sim';
  if (refused) logger.warn(`${DEV_SERVER_MAINNET_NOTICE.title}; running the simulator`, { asked: wanted, build: DEV_SERVER_MAINNET_NOTICE.command });
  const profile: Profile = refused ? 'sim' : wanted;

  const overrides: Partial<Record<OverrideKey, string>> = {};
  for (const key of Object.keys(overrideKinds) as OverrideKey[]) {
    const accepted = resolveOverride(key, params.get(key), { storage, logger, rememberLoopback: profile === 'sim' });
    if (accepted === undefined) continue;
    // Without a CSP nothing beyond this machine is called: remote overrides are production-only.
    if (simOnly && !isLoopback(accepted)) {
      logger.warn('Ignoring a remote endpoint override on the development server', { key, origin: accepted });
      continue;
    }
    overrides[key] = accepted;
  }

  const defaults = profile === 'sim' ? simDefaults : mainnetDefaults;
  const build = profile === 'sim' ? simEndpoints : mainnetEndpoints;
  const stream = overrides.ws !== undefined ? `${overrides.ws}${STREAM_PATH}` : defaults.stream;
  const endpoints = build(overrides.api ?? defaults.api, stream, overrides.rpc ?? defaults.rpc);
  return {
    profile,
    endpoints,
    overrides,
    riskCheck: riskCheckDisabled !== true,
    ...(refused ? { refusedProfile: wanted } : {}),
    ...(simOnly ? { localOnly: true } : {}),
  };
};

interface OverrideContext {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** Whether a loopback origin may be stored and read back (not in the mainnet profile). */
  readonly rememberLoopback: boolean;
}

const resolveOverride = (key: OverrideKey, fromQuery: string | null, { storage, logger, rememberLoopback }: OverrideContext): string | undefined => {
  const stored = storedOverride(key, storage, logger);
  if (fromQuery === '') {
    stored.remove();
    return undefined;
  }
  if (fromQuery !== null) {
    const verdict = checkOverrideUrl(fromQuery, overrideKinds[key]);
    if (verdict.ok && verdict.loopback && !rememberLoopback) {
      logger.info(`Using ?${key}= for this visit only`, { value: verdict.url, reason: 'loopback override in the mainnet profile' });
      return verdict.url;
    }
    if (verdict.ok) {
      stored.write(verdict.url);
      return verdict.url;
    }
    logger.warn(`Ignoring ?${key}= override`, { value: fromQuery, reason: verdict.reason });
  }
  const url = stored.read();
  if (url === undefined) return undefined;
  // Kept for the sim profile, where it was set; the mainnet profile does not follow it.
  if (isLoopback(url) && !rememberLoopback) {
    logger.info(`Not using the stored ${key} override`, { value: url, reason: 'loopback override in the mainnet profile' });
    return undefined;
  }
  return url;
};
