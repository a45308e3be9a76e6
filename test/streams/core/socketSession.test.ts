import { type SessionStatus, backoffDelay, createSocketSession } from '@streams/core/socketSession';
import {
  LIVE_STREAM_RECONNECT_MS,
  LIVE_STREAM_SILENCE_CHECK_MS,
  LIVE_STREAM_SILENT_RECONNECT_MS,
  LIVE_STREAM_STALE_MS,
  SOCKET_HEALTHY_MS,
  SOCKET_OPEN_TIMEOUT_MS,
  SOCKET_RECONNECT_CAP_MS,
} from '@streams/core/timing';
import { type Observable, map } from 'rxjs';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

/** The market stream's timing: T01 first, T50 cap, T51 healthy, T53 open timeout, T52 watchdog. */
const timing = {
  firstMs: LIVE_STREAM_RECONNECT_MS,
  capMs: SOCKET_RECONNECT_CAP_MS,
  healthyAfterMs: SOCKET_HEALTHY_MS,
  openTimeoutMs: SOCKET_OPEN_TIMEOUT_MS,
  silence: { checkEveryMs: LIVE_STREAM_SILENCE_CHECK_MS, staleAfterMs: LIVE_STREAM_STALE_MS, reconnectAfterMs: LIVE_STREAM_SILENT_RECONNECT_MS },
};

interface Setup {
  readonly connections: readonly string[];
  readonly messages?: Record<string, string>;
  readonly online?: Observable<boolean>;
  readonly random?: () => number;
  readonly budget?: number;
}

const setup = (m: MarbleContext, options: Setup) => {
  const fake = createFakeSocket(m, options.connections, options.messages ?? {});
  const logger = createRecordingLogger();
  const received: string[] = [];
  const opens: number[] = [];
  const session = createSocketSession({
    socket: fake.socket,
    url: 'ws://sim/ws',
    scheduler: m.scheduler,
    logger,
    name: 'test socket',
    timing,
    maxFrameBytes: 100,
    ...(options.online ? { online$: options.online } : {}),
    random: options.random ?? (() => 1),
    onOpen: (connection) => opens.push(connection.generation),
    frames: {
      label: 'test',
      read: (json) => (typeof json === 'string' ? { ok: true, frame: json } : { ok: false, issue: 'not text' }),
      onFrame: (frame) => received.push(frame),
    },
  });
  flushWithin(m, options.budget ?? 200_000);
  return { ...fake, logger, session, received, opens };
};

/** Attempt times: when each connection was subscribed. */
const attemptsAt = (connections: readonly { subscriptions: readonly { subscribedFrame: number }[] }[]) =>
  connections.map((connection) => connection.subscriptions[0]?.subscribedFrame);

const brief = map((status: SessionStatus) => {
  switch (status.state) {
    case 'reconnecting':
      return `reconnecting@${status.nextAttemptAt}`;
    case 'failed':
      return `failed:${status.reason}`;
    default:
      return status.state;
  }
});

