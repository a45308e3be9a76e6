import { createMemoryStorage } from '@streams/core/ports';
import { createSwapProfile, remoteExcludedAmms } from '@streams/swap/swapProfile';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const FOURTEEN_DAYS = 1_209_600_000;

const setup = (m: MarbleContext, storage = createMemoryStorage()) => {
  const logger = createRecordingLogger();
  return { profile: createSwapProfile({ storage, logger, scheduler: m.scheduler }), storage, logger };
};

describe('the remote default profile never overrides a user who chose', () => {
  it(
    'a user who chose auto stays on auto when a new remote default says manual',
    marbles((m) => {
      const { profile } = setup(m);
      profile.choose('auto');
      profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } });
      expect(profile.current()).toBe('auto');
    }),
  );

  it(
    'a user who chose manual stays on manual when a new remote default says auto',
    marbles((m) => {
      const { profile } = setup(m);
      profile.choose('manual');
      profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'auto' } });
      expect(profile.current()).toBe('manual');
    }),
  );

  it(
    'the choice survives a reload: it is stored under callisto.swap.profile, and a remote default still does not apply',
    marbles((m) => {
      const storage = createMemoryStorage();
      setup(m, storage).profile.choose('auto');
      expect(JSON.parse(storage.getItem('callisto.swap.profile') ?? 'null')).toEqual({ profile: 'auto', userChose: true });
      const reloaded = setup(m, storage);
      reloaded.profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } });
      expect(reloaded.profile.current()).toBe('auto');
      expect(reloaded.logger.entries).toEqual([]);
    }),
  );

  it(
    'a manual choice that ran out after 14 days is no choice any more: the next remote default applies',
    marbles((m) => {
      const { profile } = setup(m);
      profile.choose('manual');
      m.scheduler.schedule(() => profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } }), FOURTEEN_DAYS + 1);
      m.expect(profile.profile$, `^ ${FOURTEEN_DAYS + 10}ms !`).toBeObservable(`m ${FOURTEEN_DAYS - 1}ms a m`, { m: 'manual', a: 'auto' });
    }),
  );

  it(
    'a user who never chose gets the remote default',
    marbles((m) => {
      const { profile } = setup(m);
      profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } });
      expect(profile.current()).toBe('manual');
    }),
  );
});

describe('the AMMs remote metadata excludes', () => {
  it('either spelling, both together, and none without metadata', () => {
    expect(remoteExcludedAmms(undefined)).toEqual([]);
    expect(remoteExcludedAmms({})).toEqual([]);
    expect(remoteExcludedAmms({ excludedAMMs: ['Obric'] })).toEqual(['Obric']);
    expect(remoteExcludedAmms({ excludedAmms: ['Raydium'] })).toEqual(['Raydium']);
    expect(remoteExcludedAmms({ excludedAmms: ['Raydium'], excludedAMMs: ['Obric'] })).toEqual(['Raydium', 'Obric']);
  });
});

describe('the remote default applies whenever the profile is watched', () => {
  it(
    'watching the profile alone (no quote stream) applies the remote default when it arrives; its manual runs out after T21 like a chosen one',
    marbles((m) => {
      const remote$ = m.cold('---r', { r: { swapProfile: { key: 'v1', defaultProfile: 'manual' as const } } });
      const profile = createSwapProfile({ storage: createMemoryStorage(), logger: createRecordingLogger(), scheduler: m.scheduler, remote$ });
      // manual from frame 3, back to auto T21 (14 days) later: 3 + 1 + 1,209,599,999 = 1,209,600,003.
      m.expect(profile.profile$).toBeObservable('a--m 1209599999ms a', { a: 'auto', m: 'manual' });
    }),
  );

  it(
    'a remote default for a user who chose is ignored even while watched',
    marbles((m) => {
      const storage = createMemoryStorage();
      createSwapProfile({ storage, logger: createRecordingLogger(), scheduler: m.scheduler }).choose('auto');
      const remote$ = m.cold('-r', { r: { swapProfile: { key: 'v1', defaultProfile: 'manual' as const } } });
      const profile = createSwapProfile({ storage, logger: createRecordingLogger(), scheduler: m.scheduler, remote$ });
      m.expect(profile.profile$).toBeObservable('a', { a: 'auto' });
    }),
  );
});
