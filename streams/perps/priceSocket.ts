import { Observable, Subject, distinctUntilChanged, filter, map, merge, takeUntil } from 'rxjs';
import { type ConnectionPhase, type SocketClientPorts, connectionPhase, createSocketSession, schemaReading } from '../core/socketSession';
import { PERPS_SOCKET_CHECK_MS, PERPS_SOCKET_SILENCE_MS, PERPS_SOCKET_WAIT_MS, PERPS_SOCKET_WAIT_TRIES } from '../core/timing';
import { type PriceChannel, priceChannels } from './markets';
import { type PriceFrame, priceFrameSchema } from './schemas';

export type PriceSocketState = ConnectionPhase;

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

export interface PerpsPriceSocketDeps extends SocketClientPorts {
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

/** Price frames are a few hundred bytes; anything this large is not one. */
export const PERPS_MAX_FRAME_BYTES = 64_000;

/**
 * The perps price socket (spec 001 §7 Perps price feed) on the socket session. One socket while
 * any channel is held; `{"type":"subscribe"|"unsubscribe","channels":[…]}` out, price frames in.
 * The spec's timing, through the session:
 * - the socket is waited for up to T37 (20 tries of 500 ms); one that has not opened by then is
 *   given up, like a closed one;
 * - a closed socket is replaced after T38's check interval (10 s), then backing off (T50, T51);
 *   every T38 (10 s) while the page is visible (never while hidden) an open socket silent for
 *   more than T38 (20 s) is replaced at once; every channel held is subscribed on each open;
 * - frames are validated; bad ones are logged and dropped (they still count as a sign of life).
 */
export const createPerpsPriceSocket = ({ visible$, ...ports }: PerpsPriceSocketDeps): PerpsPriceSocket => {
  const { scheduler, logger } = ports;
  const held = new Map<PriceChannel, number>();
  const ticks = new Subject<PerpsPriceTick>();
  const shutdown = new Subject<void>();

  const sendFrame = (type: 'subscribe' | 'unsubscribe', channels: readonly PriceChannel[]) => {
    if (channels.length > 0) session.current()?.send(JSON.stringify({ type, channels }));
  };

  const onFrame = (frame: PriceFrame) => {
    if (frame.type === 'error') logger.warn('The perps price socket reported an error', { message: frame.message });
    if (frame.type !== 'price') return;
    const channel = frame.channel.toLowerCase();
    if (!isChannel(channel)) return;
    ticks.next({ channel, priceUsd: frame.price, time: frame.timestamp, receivedAt: scheduler.now() });
  };

  const session = createSocketSession({
    ...ports,
    name: 'perps price socket',
    maxFrameBytes: PERPS_MAX_FRAME_BYTES,
    timing: {
      firstMs: PERPS_SOCKET_CHECK_MS,
      openTimeoutMs: PERPS_SOCKET_WAIT_TRIES * PERPS_SOCKET_WAIT_MS,
      silence: { checkEveryMs: PERPS_SOCKET_CHECK_MS, staleAfterMs: PERPS_SOCKET_SILENCE_MS, reconnectAfterMs: PERPS_SOCKET_SILENCE_MS },
    },
    active$: visible$,
    onOpen: () => sendFrame('subscribe', [...held.keys()]),
    frames: { label: 'perps price', read: schemaReading(priceFrameSchema), onFrame },
  });

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
    ticks$: (channel) => merge(hold(channel), session.hold$, ticks.pipe(filter((tick) => tick.channel === channel))).pipe(takeUntil(shutdown)),
    status$: session.status$.pipe(
      map((status): PriceSocketStatus => ({ state: connectionPhase(status), generation: status.generation, since: status.since })),
      distinctUntilChanged((a, b) => a.state === b.state && a.generation === b.generation),
    ),
    dispose: () => {
      session.dispose();
      shutdown.next();
    },
  };
};
