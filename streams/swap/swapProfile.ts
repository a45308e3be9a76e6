import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, concat, distinctUntilChanged, ignoreElements, map, merge, of, switchMap, tap, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { RemoteSwapSettings } from '../config/remoteConfig';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { SWAP_PROFILE_MANUAL_EXPIRY_MS } from '../core/timing';

export const swapProfiles = ['auto', 'manual'] as const;
export type SwapProfile = (typeof swapProfiles)[number];

interface StoredProfile {
  readonly profile: SwapProfile;
  /** When the user switched to manual (scheduler time). */
  readonly switchedAt: number | undefined;
  /** The remote default profile's key last applied. */
  readonly remoteKey: string | undefined;
  /** The user picked a profile: a remote default never overrides that choice. */
  readonly userChose?: boolean;
}

const storedSchema = z.object({
  profile: z.enum(swapProfiles),
  switchedAt: z.optional(z.number()),
  remoteKey: z.optional(z.string().check(z.maxLength(200))),
  userChose: z.optional(z.boolean()),
});

export const SWAP_PROFILE_KEY = 'callisto.swap.profile';

/** The AMMs remote metadata excludes from routing (either spelling); none for a bad payload. */
export const remoteExcludedAmms = (remote: RemoteSwapSettings | undefined): readonly string[] => [
  ...(remote?.excludedAmms ?? []),
  ...(remote?.excludedAMMs ?? []),
];

/**
 * The swap profile (spec 001 §4): auto until the user picks manual; the switch time is stored
 * and manual reverts to auto 14 days later (T21), on load or, while observed, at that moment.
 * A remote default profile is applied when its key differs from the one last applied, unless the
 * user has picked a profile themselves (spec 001 §4: the remote default is for who has not chosen).
 */
export const createSwapProfile = ({
  storage,
  logger,
  scheduler,
  remote$ = EMPTY,
}: {
  storage: KeyValueStorage;
  logger: Logger;
  scheduler: SchedulerLike;
  /** The remote metadata's swap settings: applied whenever the profile is watched (the card, its settings, a quote). */
  remote$?: Observable<RemoteSwapSettings | undefined>;
}) => {
  const store = createPersistedValue<StoredProfile>({
    storage,
    logger,
    key: SWAP_PROFILE_KEY,
    schema: storedSchema as z.ZodMiniType<StoredProfile>,
    defaults: { profile: 'auto', switchedAt: undefined, remoteKey: undefined },
  });

  /** Time left in manual; 0 when it has run out (or auto). */
  const manualLeft = (state: StoredProfile): number =>
    state.profile === 'manual' ? Math.max(0, (state.switchedAt ?? 0) + SWAP_PROFILE_MANUAL_EXPIRY_MS - scheduler.now()) : 0;
  // A manual choice that ran out is no choice any more: a remote default may apply again.
  const revert = () => store.update({ profile: 'auto', switchedAt: undefined, userChose: false });

  if (store.current().profile === 'manual' && manualLeft(store.current()) === 0) revert();

  const stored$: Observable<SwapProfile> = store.value$.pipe(
    switchMap((state) => {
      const left = manualLeft(state);
      if (left === 0) return of<SwapProfile>('auto');
      return concat(
        of<SwapProfile>('manual'),
        timer(left, scheduler).pipe(
          tap(revert),
          map((): SwapProfile => 'auto'),
        ),
      );
    }),
    distinctUntilChanged(),
  );

  /** Applies remote metadata, parsed (and refused when malformed) by the remote config. */
  const applyRemote = (settings: RemoteSwapSettings) => {
    const remote = settings.swapProfile;
    if (!remote || remote.key === store.current().remoteKey || store.current().userChose === true) return;
    const { defaultProfile } = remote;
    store.update({ profile: defaultProfile, switchedAt: defaultProfile === 'manual' ? scheduler.now() : undefined, remoteKey: remote.key });
  };

  // The remote default applies to whoever watches the profile, not only while a quote is fetched.
  const profile$: Observable<SwapProfile> = merge(
    remote$.pipe(
      tap((remote) => remote !== undefined && applyRemote(remote)),
      ignoreElements(),
    ),
    stored$,
  ).pipe(distinctUntilChanged());

  return {
    profile$,
    current: (): SwapProfile => (manualLeft(store.current()) > 0 ? 'manual' : 'auto'),
    /** The user picked a profile: manual starts its 14 days now. */
    choose: (profile: SwapProfile) =>
      store.update(profile === 'manual' ? { profile, switchedAt: scheduler.now(), userChose: true } : { profile, switchedAt: undefined, userChose: true }),
    applyRemote,
  };
};

export type SwapProfileStore = ReturnType<typeof createSwapProfile>;
