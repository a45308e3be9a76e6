import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, distinctUntilChanged, map, of } from 'rxjs';
import * as z from 'zod/mini';
import { type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { REMOTE_CONFIG_STALE_MS } from '../core/timing';

/** The most entries a list of the remote config may hold (the provider bans about 21 tokens, excludes a handful of AMMs). */
export const REMOTE_LIST_MAX = 1000;
/** The longest name or address in it (a base58 address has at most 44 characters, an AMM label a few words). */
export const REMOTE_TEXT_MAX = 100;

const names = z.array(z.string().check(z.maxLength(REMOTE_TEXT_MAX))).check(z.maxLength(REMOTE_LIST_MAX));

/**
 * Remote metadata (spec 000 §3 Remote config; spec 001 §3 Metadata). Unknown keys are dropped;
 * lists and texts are bounded, so a runaway config is refused (and ignored) instead of filling
 * memory or every quote's query.
 */
export const remoteConfigSchema = z.object({
  swapSettings: z.optional(
    z.object({
      excludedAmms: z.optional(names),
      excludedAMMs: z.optional(names),
      bannedTokens: z.optional(names),
      // A blockhash lives 150 blocks: a longer wait would keep resending a dead transaction.
      blockhashSlotsToExpiry: z.optional(z.int().check(z.positive(), z.maximum(150))),
      swapProfile: z.optional(z.object({ key: z.string().check(z.maxLength(REMOTE_TEXT_MAX)), defaultProfile: z.enum(['auto', 'manual']) })),
    }),
  ),
  perpsSettings: z.optional(z.object({ v2AsDefault: z.optional(z.boolean()) })),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
/** Remote metadata's swapSettings, parsed once here: every reader takes this type, none parses again. */
export type RemoteSwapSettings = NonNullable<RemoteConfig['swapSettings']>;

const noBans: ReadonlySet<string> = new Set();

/**
 * The remote configuration (GET /remoteConfig/metadata.json on the static host, stale after 60 s:
 * T15). A payload that fails its schema, or a failed call, is logged and treated as no config
 * (spec 000 §5 Remote payloads): `undefined`, never an error.
 */
export const createRemoteConfig = ({ http, url, scheduler, logger }: { http: HttpClient; url: string; scheduler: SchedulerLike; logger: Logger }) => {
  const resource = createCachedResource<RemoteConfig | undefined>({
    scheduler,
    staleAfterMs: REMOTE_CONFIG_STALE_MS,
    fetch: () =>
      // noCache: the browser's HTTP cache must not stretch the 60 s (the host sends max-age).
      http.get(url, { api: 'Remote config', responseName: 'metadata', schema: remoteConfigSchema, noCache: true }).pipe(
        catchError((error: unknown) => {
          logger.warn('Remote config ignored', { error: error instanceof Error ? error.message : String(error) });
          return of(undefined);
        }),
      ),
  });
  const config$: Observable<RemoteConfig | undefined> = resource.state$.pipe(
    map((state) => (state.status === 'ready' ? state.value : undefined)),
    distinctUntilChanged(),
  );
  return {
    state$: resource.state$ as Observable<ResourceState<RemoteConfig | undefined>>,
    config$,
    /** Mints search must never show (swapSettings.bannedTokens); empty while loading or without config. */
    bannedTokens$: config$.pipe(
      map((config): ReadonlySet<string> => {
        const banned = config?.swapSettings?.bannedTokens;
        return banned && banned.length > 0 ? new Set(banned) : noBans;
      }),
      distinctUntilChanged(),
    ),
    invalidate: () => resource.invalidate(),
  };
};

export type RemoteConfigStream = ReturnType<typeof createRemoteConfig>;
