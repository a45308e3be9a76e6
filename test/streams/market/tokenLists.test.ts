import { createHttpClient } from '@streams/core/http';
import type { TokenFilter } from '@streams/market/filters';
import { UnknownSortError } from '@streams/market/sorting';
import { type ConnectionStatus, type LiveStream, createLiveStream } from '@streams/market/liveStream';
import { type ListSource, type ListView, type TokenListState, createTokenLists } from '@streams/market/tokenLists';
import type { Pool } from '@streams/schemas/pool';
import { NEVER, type Observable, type SchedulerLike, filter, map, of, switchMap } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { makePool, stats } from '../../support/fixtures/pools';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

const withVolume = (id: string, volume: number, extra: Parameters<typeof makePool>[1] = {}) =>
  makePool(id, { ...extra, asset: { stats24h: stats({ buyVolume: volume }), ...extra.asset } });
const frame = (items: { type: 'new' | 'update' | 'graduated'; pool: Pool }[]) => JSON.stringify({ type: 'updates', data: items });

const setup = (
  m: MarbleContext,
  options: {
    http: (call: number) => string;
    responses?: Record<string, unknown>;
    connections: string[];
    messages?: Record<string, string>;
    status?: number;
    /** Where list emissions are coalesced: the test's clock itself unless a test needs frames apart. */
    frameScheduler?: SchedulerLike;
  },
) => {
  const logger = createRecordingLogger();
  const values = Object.fromEntries(Object.entries(options.responses ?? {}).map(([key, body]) => [key, jsonResponse(body, options.status)]));
  const { transport, requests } = createFakeTransport((_request, index) => m.cold(options.http(index), values));
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const socket = createFakeSocket(m, options.connections, options.messages);
  const live = createLiveStream({ socket: socket.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
  // The held stream is watched for silence forever: flush within its stale mark (T52, 10 s).
  flushWithin(m, 9_999);
  const lists = createTokenLists({
    http,
    live,
    marketApi: 'http://sim',
    scheduler: m.scheduler,
    frameScheduler: options.frameScheduler ?? m.scheduler,
    logger,
  });
  return { lists, live, requests, logger, sent$: socket.sent$, connections: socket.connections };
};

/** A list state as a short string: keys in order, plus a stale mark. */
const summary = (state: TokenListState) => (state.status === 'ready' ? `${state.rows.map((row) => row.key).join(',')}${state.stale ? '~' : ''}` : state.status);

const view = (filter: TokenFilter = {}, sort?: ListView['sort']): Observable<ListView> => of({ filter, ...(sort ? { sort } : {}) });
const toptraded: ListSource = { category: 'toptraded', timeframe: '24h' };

describe('token lists: snapshot merged with the live stream', () => {
  it(
    'while the pointer is over the list its order holds (new tokens wait, counted); released, the live order shows',
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300), withVolume('b', 200)] };
      const messages = { u: frame([{ type: 'update', pool: withVolume('b', 900) }]), n: frame([{ type: 'new', pool: withVolume('n', 5_000) }]) };
      const { lists } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o-u-n'], messages });
      const frozen$ = m.hot('f--t-----f', { f: false, t: true });
      const waiting = (state: TokenListState) => (state.status === 'ready' && state.waiting > 0 ? `${summary(state)}+${state.waiting}` : summary(state));
      // Sorted by volume. The pointer is in from 3 to 9: b climbs above a at 4 and n arrives at 6,
      // but the rows hold; released, the live order shows.
      m.expect(lists.list({ category: 'recent', timeframe: '24h' }, view({}, 'volume'), frozen$).pipe(map(waiting))).toBeObservable('lrrrr-w--f', {
        l: 'loading',
        r: 'a,b',
        w: 'a,b+1',
        f: 'n,b,a',
      });
    }),
  );

  it(
    'loads the snapshot, then merges streamed updates, re-sorted, at most once per frame',
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300), withVolume('b', 200), withVolume('c', 100)] };
      // one frame raises c above a, another (same tick) updates b: one emission for both
      const messages = { u: frame([{ type: 'update', pool: withVolume('c', 900) }]), v: frame([{ type: 'update', pool: withVolume('b', 50) }]) };
      // snapshot at 1; the socket opens at 2 and subscribes the listed pools; both frames at 4
      const { lists, requests, sent$ } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o-(uv)'], messages });
      m.expect(sent$.pipe(map((sent) => sent.frame))).toBeObservable('--s', { s: { type: 'subscribe:pool', pools: ['pool-a', 'pool-b', 'pool-c'] } });
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lrr-u', { l: 'loading', r: 'a,b,c', u: 'c,a,b' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools/toptraded/24h', 'http://sim/v1/pools?assetIds=a,b,c']);
    }),
  );

  it(
    'filter and sort changes re-derive the rows without refetching',
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300, { asset: { mcap: 1 } }), withVolume('b', 200, { asset: { mcap: 9 } })] };
      const { lists, requests } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o'] });
      const views = m.hot<ListView>('-a--b--c', { a: { filter: {} }, b: { filter: {}, sort: 'mcap' }, c: { filter: { minMcap: 5 }, sort: 'mcap' } });
      m.expect(lists.list(toptraded, views).pipe(map(summary))).toBeObservable('lrr-s--f', { l: 'loading', r: 'a,b', s: 'b,a', f: 'b' });
      m.flush();
      // The snapshot and its catch-up once the subscription is on the wire: no refetch for the view.
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools/toptraded/24h', 'http://sim/v1/pools?assetIds=a,b']);
    }),
  );

  it(
    "recent grows with launches ('new') and ignores updates of pools it does not hold",
    marbles((m) => {
      const snapshot = { pools: [makePool('a', { asset: { firstPool: { id: 'pa', createdAt: '2026-11-21T10:00:00Z' } } })] };
      const fresh = makePool('n', { asset: { firstPool: { id: 'pn', createdAt: '2026-11-21T11:00:00Z' } } });
      const stranger = makePool('s');
      const messages = { n: frame([{ type: 'new', pool: fresh }]), s: frame([{ type: 'update', pool: stranger }]) };
      const { lists, requests } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o-s-n'], messages });
      // At 3 the snapshot read again once the launch subscription is on the wire (the same rows).
      m.expect(lists.list({ category: 'recent', timeframe: '24h' }, view()).pipe(map(summary))).toBeObservable('lrrr--n', { l: 'loading', r: 'a', n: 'n,a' });
      m.flush();
      // The first snapshot's catch-up of its tokens (below), then the second read, which needs none.
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools', 'http://sim/v1/pools?assetIds=a', 'http://sim/v1/pools']);
    }),
  );

  it(
    'a launch made between the snapshot and the launch subscription reaching the server is in the snapshot read once the subscription is on the wire',
    marbles((m) => {
      // The snapshot answers at 1 (a only); the socket opens at 4, when the launch subscription goes
      // out. n was launched in between: the stream never sends it, the second read (4, answered at 5) has it.
      const born = (id: string, hour: string) => makePool(id, { asset: { firstPool: { id: `p${id}`, createdAt: `2026-11-21T${hour}:00:00Z` } } });
      const { lists, requests, sent$ } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '-s|'),
        responses: { r: { pools: [born('a', '10')] }, s: { pools: [born('n', '11'), born('a', '10')] } },
        connections: ['----o'],
      });
      // 5: the catch-up of a's trades (no change to show); 6: the second read, with n.
      m.expect(lists.list({ category: 'recent', timeframe: '24h' }, view()).pipe(map(summary))).toBeObservable('lr---rn', { l: 'loading', r: 'a', n: 'n,a' });
      const sent: string[] = [];
      sent$.subscribe((out) => sent.push(`${m.scheduler.now()} ${(out.frame as { type: string }).type}`));
      m.flush();
      // The launch subscription went out at 5, the second read was asked for after it (answered at 6), and n's pool is then held too.
      expect(sent).toEqual(['5 subscribe:pool', '5 subscribe:recent', '6 subscribe:pool']);
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v1/pools',
        'http://sim/v1/pools?assetIds=a',
        'http://sim/v1/pools',
        'http://sim/v1/pools?assetIds=n',
      ]);
    }),
  );

  it(
    "a launchpad's New tab: asks for its launches only, and admits none from another launchpad whatever the stream sends",
    marbles((m) => {
      const snapshot = { pools: [makePool('a', { asset: { launchpad: 'pump', firstPool: { id: 'pa', createdAt: '2026-11-21T10:00:00Z' } } })] };
      const ours = makePool('p', { asset: { launchpad: 'pump', firstPool: { id: 'pp', createdAt: '2026-11-21T11:00:00Z' } } });
      const theirs = makePool('b', { asset: { launchpad: 'bonk', firstPool: { id: 'pb', createdAt: '2026-11-21T11:30:00Z' } } });
      const messages = { x: frame([{ type: 'new', pool: theirs }]), n: frame([{ type: 'new', pool: ours }]) };
      const { lists, requests, sent$ } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o-x-n'], messages });
      m.expect(lists.list({ category: 'recent', timeframe: '24h', launchpads: ['pump'] }, view()).pipe(map(summary))).toBeObservable('lrrr--n', {
        l: 'loading',
        r: 'a',
        n: 'p,a',
      });
      m.expect(sent$.pipe(map((sent) => sent.frame))).toBeObservable('--(pa)', {
        p: { type: 'subscribe:pool', pools: ['pool-a'] },
        a: { type: 'subscribe:recent', filters: { partnerConfigs: ['pump'] } },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/pools?launchpads=pump');
    }),
  );

  it(
    "an issuer's screener: only the stocks list's tokens with the issuer's tag",
    marbles((m) => {
      const snapshot = { pools: [makePool('x', { asset: { tags: ['xstocks'] } }), makePool('g', { asset: { tags: ['superstate'] } })] };
      const { lists } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o'] });
      m.expect(lists.list({ category: 'stocks', timeframe: '24h', tag: 'superstate' }, view()).pipe(map(summary))).toBeObservable('lrr', {
        l: 'loading',
        r: 'g',
      });
    }),
  );

  it(
    'after a reconnect the list is stale until the snapshot is fetched again',
    marbles((m) => {
      const first = { pools: [withVolume('a', 300), withVolume('b', 200)] };
      const second = { pools: [withVolume('a', 100), withVolume('b', 200)] };
      const { lists, requests } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '-s|'),
        responses: { r: first, s: second },
        connections: ['-o 7ms c', '-o'],
      });
      // open 2..10, closed at 10 (stale), reconnect attempt at 2510, open at 2511 (still stale), resynced at 2512
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lrr 7ms x 2499ms xyz', {
        l: 'loading',
        r: 'a,b',
        x: 'a,b~',
        y: 'a,b~',
        z: 'b,a',
      });
      m.flush();
      // The snapshot, its catch-up, the snapshot again after the reconnect, and its catch-up of the
      // tokens it kept: a trade between that snapshot and the resubscription reaches neither else.
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools?assetIds=a,b',
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools?assetIds=a,b',
      ]);
    }),
  );

  it(
    'recovered error: a failed snapshot is an error state, logged; nothing is subscribed',
    marbles((m) => {
      const { lists, logger, sent$ } = setup(m, { http: () => '-#', connections: ['o'] });
      m.expect(sent$).toBeObservable('');
      m.expect(lists.list(toptraded, view()).pipe(map((state) => state.status))).toBeObservable('le', { l: 'loading', e: 'error' });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Token list snapshot failed']);
    }),
  );

  it(
    'teardown: leaving the list closes the stream it alone was holding',
    marbles((m) => {
      const { lists, sent$, connections } = setup(m, { http: () => '-r|', responses: { r: { pools: [withVolume('a', 1)] } }, connections: ['-o'] });
      m.expect(sent$.pipe(map((sent) => (sent.frame as { type: string }).type))).toBeObservable('--s', { s: 'subscribe:pool' });
      m.expect(lists.list(toptraded, view()).pipe(map(summary)), '^ 9ms !').toBeObservable('lrr', { l: 'loading', r: 'a' });
      m.flush();
      // the socket opened with the snapshot (1) and closed with the list (10)
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('-^ 8ms !');
    }),
  );

  it(
    'an unknown sort field is an internal error',
    marbles((m) => {
      const { lists } = setup(m, { http: () => '-r|', responses: { r: { pools: [withVolume('a', 1)] } }, connections: ['o'] });
      const bad = of({ filter: {}, sort: 'vibes' } as unknown as ListView);
      m.expect(lists.list(toptraded, bad).pipe(map((state) => state.status))).toBeObservable('l#', { l: 'loading' }, new UnknownSortError('vibes'));
    }),
  );
});

