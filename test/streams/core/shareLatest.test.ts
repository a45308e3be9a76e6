import { shareLatest, shareLatestForEagerRead } from '@streams/core/shareLatest';
import { EAGER_READ_HANDOVER_MS } from '@streams/core/timing';
import { marbles } from '../../support/marbles';

describe('shareLatest', () => {
  it(
    'one source subscription for every subscriber; a late one gets the latest value at once',
    marbles((m) => {
      const source = m.cold('  a-b-c-|');
      const shared = source.pipe(shareLatest(m.scheduler));
      m.expect(shared).toBeObservable('a-b-c-|');
      m.expect(shared, '---^').toBeObservable('---bc-|');
      m.expect(source).toHaveSubscriptions('^-----!');
    }),
  );

  it(
    'a remount in the same frame (StrictMode, a route change) keeps the source running',
    marbles((m) => {
      const source = m.hot('  -a--b--c--d');
      const shared = source.pipe(shareLatest(m.scheduler));
      m.expect(shared, '     ^--!').toBeObservable('-a');
      m.expect(shared, '     ---^-----!').toBeObservable('---ab--c');
      m.expect(source).toHaveSubscriptions('^--------!');
    }),
  );

  it(
    'teardown: once every subscriber has left for a turn, the source is unsubscribed and a newcomer starts afresh',
    marbles((m) => {
      const source = m.cold('  -a-b-c');
      const shared = source.pipe(shareLatest(m.scheduler));
      m.expect(shared, '     ^--!').toBeObservable('-a');
      m.expect(shared, '     -----^---!').toBeObservable('------a-b');
      m.expect(source).toHaveSubscriptions(['^--!', '-----^---!']);
    }),
  );

  it(
    'a completed source is not replayed: a subscriber after the completion resubscribes it and sees it afresh',
    marbles((m) => {
      const source = m.cold('  a-b|');
      const shared = source.pipe(shareLatest(m.scheduler));
      m.expect(shared).toBeObservable('a-b|');
      m.expect(shared, '-----^').toBeObservable('-----a-b|');
      m.expect(source).toHaveSubscriptions(['^--!', '-----^--!']);
    }),
  );

  it(
    'recovered error: an error reaches current subscribers; the next subscriber resubscribes the source',
    marbles((m) => {
      const source = m.cold('  a-#');
      const shared = source.pipe(shareLatest(m.scheduler));
      m.expect(shared).toBeObservable('a-#');
      m.expect(shared, '---^').toBeObservable('---a-#');
      m.expect(source).toHaveSubscriptions(['^-!', '---^-!']);
    }),
  );

  describe('for an eager read (T76)', () => {
    // The first render's read subscribes, takes the value and leaves (frame 1); the effect's
    // subscription comes later. A newcomer in the very frame the keep ends still finds the source.
    it(
      `the effect's subscription ${EAGER_READ_HANDOVER_MS} ms after the render's read left reuses its source and its value`,
      marbles((m) => {
        const source = m.cold('  a');
        const shared = source.pipe(shareLatestForEagerRead(m.scheduler));
        m.expect(shared, '     ^!').toBeObservable('a');
        m.expect(shared, '     2001ms ^').toBeObservable('2001ms a');
        m.expect(source).toHaveSubscriptions('^');
      }),
    );

    it(
      `a millisecond later the source has been left, and the next subscriber starts it afresh`,
      marbles((m) => {
        const source = m.cold('  a');
        const shared = source.pipe(shareLatestForEagerRead(m.scheduler));
        m.expect(shared, '     ^!').toBeObservable('a');
        m.expect(shared, '     2002ms ^').toBeObservable('2002ms a');
        m.expect(source).toHaveSubscriptions(['^ 2000ms !', '2002ms ^']);
      }),
    );
  });
});
