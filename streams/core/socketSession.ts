import type { Observable, SchedulerLike, Subscription } from 'rxjs';
import { BehaviorSubject, Observable as RxObservable, Subscription as RxSubscription, distinctUntilChanged, share, timer } from 'rxjs';
import type { Logger } from './ports';
import { SOCKET_HEALTHY_MS, SOCKET_OPEN_TIMEOUT_MS, SOCKET_RECONNECT_CAP_MS } from './timing';
import type { SocketPort } from './socket';

/**
 * One websocket connection lifecycle for every live connection of the app (the market stream,
 * the perps price socket, Solana pubsub): the clients keep only their protocol.
 *
 *  - open while held (subscribed), closed a scheduler turn after the last holder leaves;
 *  - on every open the client resubscribes everything it holds (`onOpen`);
 *  - sends are bound to one connection: a send for a closed one goes nowhere, never to the next
 *    (the reason we do not use reconnecting-websocket, which replays its queue);
 *  - frames over `maxFrameBytes` are dropped, counted and logged without being parsed;
 *  - a silence watchdog: no frame for `staleAfterMs` while held marks the session stale, none
 *    for `reconnectAfterMs` closes it and connects again at once (checked every `checkEveryMs`);
 *    frames the client calls late (`frames.late`: a backlog) do not count as frames;
 *  - a socket that has not opened after `openTimeoutMs` is given up like a refused one;
 *  - reconnects: the first after `firstMs`, then doubling with jitter up to `capMs` while the
 *    server keeps refusing; a connection that stayed open `healthyAfterMs` resets the backoff;
 *  - offline: no attempts, state 'offline'; back online: connect at once;
 *  - while not `active` (the perps page hidden) no watchdog and no attempt: they wait;
 *  - a terminal close code (policy violation, refused data, 4400–4499) ends the attempts with a
 *    visible reason, for good: going offline and online again, or being held anew, does not
 *    reconnect; only `reconnect()` (the user asking) or a reload does.
 */
export interface SocketSessionTiming {
  readonly firstMs: number;
  readonly capMs: number;
  readonly healthyAfterMs: number;
  readonly openTimeoutMs: number;
  readonly silence?: { readonly checkEveryMs: number; readonly staleAfterMs: number; readonly reconnectAfterMs: number };
}

export interface SessionConnection {
  /** Sends on this connection only; once it is closed, sends go nowhere. */
  readonly send: (text: string) => void;
  /** Connection number: bumps on every attempt. */
  readonly generation: number;
}

export type SessionState =
  | { readonly state: 'idle' }
  | { readonly state: 'connecting'; readonly attempt: number }
  | { readonly state: 'open' }
  /** Open but silent past the watchdog's stale mark. */
  | { readonly state: 'stale'; readonly silentSince: number }
  /** Waiting to try again at `nextAttemptAt` (attempt counts the failures in a row). */
  | { readonly state: 'reconnecting'; readonly attempt: number; readonly nextAttemptAt: number }
  | { readonly state: 'offline' }
  /** The server said not to come back (a terminal close code): no more attempts. */
  | { readonly state: 'failed'; readonly code: number; readonly reason: string };

export type SessionStatus = SessionState & {
  readonly generation: number;
  /** When this state began (scheduler time). */
  readonly since: number;
};

/** What every socket client is given and hands on to its session: the socket and its URL, time, logs, and the browser's online flag. */
export interface SocketClientPorts {
  readonly socket: SocketPort;
  readonly url: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** The browser's online flag: current value first, then changes (offline stops the attempts, online reconnects at once). */
  readonly online$?: Observable<boolean>;
  /** A uniform number in [0, 1) for the backoff's jitter (Math.random in the app; seeded when absent: streams hold no Math.random). */
  readonly random?: () => number;
}

