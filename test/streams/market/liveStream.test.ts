import { type ConnectionStatus, createLiveStream, isStale } from '@streams/market/liveStream';
import { map } from 'rxjs';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

const setup = (m: MarbleContext, connections: readonly string[], messages: Record<string, string> = {}) => {
  const fake = createFakeSocket(m, connections, messages);
  const logger = createRecordingLogger();
  const stream = createLiveStream({ socket: fake.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
  // Within the silence watchdog's stale mark (T52, 10 s): these tests pin what happens before it.
  flushWithin(m, 9_999);
  return { ...fake, logger, stream };
};

const pool = (id: string) => ({
  id,
  createdAt: '2026-11-21T00:00:00.000Z',
  baseAsset: { id: `mint-${id}`, name: `Token ${id}`, symbol: id },
});
const updatesFrame = (id: string) => JSON.stringify({ type: 'updates', data: [{ type: 'update', pool: pool(id) }] });

describe('live stream client: reconnect (T01 = 2.5 s) and resubscribe', () => {
  it(
    'reconnects 2,500 ms after a close and subscribes again to everything held, recent included',
    marbles((m) => {
      const { stream, sent$, connections } = setup(m, ['o 9ms c', 'o']);
      m.expect(sent$).toBeObservable('(ab) 2506ms (cd)', {
        a: { connection: 0, frame: { type: 'subscribe:pool', pools: ['A', 'B'] } },
        b: { connection: 0, frame: { type: 'subscribe:recent' } },
        c: { connection: 1, frame: { type: 'subscribe:pool', pools: ['A', 'B'] } },
        d: { connection: 1, frame: { type: 'subscribe:recent' } },
      });
      m.expect(stream.pools(['A', 'B'])).toBeObservable('');
      m.expect(stream.recent()).toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 9ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('2510ms ^');
    }),
  );

  it(
    'exposes connecting, open, reconnecting with the time of the next attempt, then connecting and open with a new generation',
    marbles((m) => {
      const { stream } = setup(m, ['o 9ms c', 'o']);
      const shown = map(
        (status: ConnectionStatus) => `${status.state}:${status.generation}${status.state === 'reconnecting' ? `@${status.nextAttemptAt}` : ''}`,
      );
      m.expect(stream.status$.pipe(shown)).toBeObservable('(abc) 5ms d 2499ms (ef)', {
        a: 'idle:0',
        b: 'connecting:1',
        c: 'open:1',
        d: 'reconnecting:1@2510',
        e: 'connecting:2',
        f: 'open:2',
      });
      m.expect(stream.prices(['X'])).toBeObservable('');
    }),
  );

  it(
    'recovered error: a socket error is logged, closes the connection and reconnects 2,500 ms later',
    marbles((m) => {
      const { stream, connections, logger } = setup(m, ['o 29ms #', 'o']);
      m.expect(stream.txns(['X'])).toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 29ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('2530ms ^');
      expect(logger.messages('warn')).toEqual(['The live stream failed; closing it']);
    }),
  );

  it(
    'never reconnects once disposed (the app is shutting down)',
    marbles((m) => {
      const { stream, connections } = setup(m, ['o 9ms c', 'o']);
      m.expect(stream.status$.pipe(map((status) => status.state))).toBeObservable('(abc) 5ms d 9ms e', {
        a: 'idle',
        b: 'connecting',
        c: 'open',
        d: 'reconnecting',
        e: 'idle',
      });
      m.expect(stream.pools(['A'])).toBeObservable('');
      m.scheduler.schedule(() => stream.dispose(), 20);
      m.flush();
      expect(connections).toHaveLength(1);
    }),
  );
});

describe('live stream client: batched unsubscribe (T02 = 100 ms)', () => {
  it(
    'releases go out 100 ms after the first, batched; a holder returning within the window cancels its key',
    marbles((m) => {
      const { stream, sent$ } = setup(m, ['o']);
      m.expect(sent$).toBeObservable('(ab) 116ms c', {
        a: { connection: 0, frame: { type: 'subscribe:pool', pools: ['A', 'B'] } },
        b: { connection: 0, frame: { type: 'subscribe:txns', assets: ['X'] } },
        c: { connection: 0, frame: { type: 'unsubscribe:pool', pools: ['B'] } },
      });
      m.expect(stream.txns(['X'])).toBeObservable(''); // keeps the connection open throughout
      m.expect(stream.pools(['A']), '^ 19ms !').toBeObservable('');
      m.expect(stream.pools(['B']), '^ 29ms !').toBeObservable('');
      m.expect(stream.pools(['A']), '50ms ^').toBeObservable('');
    }),
  );

  it(
    'a release pending when the connection closes is never sent to the next connection',
    marbles((m) => {
      const { stream, sent$ } = setup(m, ['o 49ms c', 'o']);
      m.expect(sent$).toBeObservable('a 2549ms b', {
        a: { connection: 0, frame: { type: 'subscribe:pool', pools: ['A', 'B'] } },
        b: { connection: 1, frame: { type: 'subscribe:pool', pools: ['B'] } },
      });
      m.expect(stream.pools(['A']), '^ 19ms !').toBeObservable('');
      m.expect(stream.pools(['B'])).toBeObservable('');
    }),
  );

  it(
    'subscribing while connected sends at once; many ids go in one message',
    marbles((m) => {
      const { stream, sent$ } = setup(m, ['o']);
      m.expect(sent$).toBeObservable('a 9ms b', {
        a: { connection: 0, frame: { type: 'subscribe:prices', assets: ['SOL'] } },
        b: { connection: 0, frame: { type: 'subscribe:assets', assets: ['JUP', 'BONK', 'WIF'] } },
      });
      m.expect(stream.prices(['SOL'])).toBeObservable('');
      m.expect(stream.assets(['JUP', 'BONK', 'WIF']), '10ms ^').toBeObservable('');
    }),
  );
});

describe('live stream client: frames', () => {
  it(
    'routes valid frames to their subscribers; bad frames are counted, logged and dropped',
    marbles((m) => {
      const messages = {
        u: updatesFrame('A'),
        v: updatesFrame('Z'),
        j: 'not json {',
        s: JSON.stringify({ type: 'updates', data: [{ type: 'update', pool: { id: 42 } }] }),
        x: JSON.stringify({ type: 'mystery', data: [] }),
        p: JSON.stringify({ type: 'prices', data: [{ assetId: 'SOL', price: 182.5, blockId: 7 }] }),
      };
      const { stream, logger } = setup(m, ['o-u-v-j-s-x-p'], messages);
      m.expect(stream.pools(['A']).pipe(map((stamped) => stamped.value.pool.id))).toBeObservable('--a', { a: 'A' });
      m.expect(
        stream.prices(['SOL']).pipe(map((stamped) => ({ price: stamped.value.price, generation: stamped.generation, at: stamped.receivedAt }))),
      ).toBeObservable('------------p', { p: { price: 182.5, generation: 1, at: 12 } });
      m.expect(stream.badFrames$).toBeObservable('a-----b-c-d', { a: 0, b: 1, c: 2, d: 3 });
      m.flush();
      expect(logger.messages('warn')).toEqual([
        'Dropped a live-stream frame that is not JSON',
        'Dropped an invalid live-stream frame',
        'Dropped an invalid live-stream frame',
      ]);
    }),
  );

  it(
    'a graduated pool still reaches subscribers of its first (curve) pool',
    marbles((m) => {
      const graduated = JSON.stringify({
        type: 'updates',
        data: [{ type: 'graduated', pool: { ...pool('AMM'), firstPool: { id: 'CURVE', createdAt: '2026-11-21T00:00:00.000Z' } } }],
      });
      const { stream } = setup(m, ['o-g'], { g: graduated });
      m.expect(stream.pools(['CURVE']).pipe(map((stamped) => `${stamped.value.type}:${stamped.value.pool.id}`))).toBeObservable('--g', { g: 'graduated:AMM' });
    }),
  );

  it(
    'values from before the last reconnect are stale',
    marbles((m) => {
      const { stream } = setup(m, ['o-u 7ms c', 'o'], { u: updatesFrame('A') });
      let value: { generation: number } | undefined;
      m.expect(stream.pools(['A']).pipe(map((stamped) => ((value = stamped), stamped.generation)))).toBeObservable('--a', { a: 1 });
      const verdicts: [number, boolean][] = [];
      for (const at of [5, 100, 3000]) {
        m.scheduler.schedule(() => {
          let stale = false;
          stream.status$.subscribe((status) => (stale = value !== undefined && isStale(value, status))).unsubscribe();
          verdicts.push([at, stale]);
        }, at);
      }
      m.flush();
      // fresh while its connection is open; stale while reconnecting and after the new connection opens
      expect(verdicts).toEqual([
        [5, false],
        [100, true],
        [3000, true],
      ]);
    }),
  );

  it(
    'teardown: when the last subscriber leaves, the socket closes and the client goes idle',
    marbles((m) => {
      const { stream, connections } = setup(m, ['o']);
      m.expect(stream.status$.pipe(map((status) => status.state))).toBeObservable('(abc) 5ms d', { a: 'idle', b: 'connecting', c: 'open', d: 'idle' });
      m.expect(stream.pools(['A']), '^ 9ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 9ms !');
    }),
  );
});

describe('live stream client: recent with partner configs (a launchpad page)', () => {
  it(
    "asks for a launchpad's launches only; another launchpad widens the set; an unfiltered holder takes every launch; leaving narrows it again",
    marbles((m) => {
      const { stream, sent$ } = setup(m, ['o']);
      // pump holds from 0; bonk joins at 10 ms; an unfiltered list holds 20–30 ms; bonk leaves at 200 ms
      const pump = stream.recent(['pump']);
      const bonk = stream.recent(['bonk']);
      const every = stream.recent();
      m.expect(sent$).toBeObservable('a 9ms b 9ms c 109ms d 169ms e', {
        a: { connection: 0, frame: { type: 'subscribe:recent', filters: { partnerConfigs: ['pump'] } } },
        b: { connection: 0, frame: { type: 'subscribe:recent', filters: { partnerConfigs: ['bonk', 'pump'] } } },
        c: { connection: 0, frame: { type: 'subscribe:recent' } },
        // the unfiltered holder left at 30 ms: after the 100 ms release window, back to the union
        d: { connection: 0, frame: { type: 'subscribe:recent', filters: { partnerConfigs: ['bonk', 'pump'] } } },
        // bonk left at 200 ms: released at 300 ms
        e: { connection: 0, frame: { type: 'subscribe:recent', filters: { partnerConfigs: ['pump'] } } },
      });
      m.expect(pump).toBeObservable('');
      m.expect(bonk, '10ms ^ 189ms !').toBeObservable('');
      m.expect(every, '20ms ^ 9ms !').toBeObservable('');
    }),
  );
});

describe('live stream client: the silence watchdog (T52), pinned at 1 ms on both sides of each mark', () => {
  // Checked every 1,000 ms from the open; "silent for more than" is strict. Two cases pin each
  // mark: silent from the open, a check lands exactly on it (a mark 1 ms shorter would fire a
  // second early); a frame at 999 ms, a check lands 1 ms past it (a mark 1 ms longer would wait a
  // second more).
  const states = map((status: ConnectionStatus) => `${status.state}:${status.generation}`);
  const values = { i: 'idle:0', c: 'connecting:1', o: 'open:1', s: 'stale:1', C: 'connecting:2', O: 'open:2' };

  it(
    'silent from the open: not stale at 10,000 ms, stale at the 11,000 check; not replaced at 20,000, replaced at the 21,000 check',
    marbles((m) => {
      const { stream } = setup(m, ['o', 'o']);
      flushWithin(m, 21_500);
      const staleAt = m.time('11000ms |');
      const replacedAt = m.time('21000ms |');
      m.expect(stream.status$.pipe(states), '^ 21500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s ${replacedAt - staleAt - 1}ms (CO)`, values);
      m.expect(stream.pools(['A'])).toBeObservable('');
    }),
  );

  it(
    'a frame at 999 ms: silent 10,001 ms at the 11,000 check is stale, 20,001 ms at the 21,000 check is replaced',
    marbles((m) => {
      const { stream } = setup(m, ['o 998ms f', 'o'], { f: 'a frame the client ignores' });
      flushWithin(m, 21_500);
      const staleAt = m.time('11000ms |');
      const replacedAt = m.time('21000ms |');
      m.expect(stream.status$.pipe(states), '^ 21500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s ${replacedAt - staleAt - 1}ms (CO)`, values);
      m.expect(stream.pools(['A'])).toBeObservable('');
    }),
  );
});

describe('live stream client: late frames (T79 = 3,000 ms) do not count as hearing the stream', () => {
  // A frame's age is its arrival (scheduler time) minus the newest trade it carries; the
  // connection's quickest age is the baseline. The watchdog checks every 1,000 ms from the open
  // and marks stale when silent for more than 10,000 ms (T52), so a frame heard at 1,000 ms puts
  // the stale mark at the 12,000 check, and a late one leaves it at the 11,000 check.
  const states = map((status: ConnectionStatus) => `${status.state}:${status.generation}`);
  const values = { i: 'idle:0', c: 'connecting:1', o: 'open:1', s: 'stale:1', C: 'connecting:2', O: 'open:2' };
  const tradedAt = (ms: number) =>
    JSON.stringify({ type: 'updates', data: [{ type: 'update', pool: { ...pool('A'), updatedAt: new Date(ms).toISOString() } }] });
  const price = JSON.stringify({ type: 'prices', data: [{ assetId: 'mint-A', price: 1, blockId: 1 }] });

  it(
    'a frame exactly 3,000 ms older than the quickest is heard: stale at the 12,000 check, not the 11,000',
    marbles((m) => {
      // a: at 1 ms, traded at 1 ms (age 0); b: at 1,000 ms, traded at -2,000 ms (age 3,000).
      const { stream } = setup(m, ['oa 998ms b'], { a: tradedAt(1), b: tradedAt(-2_000) });
      flushWithin(m, 12_500);
      const staleAt = m.time('12000ms |');
      m.expect(stream.status$.pipe(states), '^ 12500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s`, values);
      m.expect(stream.pools(['A']).pipe(map(() => 'u'))).toBeObservable('-u 998ms u');
    }),
  );

  it(
    'a frame 3,001 ms older than the quickest is late: stale at the 11,000 check, and its data is still delivered',
    marbles((m) => {
      const { stream } = setup(m, ['oa 998ms b'], { a: tradedAt(1), b: tradedAt(-2_001) });
      flushWithin(m, 12_500);
      const staleAt = m.time('11000ms |');
      m.expect(stream.status$.pipe(states), '^ 12500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s`, values);
      m.expect(stream.pools(['A']).pipe(map(() => 'u'))).toBeObservable('-u 998ms u');
    }),
  );

  it(
    'a backlog (late frames every 500 ms, prices between them) goes stale and is replaced as a silence; an on-time frame ends the stale mark; the new connection starts its own baseline',
    marbles((m) => {
      // Late frames keep coming: the reader is 5 s behind what it first read. Prices carry no
      // time and do not make a late stream heard.
      const backlog = `oa 498ms ${Array.from({ length: 40 }, () => 'lp').join(' 248ms ')}`;
      const { stream } = setup(m, [backlog, 'o 99ms l 999ms n'], { a: tradedAt(1), l: tradedAt(-10_000), p: price, n: tradedAt(-20_000) });
      flushWithin(m, 24_000);
      const staleAt = m.time('11000ms |');
      const replacedAt = m.time('21000ms |');
      // The new connection's first frame (l, 10,100 ms old) is its baseline; n, 1,000 ms later
      // and 10,000 ms older, is late: still open, the watchdog counts from l.
      m.expect(stream.status$.pipe(states), '^ 24000ms !').toBeObservable(`(ico) ${staleAt - 5}ms s ${replacedAt - staleAt - 1}ms (CO)`, values);
      // The late frames' data is still delivered (after the status's subscription, which sees idle first).
      const delivered: number[] = [];
      m.scheduler.schedule(() => stream.pools(['A']).subscribe(() => delivered.push(m.scheduler.now())), 0);
      m.scheduler.schedule(() => expect(delivered.slice(0, 4)).toEqual([1, 500, 750, 1000]), 23_999);
    }),
  );

  it(
    'after a late frame, a frame the client drops (not JSON) is not heard either: stale at the 11,000 check',
    marbles((m) => {
      const { stream, logger } = setup(m, ['oa 998ms b 998ms x'], { a: tradedAt(1), b: tradedAt(-5_000), x: '{not json' });
      flushWithin(m, 12_500);
      const staleAt = m.time('11000ms |');
      m.expect(stream.status$.pipe(states), '^ 12500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s`, values);
      m.expect(stream.pools(['A']).pipe(map(() => 'u'))).toBeObservable('-u 998ms u');
      m.scheduler.schedule(() => expect(logger.entries.some((entry) => entry.message.includes('not JSON'))).toBe(true), 12_000);
    }),
  );

  it(
    'an on-time frame after late ones brings a stale stream back to open',
    marbles((m) => {
      // a sets the baseline; b at 1,000 ms is late; the watchdog marks stale at 11,000; c at
      // 11,500 is on time (traded at 11,500).
      const { stream } = setup(m, ['oa 998ms b 10499ms c'], { a: tradedAt(1), b: tradedAt(-5_000), c: tradedAt(11_500) });
      flushWithin(m, 12_500);
      const staleAt = m.time('11000ms |');
      const backAt = m.time('11500ms |');
      m.expect(stream.status$.pipe(states), '^ 12500ms !').toBeObservable(`(ico) ${staleAt - 5}ms s ${backAt - staleAt - 1}ms o`, values);
      m.expect(stream.pools(['A']).pipe(map(() => 'u'))).toBeObservable(`-u 998ms u ${backAt - 1000 - 1}ms u`);
    }),
  );
});