/** A list state as a short string, error states by the message a user reads. */
const shown = (state: TokenListState) =>
  state.status === 'error' ? `error: ${state.error instanceof Error ? state.error.message : String(state.error)}` : summary(state);

describe('token lists: the watchlist', () => {
  it.each([
    ['an empty watchlist', []],
    ['no watchlist yet', undefined],
  ] as const)('%s shows an empty, fresh list at once: nothing is fetched and the stream is not opened', (_name, watchlist) =>
    marbles((m) => {
      const { lists, requests, connections } = setup(m, { http: () => '-r|', responses: { r: { pools: [withVolume('a', 1)] } }, connections: ['o'] });
      const source: ListSource = { category: 'watchlist', timeframe: '24h', ...(watchlist ? { watchlist } : {}) };
      m.expect(
        lists
          .list(source, view())
          .pipe(
            map((state) =>
              state.status === 'ready' ? { rows: state.rows.length, total: state.total, connection: state.connection, stale: state.stale } : state.status,
            ),
          ),
      ).toBeObservable('(lr)', { l: 'loading', r: { rows: 0, total: 0, connection: 'idle', stale: false } });
      m.flush();
      expect(requests).toEqual([]);
      expect(connections).toEqual([]);
    })(),
  );

  it(
    'a watchlist asks the Market API for its tokens by id and shows them',
    marbles((m) => {
      const snapshot = { pools: [withVolume('x', 300), withVolume('y', 200)] };
      const { lists, requests } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['-o'] });
      m.expect(
        lists.list({ category: 'watchlist', timeframe: '24h', watchlist: ['asset-x', 'asset-y'] }, view({}, 'volume')).pipe(map(summary)),
      ).toBeObservable('lrr', { l: 'loading', r: 'x,y' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools?assetIds=asset-x,asset-y', 'http://sim/v1/pools?assetIds=x,y']);
    }),
  );
});