export interface SocketSessionConfig<Frame> extends SocketClientPorts {
  /** For logs: 'live stream', 'perps price socket', 'pubsub'. */
  readonly name: string;
  /** The client's own timing; the cap, the healthy mark and the open timeout default to the shared ones (T-table). */
  readonly timing: Omit<SocketSessionTiming, 'capMs' | 'healthyAfterMs' | 'openTimeoutMs'> & Partial<SocketSessionTiming>;
  readonly maxFrameBytes: number;
  /** Whether the watchdog and reconnects run now (page visible, for perps): current value first. */
  readonly active$?: Observable<boolean>;
  readonly onOpen: (connection: SessionConnection) => void;
  /** How the client's frames are read: the session parses the JSON and drops what fails. */
  readonly frames: FrameReader<Frame>;
  /** The connection is gone (closed, failed, replaced, or no longer held). */
  readonly onClose?: () => void;
}

/** A frame, or why the JSON is not one. */
export type FrameReading<Frame> = { readonly ok: true; readonly frame: Frame } | { readonly ok: false; readonly issue: string | undefined };

/**
 * A client's frames: what they are (a schema's reading) and what to do with one. The session
 * parses each frame under the size cap, and logs and drops one that is not JSON or not a frame
 * ('Dropped an invalid {label} frame'), the same way for the three sockets.
 */
export interface FrameReader<Frame> {
  /** For logs: 'live-stream', 'pubsub', 'perps price'. */
  readonly label: string;
  readonly read: (json: unknown) => FrameReading<Frame>;
  readonly onFrame: (frame: Frame, connection: SessionConnection) => void;
  /** A frame was dropped (for the client's count of bad frames). */
  readonly onDropped?: () => void;
  /**
   * Whether a frame's data is late: older, on arrival, than this connection's pace allows (true),
   * on time (false), or it carries no time (undefined: the last verdict stands). While the last
   * verdict is late, frames do not count as hearing the stream: a reader working through a
   * backlog goes stale and is replaced as after a silence, and its new connection starts fresh.
   */
  readonly late?: (frame: Frame, connection: SessionConnection) => boolean | undefined;
}

/** A zod schema as a frame reading. */
export const schemaReading =
  <Frame>(schema: { safeParse(value: unknown): { success: true; data: Frame } | { success: false; error: { issues: readonly { message: string }[] } } }) =>
  (json: unknown): FrameReading<Frame> => {
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, issue: parsed.error.issues[0]?.message };
  };

export interface SocketSession {
  /** Holds the connection open while subscribed; emits nothing. */
  readonly hold$: Observable<never>;
  readonly status$: Observable<SessionStatus>;
  /** The open connection, if any. */
  current(): SessionConnection | undefined;
  /** Frames dropped for size, unparsed. */
  readonly oversizeFrames$: Observable<number>;
  /** The user asks to connect again after a terminal close: the refusal is forgotten and, while held, an attempt starts. */
  reconnect(): void;
  /** Close for good: nothing reconnects afterwards. */
  dispose(): void;
}

/** The session's state in four words, for clients whose screens need no more: open (stale included), connecting, closed (waiting, offline or failed), idle. */
export type ConnectionPhase = 'idle' | 'connecting' | 'open' | 'closed';

export const connectionPhase = (status: SessionStatus): ConnectionPhase =>
  status.state === 'idle' || status.state === 'connecting' ? status.state : status.state === 'open' || status.state === 'stale' ? 'open' : 'closed';

/** Close codes that mean 'do not come back': policy violation, refused or invalid data, and the app range 4400–4499. */
export const isTerminalCloseCode = (code: number): boolean => code === 1003 || code === 1007 || code === 1008 || (code >= 4400 && code <= 4499);

/** A small seeded generator, for a session built without a random source (tests, Node). */
const seededRandom = (seed = 0x9e3779b9) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The wait before attempt `failures` (0: the first reconnect): `firstMs` exactly, then doubling,
 * capped, with 'equal jitter' (half fixed, half random) so many clients do not come back at once.
 */
export const backoffDelay = (timing: Pick<SocketSessionTiming, 'firstMs' | 'capMs'>, failures: number, random: () => number): number => {
  if (failures <= 0) return timing.firstMs;
  const base = Math.min(timing.capMs, timing.firstMs * 2 ** Math.min(failures, 16));
  return Math.round(base / 2 + (random() * base) / 2);
};

