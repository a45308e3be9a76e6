import { SocketError, type SocketEvent, type SocketPort } from '@streams/core/socket';
import {
  type SessionState,
  type SessionStatus,
  type SocketSession,
  type SocketSessionConfig,
  backoffDelay,
  connectionPhase,
  createSocketSession,
  isTerminalCloseCode,
  schemaReading,
} from '@streams/core/socketSession';
import {
  LIVE_STREAM_RECONNECT_MS,
  LIVE_STREAM_SILENCE_CHECK_MS,
  LIVE_STREAM_SILENT_RECONNECT_MS,
  LIVE_STREAM_STALE_MS,
  SOCKET_HEALTHY_MS,
  SOCKET_OPEN_TIMEOUT_MS,
  SOCKET_RECONNECT_CAP_MS,
} from '@streams/core/timing';
import { BehaviorSubject, type Observable, distinctUntilChanged, map, of, startWith, throwError } from 'rxjs';
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
  readonly active?: Observable<boolean>;
  readonly maxFrameBytes?: number;
  readonly timing?: SocketSessionConfig<string>['timing'];
  /** A socket port of the test's own, in place of the marble fake. */
  readonly socket?: SocketPort;
}

const setup = (m: MarbleContext, options: Setup) => {
  const fake = createFakeSocket(m, options.connections, options.messages ?? {});
  const logger = createRecordingLogger();
  const received: string[] = [];
  const opens: number[] = [];
  /** When the client was told its connection is gone. */
  const closes: number[] = [];
  const session = createSocketSession({
    socket: options.socket ?? fake.socket,
    url: 'ws://sim/ws',
    scheduler: m.scheduler,
    logger,
    name: 'test socket',
    timing: options.timing ?? timing,
    maxFrameBytes: options.maxFrameBytes ?? 100,
    ...(options.online ? { online$: options.online } : {}),
    ...(options.active ? { active$: options.active } : {}),
    random: options.random ?? (() => 1),
    onOpen: (connection) => opens.push(connection.generation),
    onClose: () => closes.push(m.scheduler.now()),
    frames: {
      label: 'test',
      read: (json) => (typeof json === 'string' ? { ok: true, frame: json } : { ok: false, issue: 'not text' }),
      onFrame: (frame) => received.push(frame),
    },
  });
  flushWithin(m, options.budget ?? 200_000);
  return { ...fake, logger, session, received, opens, closes };
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

describe('socket session: the phase, the terminal close codes and the schema reading', () => {
  it('the phase in four words: stale is open; waiting, offline and failed are closed', () => {
    const states: readonly SessionState[] = [
      { state: 'idle' },
      { state: 'connecting', attempt: 0 },
      { state: 'open' },
      { state: 'stale', silentSince: 0 },
      { state: 'reconnecting', attempt: 1, nextAttemptAt: 2_500 },
      { state: 'offline' },
      { state: 'failed', code: 1008, reason: 'Origin not allowed' },
    ];
    expect(states.map((state) => connectionPhase({ ...state, generation: 1, since: 0 }))).toEqual([
      'idle',
      'connecting',
      'open',
      'open',
      'closed',
      'closed',
      'closed',
    ]);
  });

  it('terminal close codes are 1003, 1007, 1008 and 4400–4499, edges included; normal, abnormal and other app codes are not', () => {
    expect([1003, 1007, 1008, 4400, 4401, 4498, 4499].map((code) => isTerminalCloseCode(code))).toEqual([true, true, true, true, true, true, true]);
    expect([1000, 1001, 1002, 1006, 1011, 4000, 4399, 4500].map((code) => isTerminalCloseCode(code))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a schema reading gives the parsed frame, or the first issue of a failure (none when the schema names none)', () => {
    const numbers = (messages: readonly string[]) => ({
      safeParse: (value: unknown) =>
        typeof value === 'number'
          ? { success: true as const, data: value }
          : { success: false as const, error: { issues: messages.map((message) => ({ message })) } },
    });
    expect(schemaReading(numbers(['Expected number', 'Too long']))(42)).toEqual({ ok: true, frame: 42 });
    expect(schemaReading(numbers(['Expected number', 'Too long']))('42')).toEqual({ ok: false, issue: 'Expected number' });
    expect(schemaReading(numbers([]))('42')).toEqual({ ok: false, issue: undefined });
  });
});

describe('socket session: what it logs carries the figures a reader needs', () => {
  it(
    'an open timeout logs how long it waited',
    marbles((m) => {
      const { session, logger } = setup(m, { connections: ['-', 'o'], budget: 13_000 });
      m.expect(session.hold$, '^ 12000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'The test socket did not open in time; trying again', context: { waitedMs: 10_000 } }]);
    }),
  );

  it(
    'an oversized frame logs its length and the limit',
    marbles((m) => {
      const { session, logger } = setup(m, { connections: ['o-b'], messages: { b: 'x'.repeat(101) }, budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Dropped an oversized test socket frame unparsed', context: { length: 101, limit: 100 } }]);
    }),
  );

  it(
    'a silent connection logs how long it was silent when it is replaced',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o', 'o'], budget: 21_500 });
      m.expect(session.hold$, '^ 21200ms !').toBeObservable('');
      m.flush();
      expect(attemptsAt(connections)).toEqual([0, 21_000]);
      expect(logger.entries).toEqual([{ level: 'warn', message: 'The test socket went silent; connecting again', context: { silentMs: 21_000 } }]);
    }),
  );

  it(
    'a terminal close logs the code and the server’s reason as an error',
    marbles((m) => {
      const { session, logger } = setup(m, { connections: ['o 9ms t'], budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'error', message: 'The test socket was closed for good by the server', context: { code: 1008, reason: 'Origin not allowed' } },
      ]);
    }),
  );

  it(
    'a terminal close without a reason fails with the code as its reason',
    marbles((m) => {
      const socket: SocketPort = () => m.cold<SocketEvent>('9ms x', { x: { type: 'close', code: 4401, reason: '' } });
      const { session, logger } = setup(m, { connections: [], socket, budget: 1_500 });
      m.expect(session.status$.pipe(brief), '^ 1000ms !').toBeObservable('(ic) 5ms f', { i: 'idle', c: 'connecting', f: 'failed:closed with code 4401' });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([{ level: 'error', message: 'The test socket was closed for good by the server', context: { code: 4401, reason: '' } }]);
    }),
  );

  it(
    'a socket error is logged with its message, and the session connects again after the first wait',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o 9ms #', 'o'], budget: 3_500 });
      m.expect(session.hold$, '^ 3000ms !').toBeObservable('');
      m.flush();
      expect(attemptsAt(connections)).toEqual([0, 2_510]);
      expect(logger.entries).toEqual([{ level: 'warn', message: 'The test socket failed; closing it', context: { error: 'socket error' } }]);
    }),
  );

  it(
    'a websocket error names the URL it failed on',
    marbles((m) => {
      const socket: SocketPort = (url) => throwError(() => new SocketError(url));
      const { session, logger } = setup(m, { connections: [], socket, budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'The test socket failed; closing it', context: { error: 'websocket error on ws://sim/ws' } }]);
      expect(String(new SocketError('ws://sim/ws'))).toBe('SocketError: websocket error on ws://sim/ws');
    }),
  );
});