describe('socket session: reconnects that back off (T01 first, T50 cap, T51 reset)', () => {
  it(
    'while the server keeps refusing: 2,500 ms first, then doubling up to 30,000 ms (jitter at its top)',
    marbles((m) => {
      const refusals = Array.from({ length: 7 }, () => 'c');
      const { session, connections } = setup(m, { connections: refusals, budget: 113_000 });
      m.expect(session.hold$, '^ 112500ms !').toBeObservable('');
      m.flush();
      // Waits: 2,500, 5,000, 10,000, 20,000, 30,000 (capped), 30,000, 30,000.
      expect(attemptsAt(connections)).toEqual([0, 2_500, 7_500, 17_500, 37_500, 67_500, 97_500]);
    }),
  );

  it('equal jitter: half of each wait is fixed, half random; the first wait is exact', () => {
    const spec = { firstMs: 2_500, capMs: 30_000 };
    expect(backoffDelay(spec, 0, () => 0)).toBe(2_500);
    expect([1, 2, 3, 4, 5].map((failures) => backoffDelay(spec, failures, () => 0))).toEqual([2_500, 5_000, 10_000, 15_000, 15_000]);
    expect([1, 2, 3, 4, 5].map((failures) => backoffDelay(spec, failures, () => 0.5))).toEqual([3_750, 7_500, 15_000, 22_500, 22_500]);
  });

  it(
    'a seeded jitter spreads the waits inside their bands',
    marbles((m) => {
      let seed = 0;
      const random = () => [0.1, 0.9, 0.3, 0.7][seed++ % 4] ?? 0;
      const { session, connections } = setup(m, { connections: ['c', 'c', 'c', 'c', 'c'], random, budget: 41_000 });
      m.expect(session.hold$, '^ 40000ms !').toBeObservable('');
      m.flush();
      // 2,500; then 5,000 × (0.5 + 0.1 / 2) = 2,750; 10,000 × 0.95 = 9,500; 20,000 × 0.65 = 13,000.
      expect(attemptsAt(connections)).toEqual([0, 2_500, 5_250, 14_750, 27_750]);
    }),
  );

  it(
    'a connection that stayed open T51 (10 s) was healthy: the next wait is the first one again; a shorter one keeps backing off',
    marbles((m) => {
      const { session, connections } = setup(m, { connections: ['c', 'o 9998ms c', 'o 9999ms c', 'o'], budget: 41_000 });
      m.expect(session.hold$, '^ 40000ms !').toBeObservable('');
      m.flush();
      // 0 refused; at 2,500 open for 9,999 ms (not healthy): 5,000 after it closes at 12,499;
      // at 17,499 open for 10,000 ms (healthy): 2,500 after it closes at 27,499.
      expect(attemptsAt(connections)).toEqual([0, 2_500, 17_499, 29_999]);
    }),
  );
});

describe('socket session: open timeout (T53), terminal codes, offline', () => {
  it(
    'a socket not open after 10,000 ms is given up and the wait begins',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['-', 'o'], budget: 21_000 });
      m.expect(session.status$.pipe(brief), '^ 20000ms !').toBeObservable('(ic) 9996ms r 2499ms (co)', {
        i: 'idle',
        c: 'connecting',
        r: 'reconnecting@12500',
        o: 'open',
      });
      m.expect(session.hold$, '^ 20000ms !').toBeObservable('');
      m.flush();
      expect(attemptsAt(connections)).toEqual([0, 12_500]);
      expect(logger.messages('warn')).toEqual(['The test socket did not open in time; trying again']);
    }),
  );

  it(
    'a terminal close code ends the attempts with the server’s reason',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o 9ms t'], budget: 61_000 });
      m.expect(session.status$.pipe(brief), '^ 60000ms !').toBeObservable('(ico) 5ms f', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        f: 'failed:Origin not allowed',
      });
      m.expect(session.hold$, '^ 60000ms !').toBeObservable('');
      m.flush();
      expect(connections).toHaveLength(1);
      expect(logger.messages('error')).toEqual(['The test socket was closed for good by the server']);
    }),
  );

  it(
    'terminal means terminal: offline and online again do not reconnect, nor does holding anew; the user asking does',
    marbles((m) => {
      // Refused at 10 ms; the network drops at 100 ms and returns at 10,100 ms; held anew at 15,000 ms; the user asks at 20,000 ms.
      const online = m.hot('t 99ms f 9999ms t', { t: true, f: false });
      const { session, connections, logger } = setup(m, { connections: ['o 9ms t', 'o'], online, budget: 31_000 });
      m.expect(session.status$.pipe(brief), '^ 30000ms !').toBeObservable('(ico) 5ms f 13990ms i 998ms f 4999ms (co)', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        f: 'failed:Origin not allowed',
      });
      m.expect(session.hold$, '^ 14000ms !').toBeObservable('');
      m.expect(session.hold$, '15000ms ^ 15000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.reconnect(), 20_000);
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 9ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('20000ms ^ 10000ms !');
      expect(logger.messages('info')).toEqual(["Connecting the test socket again at the user's request"]);
    }),
  );

  it(
    'offline: the connection closes and nothing is tried; online again: it connects at once',
    marbles((m) => {
      const online = m.hot('t 99ms f 9999ms t', { t: true, f: false });
      const { session, connections } = setup(m, { connections: ['o', 'o'], online, budget: 21_000 });
      m.expect(session.status$.pipe(brief), '^ 20000ms !').toBeObservable('(ico) 95ms f 9999ms (co)', { i: 'idle', c: 'connecting', o: 'open', f: 'offline' });
      m.expect(session.hold$, '^ 20000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 99ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('10100ms ^ 9900ms !');
    }),
  );
});