describe('token lists: failing snapshots', () => {
  it(
    'a failing Market API is an error naming it, logged with the list and the reason',
    marbles((m) => {
      const { lists, logger } = setup(m, { http: () => '-r|', responses: { r: { error: 'down' } }, status: 503, connections: ['o'] });
      m.expect(lists.list(toptraded, view()).pipe(map(shown))).toBeObservable('le', { l: 'loading', e: 'error: Market API answered 503' });
      m.flush();
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
        { level: 'warn', message: 'Token list snapshot failed', context: { category: 'toptraded', error: 'Market API answered 503' } },
      ]);
    }),
  );

  it(
    'a malformed snapshot is an error naming the payload and the service, never a half-read list',
    marbles((m) => {
      const { lists } = setup(m, { http: () => '-r|', responses: { r: { pools: [{ id: 'pool-a' }] } }, connections: ['o'] });
      m.expect(lists.list(toptraded, view()).pipe(map(shown))).toBeObservable('le', {
        l: 'loading',
        e: 'error: Invalid pools response structure from Market API',
      });
    }),
  );

  it(
    'while another screen opens the stream, the list still loads: a connection change is no error',
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300)] };
      const { lists, live } = setup(m, { http: () => '---r|', responses: { r: snapshot }, connections: ['-o'] });
      // another screen holds the stream: it connects at 0 and opens at 1, before the snapshot
      live.pools(['pool-z']).subscribe();
      m.expect(lists.list(toptraded, view()).pipe(map(shown))).toBeObservable('l--r', { l: 'loading', r: 'a' });
    }),
  );
});

