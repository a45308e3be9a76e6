import { createMemoryStorage } from '@streams/core/ports';
import { SWAP_PROFILE_KEY, createSwapProfile } from '@streams/swap/swapProfile';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const DAY = 86_400_000;

const setup = (m: MarbleContext, stored?: unknown) => {
  const storage = createMemoryStorage(stored === undefined ? {} : { [SWAP_PROFILE_KEY]: JSON.stringify(stored) });
  const logger = createRecordingLogger();
  return { profile: createSwapProfile({ storage, logger, scheduler: m.scheduler }), storage, logger };
};

const storedProfile = (storage: ReturnType<typeof createMemoryStorage>) => JSON.parse(storage.getItem(SWAP_PROFILE_KEY) ?? '{}') as Record<string, unknown>;

describe('swap profile (spec 001 §4, T21)', () => {
  it(
    'is auto by default',
    marbles((m) => {
      const { profile } = setup(m);
      m.expect(profile.profile$, '^ 10ms !').toBeObservable('a', { a: 'auto' });
      expect(profile.current()).toBe('auto');
    }),
  );

  it(
    'manual when the user sets it, back to auto exactly 14 days (1209600000 ms) later',
    marbles((m) => {
      const { profile, storage } = setup(m);
      profile.choose('manual');
      expect(storedProfile(storage)).toEqual({ profile: 'manual', switchedAt: 0, userChose: true });
      m.expect(profile.profile$).toBeObservable('m 1209599999ms a', { m: 'manual', a: 'auto' });
      m.flush();
      expect(storedProfile(storage)).toEqual({ profile: 'auto', userChose: false });
      expect(profile.current()).toBe('auto');
    }),
  );

  it(
    'the 14 days count from the last switch: choosing manual again restarts them',
    marbles((m) => {
      const { profile } = setup(m);
      profile.choose('manual');
      m.scheduler.schedule(() => profile.choose('manual'), 10 * DAY);
      // 10 days + 14 days
      m.expect(profile.profile$).toBeObservable('m 2073599999ms a', { m: 'manual', a: 'auto' });
    }),
  );

  it(
    'choosing auto ends manual at once',
    marbles((m) => {
      const { profile } = setup(m);
      profile.choose('manual');
      m.scheduler.schedule(() => profile.choose('auto'), 1000);
      m.expect(profile.profile$).toBeObservable('m 999ms a', { m: 'manual', a: 'auto' });
    }),
  );

  it.each([
    ['just under 14 days ago: still manual', 1, 'manual'],
    ['exactly 14 days ago: auto on load', 0, 'auto'],
  ])('a stored switch %s', (_name, leftMs, expected) =>
    marbles((m) => {
      // the scheduler starts at 0: a switch 14 days minus leftMs ago
      const { profile, storage } = setup(m, { profile: 'manual', switchedAt: leftMs - 1209600000 });
      expect(profile.current()).toBe(expected);
      expect(storedProfile(storage).profile).toBe(expected);
    })(),
  );

  it(
    'applies the remote default when its key differs from the stored key, once',
    marbles((m) => {
      const { profile, storage } = setup(m, { profile: 'auto', remoteKey: 'v1' });
      profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } });
      expect(profile.current()).toBe('auto');
      profile.applyRemote({ swapProfile: { key: 'v2', defaultProfile: 'manual' }, excludedAMMs: ['Obric'] });
      expect(profile.current()).toBe('manual');
      expect(storedProfile(storage)).toEqual({ profile: 'manual', switchedAt: 0, remoteKey: 'v2' });
      profile.choose('auto');
      profile.applyRemote({ swapProfile: { key: 'v2', defaultProfile: 'manual' } });
      expect(profile.current()).toBe('auto');
    }),
  );

  it(
    // a remote payload of the wrong shape never gets here: the remote config refuses it (remoteConfig.test.ts)
    'ignores and logs a stored value that is not a profile',
    marbles((m) => {
      const { profile, logger } = setup(m, { profile: 'sometimes' });
      expect(profile.current()).toBe('auto');
      expect(logger.messages('warn')).toEqual(['Ignoring a stored setting']);
    }),
  );
});
