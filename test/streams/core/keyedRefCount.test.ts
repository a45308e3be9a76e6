import { type KeyedRefCount, createKeyedRefCount } from '@streams/core/keyedRefCount';
import { LIVE_STREAM_UNSUBSCRIBE_DELAY_MS } from '@streams/core/timing';
import { Subject } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

type Call = { readonly acquire: string[] } | { readonly release: string[] };

/** A ref-count whose acquire and release calls come out as a marble-testable stream. */
const setup = (m: MarbleContext, sink: { fail?: boolean } = {}) => {
  const calls = new Subject<Call>();
  const logger = createRecordingLogger();
  const refs = createKeyedRefCount<string>({
    scheduler: m.scheduler,
    releaseDelayMs: LIVE_STREAM_UNSUBSCRIBE_DELAY_MS,
    logger,
    acquire: (keys) => {
      if (sink.fail) throw new Error('socket gone');
      calls.next({ acquire: [...keys] });
    },
    release: (keys) => calls.next({ release: [...keys] }),
  });
  return { refs, calls, logger };
};

/** Holds `keys` over the subscription marbles; a holder itself never emits. */
const holdDuring = (m: MarbleContext, refs: KeyedRefCount<string>, keys: string[], subscription: string) =>
  m.expect(refs.hold(keys), subscription).toBeObservable('');

describe('keyed ref-counting with delayed, batched release (T02 = 100 ms)', () => {
  it(
    'the first holder acquires; the last to leave releases T02 later',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a 149ms r', { a: { acquire: ['SOL'] }, r: { release: ['SOL'] } });
      holdDuring(m, refs, ['SOL'], '    ^ 49ms !');
      holdDuring(m, refs, ['SOL'], '    ^ 29ms !');
    }),
  );

  it(
    'a second holder of a held key sends nothing; the release waits for the last one',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a 209ms r', { a: { acquire: ['SOL'] }, r: { release: ['SOL'] } });
      holdDuring(m, refs, ['SOL'], '    ^ 49ms !');
      holdDuring(m, refs, ['SOL'], '    - 9ms ^ 99ms !');
    }),
  );

  it(
    'cancellation: a holder returning within the window cancels the release, with no new acquire',
    marbles((m) => {
      const { refs, calls } = setup(m);
      // leaves at 50; returns at 149, one frame before its release was due at 150; leaves for good at 199
      m.expect(calls).toBeObservable('a 298ms r', { a: { acquire: ['SOL'] }, r: { release: ['SOL'] } });
      holdDuring(m, refs, ['SOL'], '    ^ 49ms !');
      holdDuring(m, refs, ['SOL'], '    - 148ms ^ 49ms !');
    }),
  );

  it(
    'a holder returning one frame after the window acquires again',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a 149ms rb', {
        a: { acquire: ['SOL'] },
        r: { release: ['SOL'] },
        b: { acquire: ['SOL'] },
      });
      holdDuring(m, refs, ['SOL'], '    ^ 49ms !');
      holdDuring(m, refs, ['SOL'], '    - 150ms ^');
    }),
  );

  it(
    'keys acquired together go out in one call; releases in one window go out as one batch',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a 19ms b 129ms r', {
        a: { acquire: ['SOL', 'JUP'] },
        b: { acquire: ['BONK'] },
        r: { release: ['SOL', 'JUP', 'BONK'] },
      });
      holdDuring(m, refs, ['SOL', 'JUP', 'SOL'], '^ 49ms !');
      holdDuring(m, refs, ['BONK'], '             - 19ms ^ 69ms !');
    }),
  );

  it(
    'the window opens with the first release: a later one in it shares the batch, one after it opens the next',
    marbles((m) => {
      const { refs, calls } = setup(m);
      // SOL leaves at 1 and opens the window (release at 101); JUP leaves at 102 and opens the next
      m.expect(calls).toBeObservable('(ab) 97ms r 100ms s', {
        a: { acquire: ['SOL'] },
        b: { acquire: ['JUP'] },
        r: { release: ['SOL'] },
        s: { release: ['JUP'] },
      });
      holdDuring(m, refs, ['SOL'], '^!');
      holdDuring(m, refs, ['JUP'], '^ 101ms !');
    }),
  );

  it(
    'active keys are those with holders; a discarded pending release is never sent',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a', { a: { acquire: ['SOL', 'JUP'] } });
      holdDuring(m, refs, ['SOL', 'JUP'], '^ 9ms !');
      holdDuring(m, refs, ['JUP'], '       ^');
      m.scheduler.schedule(() => {
        expect(refs.activeKeys()).toEqual(['JUP']);
        refs.discardPendingReleases(); // the connection that held SOL is gone
      }, 20);
    }),
  );

  it(
    'recovered error: a sink that throws is logged, and the counts stay right for the next holders',
    marbles((m) => {
      const sink = { fail: true };
      const { refs, calls, logger } = setup(m, sink);
      m.expect(calls).toBeObservable('- 109ms r 89ms a', { r: { release: ['SOL'] }, a: { acquire: ['SOL'] } });
      holdDuring(m, refs, ['SOL'], '^ 9ms !');
      m.scheduler.schedule(() => (sink.fail = false), 100);
      holdDuring(m, refs, ['SOL'], '- 199ms ^');
      m.flush();
      expect(logger.messages('error')).toEqual(['keyed ref-count acquire failed']);
      expect(logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.context)).toEqual([{ error: new Error('socket gone'), keys: 1 }]);
    }),
  );

  it(
    'teardown: after dispose, pending and later releases are never sent',
    marbles((m) => {
      const { refs, calls } = setup(m);
      m.expect(calls).toBeObservable('a', { a: { acquire: ['SOL'] } });
      holdDuring(m, refs, ['SOL'], '^ 9ms !');
      holdDuring(m, refs, ['SOL'], '- 4ms ^ 49ms !');
      m.scheduler.schedule(() => refs.dispose(), 20);
    }),
  );
});
