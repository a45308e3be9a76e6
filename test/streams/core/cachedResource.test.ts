import { type ResourceState, createCachedResource } from '@streams/core/cachedResource';
import { type Observable, defer } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

const staleAfterMs = 20;
const refetchIntervalMs = 100;

/** A resource over a fake fetch: call n answers with the marbles `answers(n)`, value `v{n+1}`. */
const setup = (
  m: MarbleContext,
  answers: (call: number) => string = () => '--v|',
  extra: { retry?: { count: number; delayMs: number }; interval?: boolean } = {},
) => {
  const fetches: Observable<string>[] = [];
  const resource = createCachedResource<string>({
    scheduler: m.scheduler,
    staleAfterMs,
    ...(extra.interval === false ? {} : { refetchIntervalMs }),
    ...(extra.retry ? { retry: extra.retry } : {}),
    // Cold like a real request: every subscription (a retry included) is a new call.
    fetch: () =>
      defer(() => {
        const fetch$ = m.cold(answers(fetches.length), { v: `v${fetches.length + 1}` }, new Error('down'));
        fetches.push(fetch$);
        return fetch$;
      }),
  });
  return { resource, fetches };
};

const loading: ResourceState<string> = { status: 'loading' };
const ready = (value: string, updatedAt: number, flags: { stale?: boolean; refreshing?: boolean } = {}): ResourceState<string> => ({
  status: 'ready',
  value,
  updatedAt,
  stale: flags.stale ?? false,
  refreshing: flags.refreshing ?? false,
});