describe('socket session: frames at the edges', () => {
  it(
    'a frame of exactly the size limit is read',
    marbles((m) => {
      const atLimit = `"${'x'.repeat(98)}"`;
      const { session, received } = setup(m, { connections: ['o-a'], messages: { a: atLimit }, budget: 1_500 });
      m.expect(session.oversizeFrames$).toBeObservable('a', { a: 0 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(atLimit).toHaveLength(100);
      expect(received).toEqual(['x'.repeat(98)]);
    }),
  );

  it(
    'a dropped frame is logged with its first 120 characters, and with the reader’s issue only when there is one',
    marbles((m) => {
      const long = `[${'1,'.repeat(80)}1]`;
      const { session, logger } = setup(m, { connections: ['o-a-b-c'], messages: { a: '{not json', b: '42', c: long }, maxFrameBytes: 1_000, budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toStrictEqual([
        { level: 'warn', message: 'Dropped a test frame that is not JSON', context: { sample: '{not json' } },
        { level: 'warn', message: 'Dropped an invalid test frame', context: { issue: 'not text', sample: '42' } },
        { level: 'warn', message: 'Dropped an invalid test frame', context: { issue: 'not text', sample: `[${'1,'.repeat(59)}1` } },
      ]);
    }),
  );

  it(
    'a frame that arrives before the socket opens reaches no client',
    marbles((m) => {
      const { session, received } = setup(m, { connections: ['a-o-b'], messages: { a: '"early"', b: '"late"' }, budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(received).toEqual(['late']);
    }),
  );
});

describe('socket session: the connection’s life as the client sees it', () => {
  it(
    'the client hears of each opened connection going, and only of those; current() is the open connection or nothing',
    marbles((m) => {
      // Refused at 0 (never open); open at 2,500 and closed at 2,510; open again at 7,510 until the holder leaves at 9,000.
      const { session, closes } = setup(m, { connections: ['c', 'o 9ms c', 'o'], budget: 10_000 });
      m.expect(session.hold$, '^ 8999ms !').toBeObservable('');
      const seen: (number | undefined)[] = [];
      for (const at of [1_000, 2_505, 2_600, 8_000, 9_500]) m.scheduler.schedule(() => seen.push(session.current()?.generation), at);
      m.flush();
      expect(closes).toEqual([2_510, 9_000]);
      expect(seen).toEqual([undefined, 2, undefined, 3, undefined]);
    }),
  );

  it(
    'a socket that completes without a close event is closed like one and connected again',
    marbles((m) => {
      const { session, connections } = setup(m, { connections: ['o 9ms |', 'o'], budget: 3_500 });
      m.expect(session.status$.pipe(brief), '^ 3000ms !').toBeObservable('(ico) 5ms r 2499ms (co)', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        r: 'reconnecting@2510',
      });
      m.expect(session.hold$, '^ 3000ms !').toBeObservable('');
      m.flush();
      expect(attemptsAt(connections)).toEqual([0, 2_510]);
    }),
  );

  it(
    'a socket that closes and completes as soon as it is opened counts one failure per attempt',
    marbles((m) => {
      let attempts = 0;
      const socket: SocketPort = () => {
        attempts++;
        return of<SocketEvent>({ type: 'close', code: 1006, reason: 'gone' });
      };
      const { session } = setup(m, { connections: [], socket, budget: 8_500 });
      m.expect(session.status$.pipe(brief), '^ 8000ms !').toBeObservable('(icr) 2495ms (cR) 4996ms (cS)', {
        i: 'idle',
        c: 'connecting',
        r: 'reconnecting@2500',
        R: 'reconnecting@7500',
        S: 'reconnecting@17500',
      });
      m.expect(session.hold$, '^ 8000ms !').toBeObservable('');
      m.flush();
      expect(attempts).toBe(3);
    }),
  );

  it(
    'without a silence watchdog a quiet connection simply stays open',
    marbles((m) => {
      const { session, connections } = setup(m, { connections: ['o'], timing: { firstMs: LIVE_STREAM_RECONNECT_MS }, budget: 61_000 });
      m.expect(session.status$.pipe(brief), '^ 60000ms !').toBeObservable('(ico)', { i: 'idle', c: 'connecting', o: 'open' });
      m.expect(session.hold$, '^ 60000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 60000ms !');
    }),
  );

  it(
    'without a random source the jitter is seeded: every wait stays inside its band, and the waits spread',
    marbles((m) => {
      const fake = createFakeSocket(m, ['c', 'c', 'c', 'c', 'c']);
      const session = createSocketSession({
        socket: fake.socket,
        url: 'ws://sim/ws',
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
        name: 'test socket',
        timing,
        maxFrameBytes: 100,
        onOpen: () => undefined,
        frames: { label: 'test', read: () => ({ ok: false, issue: undefined }), onFrame: () => undefined },
      });
      flushWithin(m, 41_000);
      m.expect(session.hold$, '^ 40000ms !').toBeObservable('');
      m.flush();
      const at = attemptsAt(fake.connections).map((frame) => frame ?? Number.NaN);
      const waits = at.slice(1).map((frame, index) => frame - (at[index] ?? Number.NaN));
      expect(waits).toHaveLength(4);
      // The first wait is exact; then 5,000, 10,000 and 20,000, each between half and all of it.
      expect(waits[0]).toBe(2_500);
      const fractions = waits.slice(1).map((wait, index) => wait / (5_000 * 2 ** index));
      for (const fraction of fractions) {
        expect(fraction).toBeGreaterThanOrEqual(0.5);
        expect(fraction).toBeLessThanOrEqual(1);
      }
      expect(new Set(fractions).size).toBe(3);
    }),
  );
});

describe('socket session: dispose and reconnect()', () => {
  it(
    'dispose closes the connection and goes idle for good: holding anew connects nothing',
    marbles((m) => {
      const { session, connections, closes } = setup(m, { connections: ['o', 'o'], budget: 10_000 });
      m.expect(session.status$.pipe(brief), '^ 9500ms !').toBeObservable('(ico) 995ms i', { i: 'idle', c: 'connecting', o: 'open' });
      m.expect(session.hold$, '^ 3000ms !').toBeObservable('');
      m.expect(session.hold$, '4000ms ^ 5000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.dispose(), 1_000);
      m.flush();
      expect(connections).toHaveLength(1);
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 999ms !');
      expect(closes).toEqual([1_000]);
    }),
  );

  it(
    'after dispose the user asking to connect again changes nothing',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o 9ms t', 'o'], budget: 4_000 });
      m.expect(session.status$.pipe(brief), '^ 3500ms !').toBeObservable('(ico) 5ms f 989ms i', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        f: 'failed:Origin not allowed',
      });
      m.expect(session.hold$, '^ 3000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.dispose(), 1_000);
      m.scheduler.schedule(() => session.reconnect(), 2_000);
      m.flush();
      expect(connections).toHaveLength(1);
      expect(logger.messages('info')).toEqual([]);
    }),
  );

  it(
    'a client that disposes the session when its connection goes: nothing is retried',
    marbles((m) => {
      const fake = createFakeSocket(m, ['o 9ms c', 'o']);
      const session: SocketSession = createSocketSession({
        socket: fake.socket,
        url: 'ws://sim/ws',
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
        name: 'test socket',
        timing,
        maxFrameBytes: 100,
        random: () => 1,
        onOpen: () => undefined,
        onClose: () => session.dispose(),
        frames: { label: 'test', read: () => ({ ok: false, issue: undefined }), onFrame: () => undefined },
      });
      flushWithin(m, 6_000);
      m.expect(session.status$.pipe(brief), '^ 5000ms !').toBeObservable('(ico) 5ms i', { i: 'idle', c: 'connecting', o: 'open' });
      m.expect(session.hold$, '^ 5000ms !').toBeObservable('');
      m.flush();
      expect(fake.connections).toHaveLength(1);
    }),
  );

  it(
    'reconnect() without a refusal leaves a working connection alone',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o', 'o'], budget: 4_000 });
      m.expect(session.hold$, '^ 3000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.reconnect(), 1_000);
      m.flush();
      expect(connections).toHaveLength(1);
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 3000ms !');
      expect(logger.messages('info')).toEqual([]);
    }),
  );

  it(
    'the user asking while nothing holds the session forgets the refusal: the next hold connects',
    marbles((m) => {
      const { session, connections, logger } = setup(m, { connections: ['o 9ms t', 'o'], budget: 5_000 });
      m.expect(session.status$.pipe(brief), '^ 4500ms !').toBeObservable('(ico) 5ms f 990ms i 1998ms (co) 997ms i', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        f: 'failed:Origin not allowed',
      });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.expect(session.hold$, '3000ms ^ 1000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.reconnect(), 2_000);
      m.flush();
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('3000ms ^ 1000ms !');
      expect(logger.entries.filter((entry) => entry.level === 'info')).toEqual([
        { level: 'info', message: "Connecting the test socket again at the user's request", context: { code: 1008 } },
      ]);
    }),
  );
});

describe('socket session: offline and inactive', () => {
  it(
    'the user asking while offline: no attempt until the network returns, then one at once',
    marbles((m) => {
      // Refused at 10 ms; offline at 100 ms; the user asks at 5,000 ms; online again at 10,100 ms.
      const online = m.hot('t 99ms f 9999ms t', { t: true, f: false });
      const { session, connections } = setup(m, { connections: ['o 9ms t', 'o'], online, budget: 21_000 });
      m.expect(session.status$.pipe(brief, distinctUntilChanged()), '^ 20000ms !').toBeObservable('(ico) 5ms f 4989ms F 5099ms (co)', {
        i: 'idle',
        c: 'connecting',
        o: 'open',
        f: 'failed:Origin not allowed',
        F: 'offline',
      });
      m.expect(session.hold$, '^ 20000ms !').toBeObservable('');
      m.scheduler.schedule(() => session.reconnect(), 5_000);
      m.flush();
      expect(connections).toHaveLength(2);
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('10100ms ^ 9900ms !');
    }),
  );

  it(
    'active from the start: one connection, opened once',
    marbles((m) => {
      const { session, connections, opens } = setup(m, { connections: ['o', 'o'], active: new BehaviorSubject(true), budget: 1_500 });
      m.expect(session.hold$, '^ 1000ms !').toBeObservable('');
      m.flush();
      expect(connections).toHaveLength(1);
      expect(opens).toEqual([1]);
    }),
  );

  it(
    'inactive when held: the attempt waits for the page to be active again',
    marbles((m) => {
      const active = m.cold('1000ms t', { t: true }).pipe(startWith(false));
      const { session, connections } = setup(m, { connections: ['o'], active, budget: 2_500 });
      m.expect(session.status$.pipe(brief), '^ 2000ms !').toBeObservable('i 999ms (co)', { i: 'idle', c: 'connecting', o: 'open' });
      m.expect(session.hold$, '^ 2000ms !').toBeObservable('');
      m.flush();
      expect(attemptsAt(connections)).toEqual([1_000]);
    }),
  );
});