describe('token lists: reconnects', () => {
  /** Open 2..10, closed at 10, open again at 2511; the second snapshot at 2512, the second connection's frame at 2513. */
  const reconnect = (m: MarbleContext, second: string, responses: Record<string, unknown>, messages: Record<string, string>) =>
    setup(m, { http: (call) => (call === 0 ? '-r|' : second), responses, connections: ['-o 7ms c', '-o-u'], messages });

  it(
    'an empty New list whose snapshot fails after a reconnect stays shown, empty and stale, not an error',
    marbles((m) => {
      const { lists } = reconnect(m, '-#', { r: { pools: [] } }, { u: frame([{ type: 'update', pool: makePool('s') }]) });
      // 3: the read once the launch subscription is on the wire (it fails too, and changes nothing).
      m.expect(lists.list({ category: 'recent', timeframe: '24h' }, view()).pipe(map(shown))).toBeObservable('lrrr 6ms x 2499ms xyz', {
        l: 'loading',
        r: '',
        x: '~',
        y: '~',
        z: '~',
      });
    }),
  );

  it(
    "a snapshot failing after a reconnect keeps the list's tokens and their live updates",
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300), withVolume('b', 200)] };
      const { lists } = reconnect(m, '-#', { r: snapshot }, { u: frame([{ type: 'update', pool: withVolume('b', 900) }]) });
      m.expect(lists.list(toptraded, view()).pipe(map(shown))).toBeObservable('lrr 7ms x 2499ms xy-u', {
        l: 'loading',
        r: 'a,b',
        x: 'a,b~',
        y: 'a,b~',
        u: 'b,a~',
      });
    }),
  );

  it.each([
    ['a token joins the list', ['c'], 'a,b,c'],
    ['a token is replaced', ['c'], 'a,c'],
    ['every token is replaced', ['c', 'd'], 'c,d'],
  ] as const)('after a reconnect the fresh snapshot decides which tokens stream: %s', (_name, added, after) =>
    marbles((m) => {
      const volumes: Record<string, number> = { a: 300, b: 200, c: 100, d: 50 };
      const second = { pools: after.split(',').map((id) => withVolume(id, volumes[id] ?? 0)) };
      const messages = { u: frame([{ type: 'update', pool: withVolume('c', 900) }]) };
      const { lists, sent$ } = reconnect(m, '-s|', { r: { pools: [withVolume('a', 300), withVolume('b', 200)] }, s: second }, messages);
      m.expect(lists.list(toptraded, view()).pipe(map(shown))).toBeObservable('lrr 7ms x 2499ms xyzu', {
        l: 'loading',
        r: 'a,b',
        x: 'a,b~',
        y: 'a,b~',
        z: after,
        u: ['c', ...after.split(',').filter((id) => id !== 'c')].join(','),
      });
      m.expect(sent$.pipe(filter((sent) => sent.connection === 1 && (sent.frame as { type: string }).type === 'subscribe:pool'))).toBeObservable('2511ms ab', {
        a: { connection: 1, frame: { type: 'subscribe:pool', pools: ['pool-a', 'pool-b'] } },
        b: { connection: 1, frame: { type: 'subscribe:pool', pools: added.map((id) => `pool-${id}`) } },
      });
    })(),
  );
});

