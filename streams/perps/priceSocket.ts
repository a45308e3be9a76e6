import type { SchedulerLike } from 'rxjs';
import { BehaviorSubject, EMPTY, Observable, Subject, Subscription, distinctUntilChanged, filter, interval, merge, share, switchMap, take, takeUntil, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import type { SocketPort } from '../core/socket';
import { PERPS_SOCKET_CHECK_MS, PERPS_SOCKET_SILENCE_MS, PERPS_SOCKET_WAIT_MS, PERPS_SOCKET_WAIT_TRIES } from '../core/timing';
import { type PriceChannel, priceChannels } from './markets';
import { priceFrameSchema } from './schemas';

export type PriceSocketState = 'idle' | 'connecting' | 'open' | 'closed';

export interface PriceSocketStatus {
  readonly state: PriceSocketState;
  /** Connection number: bumps on every (re)connect. */
  readonly generation: number;
  /** When the state began (scheduler time). */
  readonly since: number;
}

export interface PerpsPriceTick {
  readonly channel: PriceChannel;
  readonly priceUsd: number;
  /** The server's time of the price, Unix ms. */
  readonly time: number;
  readonly receivedAt: number;
}

export interface PerpsPriceSocketDeps {
  readonly socket: SocketPort;
  readonly url: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** Whether the page is visible: the current value first, then changes. */
  readonly visible$: Observable<boolean>;
}

export interface PerpsPriceSocket {
  /** Holds the channel (and the socket) while subscribed; emits its ticks. */
  ticks$(channel: PriceChannel): Observable<PerpsPriceTick>;
  readonly status$: Observable<PriceSocketStatus>;
  /** The app is going away: close, never reconnect. */
  dispose(): void;
}

const isChannel = (value: string): value is PriceChannel => (priceChannels as readonly string[]).includes(value);

/**
 * The perps price socket (spec 001 §7 Perps price feed). One socket while any channel is held;
 * `{"type":"subscribe"|"unsubscribe","channels":[…]}` out, price frames in. Rules:
 * - the socket is waited for up to T37 (20 tries of 500 ms); one that has not opened by then is
 *   given up and replaced; every channel held is subscribed as soon as a socket opens;
 * - every T38 (10 s) while the page is visible (never while hidden), a closed socket, or an open
 *   one silent for more than T38 (20 s), is replaced;
 * - frames are validated; bad ones are logged and dropped (they still count as a sign of life).
 */
export const createPerpsPriceSocket = ({ socket, url, scheduler, logger, visible$ }: PerpsPriceSocketDeps): PerpsPriceSocket => {
  const held = new Map<PriceChannel, number>();
  const ticks = new Subject<PerpsPriceTick>();
  const shutdown = new Subject<void>();
  const status = new BehaviorSubject<PriceSocketStatus>({ state: 'idle', generation: 0, since: scheduler.now() });
  let generation = 0;
  let send: ((text: string) => void) | undefined;
  let lastHeardAt = scheduler.now();
  let disposed = false;

  const setState = (state: PriceSocketState) => status.next({ state, generation, since: scheduler.now() });
  const sendFrame = (type: 'subscribe' | 'unsubscribe', channels: readonly PriceChannel[]) => {
    if (send && channels.length > 0) send(JSON.stringify({ type, channels }));
  };

  const onMessage = (data: string) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      logger.warn('Dropped a perps price frame that is not JSON', { sample: data.slice(0, 120) });
      return;
    }
    const frame = priceFrameSchema.safeParse(json);
    if (!frame.success) {
      logger.warn('Dropped an invalid perps price frame', { issue: frame.error.issues[0]?.message, sample: data.slice(0, 120) });
      return;
    }
    if (frame.data.type === 'error') logger.warn('The perps price socket reported an error', { message: frame.data.message });
    if (frame.data.type !== 'price') return;
    const channel = frame.data.channel.toLowerCase();
    if (!isChannel(channel)) return;
    ticks.next({ channel, priceUsd: frame.data.price, time: frame.data.timestamp, receivedAt: scheduler.now() });
  };

  const session$ = new Observable<never>(() => {
    let connection: Subscription | undefined;

    const connect = () => {
      connection?.unsubscribe();
      send = undefined;
      if (disposed) return;
      generation++;
      lastHeardAt = scheduler.now();
      setState('connecting');
      const current = new Subscription();
      connection = current;
      const closed = () => {
        if (connection !== current) return;
        send = undefined;
        waiting.unsubscribe();
        setState('closed');
      };
      // T37: up to 20 tries of 500 ms for the socket to open, then a fresh one.
      const waiting = interval(PERPS_SOCKET_WAIT_MS, scheduler)
        .pipe(take(PERPS_SOCKET_WAIT_TRIES))
        .subscribe({
          complete: () => {
            if (connection !== current || status.value.state !== 'connecting') return;
            logger.warn('The perps price socket did not open; connecting again', { tries: PERPS_SOCKET_WAIT_TRIES });
            connect();
          },
        });
      current.add(waiting);
      current.add(
        socket(url).subscribe({
          next: (event) => {
            if (connection !== current) return;
            lastHeardAt = scheduler.now();
            if (event.type === 'open') {
              waiting.unsubscribe();
              send = event.send;
              setState('open');
              sendFrame('subscribe', [...held.keys()]);
            } else if (event.type === 'message') {
              onMessage(event.data);
            } else {
              closed();
            }
          },
          error: () => {
            logger.warn('Perps price socket error');
            closed();
          },
          complete: closed,
        }),
      );
    };

    // T38: a closed or silent socket is replaced, checked only while the page is visible.
    const checks = visible$
      .pipe(
        distinctUntilChanged(),
        switchMap((visible) => (visible ? interval(PERPS_SOCKET_CHECK_MS, scheduler) : EMPTY)),
      )
      .subscribe(() => {
        const { state } = status.value;
        if (state === 'closed') connect();
        else if (state === 'open' && scheduler.now() - lastHeardAt > PERPS_SOCKET_SILENCE_MS) {
          logger.warn('The perps price socket went silent; connecting again', { silentMs: scheduler.now() - lastHeardAt });
          connect();
        }
      });

    connect();
    return () => {
      checks.unsubscribe();
      connection?.unsubscribe();
      connection = undefined;
      send = undefined;
      setState('idle');
    };
  }).pipe(share({ resetOnRefCountZero: () => timer(0, scheduler) }));

  const hold = (channel: PriceChannel) =>
    new Observable<never>(() => {
      const count = held.get(channel) ?? 0;
      held.set(channel, count + 1);
      if (count === 0) sendFrame('subscribe', [channel]);
      return () => {
        const left = (held.get(channel) ?? 1) - 1;
        if (left > 0) return void held.set(channel, left);
        held.delete(channel);
        sendFrame('unsubscribe', [channel]);
      };
    });

  return {
    ticks$: (channel) => merge(hold(channel), session$, ticks.pipe(filter((tick) => tick.channel === channel))).pipe(takeUntil(shutdown)),
    status$: status.asObservable(),
    dispose: () => {
      disposed = true;
      shutdown.next();
    },
  };
};