export const createSocketSession = <Frame>(config: SocketSessionConfig<Frame>): SocketSession => {
  const { scheduler, logger, name } = config;
  const timing: SocketSessionTiming = {
    capMs: SOCKET_RECONNECT_CAP_MS,
    healthyAfterMs: SOCKET_HEALTHY_MS,
    openTimeoutMs: SOCKET_OPEN_TIMEOUT_MS,
    ...config.timing,
  };
  const { frames } = config;
  /** The frame in a message, or undefined when it is dropped (logged and counted). */
  const readFrame = (data: string): Frame | undefined => {
    const dropped = (message: string, issue?: string) => {
      frames.onDropped?.();
      logger.warn(message, { ...(issue !== undefined ? { issue } : {}), sample: data.slice(0, 120) });
      return undefined;
    };
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return dropped(`Dropped a ${frames.label} frame that is not JSON`);
    }
    const reading = frames.read(json);
    return reading.ok ? reading.frame : dropped(`Dropped an invalid ${frames.label} frame`, reading.issue);
  };
  const random = config.random ?? seededRandom();
  const status = new BehaviorSubject<SessionStatus>({ state: 'idle', generation: 0, since: scheduler.now() });
  const oversize = new BehaviorSubject(0);
  let generation = 0;
  let current: SessionConnection | undefined;
  let disposed = false;
  let stopHeld: (() => void) | undefined;
  let retryHeld: (() => void) | undefined;
  /** The server's terminal refusal: kept across holds, offline and online, until reconnect(). */
  let refusal: { readonly code: number; readonly reason: string } | undefined;

  const set = (state: SessionState) => status.next({ ...state, generation, since: scheduler.now() } as SessionStatus);

  const hold$ = new RxObservable<never>(() => {
    const life = new RxSubscription();
    let connection: Subscription | undefined;
    let retry: Subscription | undefined;
    let failures = 0;
    let openedAt: number | undefined;
    let lastFrameAt = scheduler.now();
    /** The last verdict of `frames.late` on this connection. */
    let late = false;
    let online = true;
    let active = true;
    let waitingToConnect = false;

    const dropConnection = () => {
      connection?.unsubscribe();
      connection = undefined;
      openedAt = undefined;
      if (current) {
        current = undefined;
        config.onClose?.();
      }
    };

    const attempt = () => {
      retry?.unsubscribe();
      retry = undefined;
      dropConnection();
      if (disposed) return;
      if (refusal) return set({ state: 'failed', ...refusal });
      if (!online) return set({ state: 'offline' });
      if (!active) {
        waitingToConnect = true;
        return;
      }
      waitingToConnect = false;
      generation++;
      set({ state: 'connecting', attempt: failures });
      const mine = new RxSubscription();
      connection = mine;
      const isMine = () => connection === mine;
      mine.add(
        timer(timing.openTimeoutMs, scheduler).subscribe(() => {
          if (!isMine() || openedAt !== undefined) return;
          logger.warn(`The ${name} did not open in time; trying again`, { waitedMs: timing.openTimeoutMs });
          closed();
        }),
      );
      const thisGeneration = generation;
      mine.add(
        config.socket(config.url).subscribe({
          next: (event) => {
            if (!isMine()) return;
            if (event.type === 'open') {
              openedAt = scheduler.now();
              lastFrameAt = openedAt;
              late = false;
              const opened: SessionConnection = { generation: thisGeneration, send: (text) => isMine() && current === opened && event.send(text) };
              current = opened;
              set({ state: 'open' });
              config.onOpen(opened);
            } else if (event.type === 'message') {
              const oversized = event.data.length > config.maxFrameBytes;
              const frame = oversized || !current ? undefined : readFrame(event.data);
              const verdict = frame !== undefined && current ? frames.late?.(frame, current) : undefined;
              if (verdict !== undefined) late = verdict;
              // The server spoke (a dropped frame too), unless what it says is late.
              if (!late) {
                lastFrameAt = scheduler.now();
                if (status.value.state === 'stale') set({ state: 'open' });
              }
              if (oversized) {
                oversize.next(oversize.value + 1);
                logger.warn(`Dropped an oversized ${name} frame unparsed`, { length: event.data.length, limit: config.maxFrameBytes });
              }
              if (frame !== undefined && current) frames.onFrame(frame, current);
            } else {
              closed(event.code, event.reason);
            }
          },
          error: (error: unknown) => {
            if (!isMine()) return;
            logger.warn(`The ${name} failed; closing it`, { error: error instanceof Error ? error.message : String(error) });
            closed();
          },
          complete: () => isMine() && closed(),
        }),
      );
    };

    const scheduleRetry = () => {
      if (disposed) return;
      if (!online) return set({ state: 'offline' });
      const delay = backoffDelay(timing, failures, random);
      failures++;
      set({ state: 'reconnecting', attempt: failures, nextAttemptAt: scheduler.now() + delay });
      retry = timer(delay, scheduler).subscribe(attempt);
    };

    /** The other side closed (or never opened): decide whether and when to come back. */
    const closed = (code?: number, reason?: string) => {
      const healthy = openedAt !== undefined && scheduler.now() - openedAt >= timing.healthyAfterMs;
      dropConnection();
      if (code !== undefined && isTerminalCloseCode(code)) {
        logger.error(`The ${name} was closed for good by the server`, { code, reason: reason ?? '' });
        refusal = { code, reason: reason || `closed with code ${code}` };
        return set({ state: 'failed', ...refusal });
      }
      if (healthy) failures = 0;
      scheduleRetry();
    };

    if (timing.silence) {
      const { checkEveryMs, staleAfterMs, reconnectAfterMs } = timing.silence;
      life.add(
        timer(checkEveryMs, checkEveryMs, scheduler).subscribe(() => {
          if (!active || openedAt === undefined) return;
          const silentFor = scheduler.now() - lastFrameAt;
          if (silentFor > reconnectAfterMs) {
            logger.warn(`The ${name} went silent; connecting again`, { silentMs: silentFor });
            failures = 0;
            attempt();
          } else if (silentFor > staleAfterMs && status.value.state === 'open') {
            set({ state: 'stale', silentSince: lastFrameAt });
          }
        }),
      );
    }

    if (config.online$) {
      life.add(
        config.online$.pipe(distinctUntilChanged()).subscribe((next) => {
          const wasOnline = online;
          online = next;
          // Refused for good: the network coming and going changes nothing.
          if (refusal) return;
          if (!next && wasOnline) {
            retry?.unsubscribe();
            retry = undefined;
            dropConnection();
            set({ state: 'offline' });
          } else if (next && !wasOnline) {
            failures = 0;
            attempt();
          }
        }),
      );
    }
    if (config.active$) {
      life.add(
        config.active$.pipe(distinctUntilChanged()).subscribe((next) => {
          active = next;
          if (next && waitingToConnect) attempt();
        }),
      );
    }

    const stop = () => {
      life.unsubscribe();
      retry?.unsubscribe();
      dropConnection();
      if (status.value.state !== 'idle') set({ state: 'idle' });
    };
    stopHeld = stop;
    retryHeld = () => {
      failures = 0;
      attempt();
    };
    attempt();
    return () => {
      stopHeld = undefined;
      retryHeld = undefined;
      stop();
    };
  }).pipe(share({ resetOnRefCountZero: () => timer(0, scheduler) }));

  return {
    hold$,
    status$: status.asObservable(),
    current: () => current,
    oversizeFrames$: oversize.asObservable(),
    reconnect: () => {
      if (disposed || !refusal) return;
      logger.info(`Connecting the ${name} again at the user's request`, { code: refusal.code });
      refusal = undefined;
      retryHeld?.();
    },
    dispose: () => {
      if (disposed) return;
      disposed = true;
      stopHeld?.();
    },
  };
};