describe('token lists: the landing snapshot fetched early', () => {
  it(
    'a prefetched snapshot is asked for once and taken by the first list of that source, which then streams its updates',
    marbles((m) => {
      const snapshot = { pools: [withVolume('a', 300), withVolume('b', 200)] };
      const messages = { u: frame([{ type: 'update', pool: withVolume('b', 900) }]) };
      // The answer lands at 1; the list opens at 3, after it: the snapshot shows at once, and the
      // socket it makes then (open 4 frames later, at 7) still subscribes its pools and streams b's rise at 9.
      const { lists, requests, sent$ } = setup(m, { http: () => '-r|', responses: { r: snapshot }, connections: ['----o-u'], messages });
      lists.prefetch(toptraded);
      m.expect(m.cold('---a').pipe(switchMap(() => lists.list(toptraded, view()).pipe(map(summary))))).toBeObservable('---(lr)r-u', {
        l: 'loading',
        r: 'a,b',
        u: 'b,a',
      });
      m.expect(sent$.pipe(map((sent) => sent.frame))).toBeObservable('-------s', { s: { type: 'subscribe:pool', pools: ['pool-a', 'pool-b'] } });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools/toptraded/24h', 'http://sim/v1/pools?assetIds=a,b']);
    }),
  );

  it(
    "a prefetched snapshot already in shows in the list's first emission, before subscribing returns: the page's first paint has its rows, not the skeleton and rows a frame later",
    marbles((m) => {
      // Frames 16 ms apart on the test's clock, so "at once" and "on the next frame" differ.
      const frames: SchedulerLike = {
        now: () => m.scheduler.now(),
        schedule: (work, delay = 0, state) => m.scheduler.schedule(work as never, 16 + delay, state),
      };
      const { lists } = setup(m, {
        http: () => '-r|',
        responses: { r: { pools: [withVolume('a', 300), withVolume('b', 200)] } },
        connections: [],
        frameScheduler: frames,
      });
      lists.prefetch(toptraded);
      // The answer lands at 1; the list opens at 3: loading and the rows at 3 (a frame later would be 19).
      m.expect(m.cold('---a').pipe(switchMap(() => lists.list(toptraded, view()).pipe(map(summary))))).toBeObservable('---(lr)', { l: 'loading', r: 'a,b' });
    }),
  );

  it(
    'a list opened while the prefetch is in flight waits for that answer instead of asking again',
    marbles((m) => {
      const { lists, requests } = setup(m, { http: () => '---r|', responses: { r: { pools: [withVolume('a', 300)] } }, connections: [] });
      lists.prefetch(toptraded);
      m.expect(m.cold('-a').pipe(switchMap(() => lists.list(toptraded, view()).pipe(map(summary))))).toBeObservable('-l-r', { l: 'loading', r: 'a' });
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'the prefetch is taken once: a second list of the source, or a list of another source, asks the service itself',
    marbles((m) => {
      const { lists, requests } = setup(m, { http: () => '-r|', responses: { r: { pools: [withVolume('a', 300)] } }, connections: [] });
      lists.prefetch(toptraded);
      lists.prefetch(toptraded); // asked twice before use: still one request
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lr', { l: 'loading', r: 'a' });
      m.expect(m.cold('---a').pipe(switchMap(() => lists.list(toptraded, view()).pipe(map(summary))))).toBeObservable('---lr', { l: 'loading', r: 'a' });
      m.expect(lists.list({ category: 'toptraded', timeframe: '1h' }, view()).pipe(map(summary))).toBeObservable('lr', { l: 'loading', r: 'a' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools/toptraded/1h',
        'http://sim/v1/pools/toptraded/24h',
      ]);
    }),
  );
});

describe('token lists: heal after a silence', () => {
  it(
    'a stream that speaks again after going stale on the same connection has the list ask for its snapshot again; a plain open does not',
    marbles((m) => {
      const logger = createRecordingLogger();
      const { transport, requests } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse({ pools: [withVolume('a', 1)] }) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
      const status = (state: 'open' | 'stale', generation: number) =>
        (state === 'stale' ? { state, silentSince: 0, generation, since: 0 } : { state, generation, since: 0 }) as ConnectionStatus;
      // open, stale, open again (resumed: heal), open (no change), then a reconnect (generation 2: heal once).
      const status$ = m.hot('o-s-o-o-n', { o: status('open', 1), s: status('stale', 1), n: status('open', 2) });
      const live = { status$, badFrames$: NEVER, oversizeFrames$: NEVER, updates$: NEVER, pools: () => NEVER, recent: () => NEVER } as unknown as LiveStream;
      const lists = createTokenLists({ http, live, marketApi: 'http://sim', scheduler: m.scheduler, frameScheduler: m.scheduler, logger });
      m.scheduler.schedule(() => lists.list(toptraded, view()).subscribe(), 0);
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools/toptraded/24h',
        // The first snapshot's catch-up, once the stream is open again after the silence, and the
        // healing snapshot's catch-up of the tokens it kept.
        'http://sim/v1/pools?assetIds=a',
        'http://sim/v1/pools?assetIds=a',
        'http://sim/v1/pools/toptraded/24h',
      ]);
    }),
  );
});