describe('cached resource', () => {
  it(
    'loads, turns stale after staleAfterMs, refetches every refetchIntervalMs while observed',
    marbles((m) => {
      const { resource } = setup(m);
      m.expect(resource.state$, '^ 150ms !').toBeObservable('l-a 19ms s 77ms r-b 19ms t', {
        l: loading,
        a: ready('v1', 2),
        s: ready('v1', 2, { stale: true }),
        r: ready('v1', 2, { stale: true, refreshing: true }),
        b: ready('v2', 102),
        t: ready('v2', 102, { stale: true }),
      });
    }),
  );

  it(
    'a refetch tick while a fetch is still in flight is dropped, so a slow fetch is never restarted',
    marbles((m) => {
      // the first call takes 150 ms: the tick at 100 must not cancel it; the tick at 200 fetches again
      const { resource, fetches } = setup(m, (call) => (call === 0 ? '150ms v|' : '--v|'));
      m.expect(resource.state$, '^ 210ms !').toBeObservable('l 149ms a 19ms s 29ms r-b', {
        l: loading,
        a: ready('v1', 150),
        s: ready('v1', 150, { stale: true }),
        r: ready('v1', 150, { stale: true, refreshing: true }),
        b: ready('v2', 202),
      });
      m.flush();
      expect(fetches).toHaveLength(2);
    }),
  );

  it(
    'is shared: two subscribers, one fetch',
    marbles((m) => {
      const { resource, fetches } = setup(m, () => '--v|', { interval: false });
      m.expect(resource.state$, '^ 10ms !').toBeObservable('l-a', { l: loading, a: ready('v1', 2) });
      m.expect(resource.state$, '-^ 9ms !').toBeObservable('-la', { l: loading, a: ready('v1', 2) });
      m.flush();
      expect(fetches).toHaveLength(1);
    }),
  );

  it(
    'the cache outlives its subscribers: a fresh value is served without a fetch, a stale one is refetched',
    marbles((m) => {
      const { resource, fetches } = setup(m, () => '----v|', { interval: false });
      m.expect(resource.state$, '^ 5ms !').toBeObservable('l---a', { l: loading, a: ready('v1', 4) });
      // back at 15, still fresh (fetched at 4, stale at 24): no fetch, and the stale turn still comes at 24
      m.expect(resource.state$, '15ms ^ 10ms !').toBeObservable('15ms a 8ms s', {
        a: ready('v1', 4),
        s: ready('v1', 4, { stale: true }),
      });
      // back at 50, stale: shown at once, refreshed in place
      m.expect(resource.state$, '50ms ^ 10ms !').toBeObservable('50ms (sr) b', {
        s: ready('v1', 4, { stale: true }),
        r: ready('v1', 4, { stale: true, refreshing: true }),
        b: ready('v2', 54),
      });
      m.flush();
      expect(fetches).toHaveLength(2);
    }),
  );

  it(
    'invalidate() refetches at once when observed, and marks the cache stale for the next subscriber when not',
    marbles((m) => {
      const { resource, fetches } = setup(m, () => '----v|', { interval: false });
      m.scheduler.schedule(() => resource.invalidate(), 10);
      m.expect(resource.state$, '^ 15ms !').toBeObservable('l---a 5ms r---b', {
        l: loading,
        a: ready('v1', 4),
        r: ready('v1', 4, { refreshing: true }),
        b: ready('v2', 14),
      });
      m.scheduler.schedule(() => resource.invalidate(), 17);
      // at 18 the value (fetched at 14) is young, but invalidated: refetched
      m.expect(resource.state$, '18ms ^ 5ms !').toBeObservable('18ms (sr) c', {
        s: ready('v2', 14, { stale: true }),
        r: ready('v2', 14, { stale: true, refreshing: true }),
        c: ready('v3', 22),
      });
      m.flush();
      expect(fetches).toHaveLength(3);
    }),
  );

  it(
    'recovered error: failed fetches are retried after the delay, and the value arrives',
    marbles((m) => {
      const { resource, fetches } = setup(m, (call) => (call < 2 ? '-#' : '-v|'), { interval: false, retry: { count: 2, delayMs: 5 } });
      // attempt 1 fails at 1; attempt 2 at 6 fails at 7; attempt 3 at 12 answers at 13
      m.expect(resource.state$, '^ 20ms !').toBeObservable('l 12ms a', { l: loading, a: ready('v3', 13) });
      m.flush();
      expect(fetches).toHaveLength(3);
    }),
  );

  it(
    'when retries run out the state is an error that keeps the last good value; the next refetch recovers',
    marbles((m) => {
      const { resource } = setup(m, (call) => (call === 1 ? '-#' : '-v|'), { retry: { count: 0, delayMs: 5 } });
      // fetched at 1, stale at 21; the refetch at 100 fails at 101; the one at 200 shows v1 again while it runs
      m.expect(resource.state$, '^ 205ms !').toBeObservable('la 19ms s 78ms re 98ms qc', {
        l: loading,
        a: ready('v1', 1),
        s: ready('v1', 1, { stale: true }),
        r: ready('v1', 1, { stale: true, refreshing: true }),
        e: { status: 'error', error: new Error('down'), last: { value: 'v1', updatedAt: 1 } },
        q: ready('v1', 1, { stale: true, refreshing: true }),
        c: ready('v3', 201),
      });
    }),
  );

  it(
    'teardown: the last subscriber leaving cancels the fetch in flight',
    marbles((m) => {
      const { resource, fetches } = setup(m, () => '-----v|');
      m.expect(resource.state$, '^-!').toBeObservable('l', { l: loading });
      m.flush();
      m.expect(fetches[0] as Observable<string>).toHaveSubscriptions('^-!');
      expect(resource.peek()).toBeUndefined();
    }),
  );
  it(
    'a subscriber arriving while the value is fresh fetches nothing at once, yet refetches refetchIntervalMs after it subscribed',
    marbles((m) => {
      const { resource, fetches } = setup(m);
      m.expect(resource.state$, '^ 5ms !').toBeObservable('l-a', { l: loading, a: ready('v1', 2) });
      // back at 10, fresh (stale at 22): served from the cache, stale at 22, first tick at 110
      m.expect(resource.state$, '10ms ^ 105ms !').toBeObservable('10ms a 11ms s 87ms r-b', {
        a: ready('v1', 2),
        s: ready('v1', 2, { stale: true }),
        r: ready('v1', 2, { stale: true, refreshing: true }),
        b: ready('v2', 112),
      });
      m.flush();
      expect(fetches).toHaveLength(2);
      m.expect(fetches[0] as Observable<string>).toHaveSubscriptions('^--!');
      m.expect(fetches[1] as Observable<string>).toHaveSubscriptions('110ms ^--!');
    }),
  );

  it(
    'update() before the first value does nothing; after it, it changes the value in place until the next fetch replaces it',
    marbles((m) => {
      const { resource, fetches } = setup(m);
      let changes = 0;
      const exclaim = (value: string) => {
        changes += 1;
        return `${value}!`;
      };
      // nothing cached yet: no change, nothing to peek, and no fetch started by it
      resource.update(exclaim);
      expect(changes).toBe(0);
      expect(resource.peek()).toBeUndefined();
      expect(fetches).toHaveLength(0);
      // still loading at 1: ignored; at 5 the value v1 (fetched at 2) becomes v1! and keeps its age
      m.scheduler.schedule(() => resource.update(exclaim), 1);
      m.scheduler.schedule(() => resource.update(exclaim), 5);
      m.expect(resource.state$, '^ 105ms !').toBeObservable('l-a--u 16ms s 77ms r-b', {
        l: loading,
        a: ready('v1', 2),
        u: ready('v1!', 2),
        s: ready('v1!', 2, { stale: true }),
        r: ready('v1!', 2, { stale: true, refreshing: true }),
        b: ready('v2', 102),
      });
      m.flush();
      expect(changes).toBe(1);
      expect(resource.peek()).toEqual({ value: 'v2', updatedAt: 102 });
    }),
  );

  it(
    'a first fetch that fails is an error with no last value; the next refetch shows loading again, then the value',
    marbles((m) => {
      const { resource, fetches } = setup(m, (call) => (call === 0 ? '-#' : '-v|'));
      m.expect(resource.state$, '^ 105ms !').toBeObservable('le 98ms lb', {
        l: loading,
        e: { status: 'error', error: new Error('down'), last: undefined },
        b: ready('v2', 101),
      });
      m.flush();
      expect(fetches).toHaveLength(2);
    }),
  );

  it(
    'while a failed refetch is shown, the stale turn and update() leave the error state as it is; the update is kept for the next subscriber',
    marbles((m) => {
      const { resource, fetches } = setup(m, (call) => (call === 1 ? '-#' : '----v|'), { interval: false });
      const error: ResourceState<string> = { status: 'error', error: new Error('down'), last: { value: 'v1', updatedAt: 4 } };
      // v1 at 4; invalidated at 10, the refetch fails at 11; v1 would turn stale at 24; updated at 30
      m.scheduler.schedule(() => resource.invalidate(), 10);
      m.scheduler.schedule(() => resource.update((value) => `${value}*`), 30);
      m.expect(resource.state$, '^ 40ms !').toBeObservable('l---a 5ms re', {
        l: loading,
        a: ready('v1', 4),
        r: ready('v1', 4, { refreshing: true }),
        e: error,
      });
      // back at 50: the updated value, stale (it was invalidated), is shown while it is refetched
      m.expect(resource.state$, '50ms ^ 10ms !').toBeObservable('50ms (sr) c', {
        s: ready('v1*', 4, { stale: true }),
        r: ready('v1*', 4, { stale: true, refreshing: true }),
        c: ready('v3', 54),
      });
      m.flush();
      expect(fetches).toHaveLength(3);
      m.expect(fetches[1] as Observable<string>).toHaveSubscriptions('10ms ^!');
    }),
  );
});
