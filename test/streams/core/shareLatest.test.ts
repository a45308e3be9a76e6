import { shareLatest } from '@streams/core/shareLatest';
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
});