describe('socket session: frames and the silence watchdog (T52)', () => {
  it(
    'frames over the size limit are dropped unparsed and counted; the others go to the client',
    marbles((m) => {
      const { session, received, logger } = setup(m, { connections: ['o-s-b-s'], messages: { s: '"small"', b: 'x'.repeat(101) }, budget: 9_500 });
      m.expect(session.oversizeFrames$).toBeObservable('a---b', { a: 0, b: 1 });
      m.expect(session.hold$, '^ 9000ms !').toBeObservable('');
      m.flush();
      expect(received).toEqual(['small', 'small']);
      expect(logger.messages('warn')).toEqual(['Dropped an oversized test socket frame unparsed']);
    }),
  );

  it(
    'silent for more than 10,000 ms (checked every 1,000 ms) is stale; a frame makes it open again; silent for more than 20,000 ms it is replaced',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o 11999ms s', 'o'], messages: { s: '"late"' }, budget: 41_000 });
      // Open at 0 and silent: stale at the 11,000 check; a frame at 12,000 opens it; silent again,
      // stale at 23,000 and replaced at the 33,000 check.
      m.expect(session.status$.pipe(brief), '^ 40000ms !').toBeObservable('(ico) 10995ms S 999ms O 10999ms S 9999ms (CP)', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        S: 'stale',
        O: 'open',
        C: 'connecting',
        P: 'open',
      });
      m.expect(session.hold$, '^ 40000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 32999ms !');
      expect(logger.messages('warn')).toEqual(['The test socket went silent; connecting again']);
    }),
  );

  it(
    'sends belong to one connection: once it is closed, its send reaches nothing, not the next one',
    marbles((m) => {
      const { session, sent$ } = setup(m, { connections: ['o 9ms c', 'o'], budget: 9_500 });
      const seen: unknown[] = [];
      sent$.subscribe((sent) => seen.push(sent));
      m.expect(session.hold$, '^ 9000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.current()?.send('{"to":"first"}'), 5);
      let old: ReturnType<typeof session.current>;
      m.scheduler.schedule(() => (old = session.current()), 6);
      m.scheduler.schedule(() => old?.send('{"late":true}'), 3_000);
      m.flush();
      expect(seen).toEqual([{ connection: 0, frame: { to: 'first' } }]);
    }),
  );
});

describe('socket session: one frame reader for every client', () => {
  it(
    'parses each frame once; one that is not JSON, or not a frame, is dropped, counted by the client and logged with a sample',
    marbles((m) => {
      let dropped = 0;
      const fake = createFakeSocket(m, ['o-a-b-c'], { a: '"good"', b: '{not json', c: '42' });
      const received: string[] = [];
      const logger = createRecordingLogger();
      const session = createSocketSession({
        socket: fake.socket,
        url: 'ws://sim/ws',
        scheduler: m.scheduler,
        logger,
        name: 'test socket',
        timing,
        maxFrameBytes: 100,
        onOpen: () => undefined,
        frames: {
          label: 'test',
          read: (json) => (typeof json === 'string' ? { ok: true, frame: json } : { ok: false, issue: 'not text' }),
          onFrame: (frame) => received.push(frame),
          onDropped: () => dropped++,
        },
      });
      flushWithin(m, 5_000);
      m.expect(session.hold$, '^ 4000ms !').toBeObservable('');
      m.flush();
      expect(received).toEqual(['good']);
      expect(dropped).toBe(2);
      expect(logger.messages('warn')).toEqual(['Dropped a test frame that is not JSON', 'Dropped an invalid test frame']);
    }),
  );
});