describe('token lists: catch-up once the subscription is on the wire', () => {
  const at = (time: string, id: string, volume: number) => withVolume(id, volume, { asset: { updatedAt: `2026-11-27T00:00:0${time}.000Z` } });

  it(
    'a trade made between the snapshot and the subscription (the socket opened after the snapshot) reaches the row through the catch-up',
    marbles((m) => {
      // Snapshot at 1 (a over b), the socket open at 4: the catch-up, asked for then, says b traded since.
      const { lists, requests } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '-c|'),
        responses: { r: { pools: [at('1', 'a', 300), at('1', 'b', 200)] }, c: { pools: [at('1', 'a', 300), at('2', 'b', 900)] } },
        connections: ['---o'],
      });
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lr--rs', { l: 'loading', r: 'a,b', s: 'b,a' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/v1/pools/toptraded/24h', 'http://sim/v1/pools?assetIds=a,b']);
    }),
  );

  it(
    "a trade the server made between a reconnect's snapshot and the resubscription reaches the row through that snapshot's catch-up",
    marbles((m) => {
      // Open 1..10; the reconnect opens at 2511. Its snapshot (a over b) was computed before b's
      // trade, and the new socket never streams it: only the catch-up read after it knows.
      const { lists, requests } = setup(m, {
        http: (call) => (call === 3 ? '-c|' : '-r|'),
        responses: { r: { pools: [at('1', 'a', 300), at('1', 'b', 200)] }, c: { pools: [at('1', 'a', 300), at('2', 'b', 900)] } },
        connections: ['-o 7ms c', '-o'],
      });
      const shown: string[] = [];
      lists
        .list(toptraded, view())
        .pipe(map(summary))
        .subscribe((value) => shown.push(value));
      m.flush();
      expect(shown.at(-1)).toBe('b,a');
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools?assetIds=a,b',
        'http://sim/v1/pools/toptraded/24h',
        'http://sim/v1/pools?assetIds=a,b',
      ]);
    }),
  );

  it(
    'a catch-up older than what the stream already brought does not take the row back',
    marbles((m) => {
      // Open at 1, snapshot at 1, catch-up asked at once and answered at 4; the stream's later trade of b came at 3.
      const { lists } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '---c|'),
        responses: { r: { pools: [at('1', 'a', 300), at('1', 'b', 200)] }, c: { pools: [at('1', 'a', 300), at('2', 'b', 100)] } },
        connections: ['-o-u'],
        messages: { u: frame([{ type: 'update', pool: at('3', 'b', 900) }]) },
      });
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lrr-s', { l: 'loading', r: 'a,b', s: 'b,a' });
      m.flush();
    }),
  );

  it(
    'a failed catch-up is logged and the list goes on streaming',
    marbles((m) => {
      const { lists, logger } = setup(m, {
        http: (call) => (call === 0 ? '-r|' : '-#'),
        responses: { r: { pools: [at('1', 'a', 300), at('1', 'b', 200)] } },
        connections: ['-o--u'],
        messages: { u: frame([{ type: 'update', pool: at('3', 'b', 900) }]) },
      });
      m.expect(lists.list(toptraded, view()).pipe(map(summary))).toBeObservable('lrr--s', { l: 'loading', r: 'a,b', s: 'b,a' });
      m.flush();
      expect(logger.entries.map((entry) => entry.message)).toContain('Token list catch-up failed');
    }),
  );
});
