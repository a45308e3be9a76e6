import type { Observable } from 'rxjs';
import { BehaviorSubject, Subject, filter, merge, takeUntil } from 'rxjs';
import { type KeyedRefCount, createKeyedRefCount } from '../core/keyedRefCount';
import { type SessionStatus, type SocketClientPorts, createSocketSession } from '../core/socketSession';
import * as T from '../core/timing';
import type { Asset } from '../schemas/asset';
import type { Tx } from '../schemas/market';
import type { ClientFrame, ServerFrame } from '../schemas/streamFrames';
import { readServerFrame } from './readFrame';
import { createStreamPace } from './streamPace';
import type * as z from 'zod/mini';
import type { poolUpdateSchema, priceTickSchema } from '../schemas/streamFrames';

export type PoolUpdate = z.infer<typeof poolUpdateSchema>;
export type PriceTick = z.infer<typeof priceTickSchema>;

/** The stream's connection (streams/core/socketSession.ts): open, stale, reconnecting with its next attempt, offline, failed. */
export type ConnectionStatus = SessionStatus;
export type ConnectionState = SessionStatus['state'];

/** A value from the stream with the connection it came on: older than the last reconnect is stale. */
export interface Stamped<T> {
  readonly value: T;
  readonly generation: number;
  readonly receivedAt: number;
}

/** The live stream takes what every socket client takes (core/socketSession.ts). */
export type LiveStreamDeps = SocketClientPorts;

/** A frame larger than this is dropped unparsed: a firehose frame of 250 pools is about 400 KB. */
export const LIVE_STREAM_MAX_FRAME_BYTES = 4_000_000;

type Topic = 'pool' | 'txns' | 'prices' | 'assets' | 'recent';
const idField = { pool: 'pools', txns: 'assets', prices: 'assets', assets: 'assets' } as const;
const MAX_IDS_PER_FRAME = 500;
/** The recent holder key of a list that takes every launch (no launchpad filter). */
const ALL_LAUNCHES = '*';

export interface LiveStream {
  readonly status$: Observable<ConnectionStatus>;
  /** Frames dropped because they failed to parse or validate. */
  readonly badFrames$: Observable<number>;
  /** Frames dropped unparsed because they were larger than LIVE_STREAM_MAX_FRAME_BYTES. */
  readonly oversizeFrames$: Observable<number>;
  /** Every pool update on this connection (recent, pool and graduation items). */
  readonly updates$: Observable<Stamped<PoolUpdate>>;
  /** Holds a pool subscription for these pools and emits their updates. */
  pools(poolIds: readonly string[]): Observable<Stamped<PoolUpdate>>;
  /**
   * Holds the recent subscription and emits every pool update that arrives meanwhile. With
   * launchpads, the subscription asks for their launches only (partner configs); the server
   * is sent the union of what every holder wants, so filter on your side too.
   */
  recent(launchpads?: readonly string[]): Observable<Stamped<PoolUpdate>>;
  txns(assetIds: readonly string[]): Observable<Stamped<Tx>>;
  prices(assetIds: readonly string[]): Observable<Stamped<PriceTick>>;
  assets(assetIds: readonly string[]): Observable<Stamped<Asset>>;
  /** The user asks to connect again after the server closed the stream for good. */
  reconnect(): void;
  /** The app is shutting down: close, and never reconnect. */
  dispose(): void;
}

/**
 * The live stream client (spec 000 §4; research §8) on the socket session: one socket, open
 * while anything holds a subscription. Its protocol:
 * - on every (re)connect, subscribe again to everything held (and recent if held);
 * - unsubscribes wait T02 (100 ms) and go out batched; a holder returning meanwhile cancels;
 * - nothing meant for one connection reaches the next: sends go through the open connection,
 *   and pending unsubscribes are dropped when it closes;
 * - frames are validated; bad ones are counted, logged and dropped.
 * The session does the rest: the first reconnect after T01 (2.5 s), then backing off (T50, T51);
 * stale after T52's silence and replaced; offline and online; terminal close codes. Frames more
 * than T79 late (a backlog: the reader slower than the market) do not count as hearing it.
 */
export const createLiveStream = (ports: LiveStreamDeps): LiveStream => {
  const { scheduler, logger } = ports;
  const badFrames = new BehaviorSubject(0);
  const shutdown = new Subject<void>();
  const incoming = {
    updates: new Subject<Stamped<PoolUpdate>>(),
    txns: new Subject<Stamped<Tx>>(),
    prices: new Subject<Stamped<PriceTick>>(),
    assets: new Subject<Stamped<Asset>>(),
  };

  const send = (frame: ClientFrame) => {
    // Not open: the next open subscribes the held keys anyway.
    session.current()?.send(JSON.stringify(frame));
  };

  /**
   * The recent subscription for everything held: unfiltered if any holder wants every launch,
   * else the union of the launchpads asked for; none when nothing is held. The server replaces
   * a client's recent subscription with each frame.
   */
  const recentFrame = (): ClientFrame => {
    const keys = refs.recent.activeKeys();
    if (keys.length === 0) return { type: 'unsubscribe:recent' };
    if (keys.includes(ALL_LAUNCHES)) return { type: 'subscribe:recent' };
    return { type: 'subscribe:recent', filters: { partnerConfigs: [...keys].sort() } };
  };

  const subscribeFrames = (topic: Topic, keys: readonly string[], verb: 'subscribe' | 'unsubscribe') => {
    if (topic === 'recent') {
      send(recentFrame());
      return;
    }
    for (let start = 0; start < keys.length; start += MAX_IDS_PER_FRAME) {
      send({ type: `${verb}:${topic}`, [idField[topic]]: keys.slice(start, start + MAX_IDS_PER_FRAME) } as ClientFrame);
    }
  };

  const refs = Object.fromEntries(
    (['pool', 'txns', 'prices', 'assets', 'recent'] as const).map((topic) => [
      topic,
      createKeyedRefCount<string>({
        scheduler,
        releaseDelayMs: T.LIVE_STREAM_UNSUBSCRIBE_DELAY_MS,
        logger,
        acquire: (keys) => subscribeFrames(topic, keys, 'subscribe'),
        release: (keys) => subscribeFrames(topic, keys, 'unsubscribe'),
      }),
    ]),
  ) as Record<Topic, KeyedRefCount<string>>;

  const dispatch = (frame: ServerFrame, stampGeneration: number) => {
    const receivedAt = scheduler.now();
    const stamp = <T>(value: T): Stamped<T> => ({ value, generation: stampGeneration, receivedAt });
    switch (frame.type) {
      case 'updates':
        for (const item of frame.data) incoming.updates.next(stamp(item));
        return;
      case 'actions':
        for (const item of frame.data) incoming.txns.next(stamp(item));
        return;
      case 'prices':
        for (const item of frame.data) incoming.prices.next(stamp(item));
        return;
      case 'asset-updates':
        for (const item of frame.data) incoming.assets.next(stamp(item.asset));
        return;
    }
  };

  const session = createSocketSession({
    ...ports,
    name: 'live stream',
    maxFrameBytes: LIVE_STREAM_MAX_FRAME_BYTES,
    timing: {
      firstMs: T.LIVE_STREAM_RECONNECT_MS,
      silence: { checkEveryMs: T.LIVE_STREAM_SILENCE_CHECK_MS, staleAfterMs: T.LIVE_STREAM_STALE_MS, reconnectAfterMs: T.LIVE_STREAM_SILENT_RECONNECT_MS },
    },
    onOpen: () => {
      for (const topic of ['pool', 'txns', 'prices', 'assets', 'recent'] as const) {
        const keys = refs[topic].activeKeys();
        if (keys.length > 0) subscribeFrames(topic, keys, 'subscribe');
      }
    },
    frames: {
      label: 'live-stream',
      read: readServerFrame,
      onFrame: (frame, connection) => dispatch(frame, connection.generation),
      onDropped: () => badFrames.next(badFrames.value + 1),
      late: createStreamPace(() => scheduler.now(), T.LIVE_STREAM_LATE_MS),
    },
    // Releases queued for the closed connection must not reach the next one.
    onClose: () => {
      for (const topic of Object.values(refs)) topic.discardPendingReleases();
    },
  });
  const connection$ = session.hold$.pipe(takeUntil(shutdown));

  /** The held subscription, the connection and the matching incoming values, together. */
  const live = <T>(topic: Topic, keys: readonly string[], values$: Observable<Stamped<T>>): Observable<Stamped<T>> =>
    merge(values$, refs[topic].hold(keys), connection$ as Observable<never>);

  const poolMatches = (ids: ReadonlySet<string>) => (update: Stamped<PoolUpdate>) =>
    ids.has(update.value.pool.id) || ids.has(update.value.pool.firstPool?.id ?? '');
  const assetMatches =
    <T>(ids: ReadonlySet<string>, idOf: (value: T) => string) =>
    (item: Stamped<T>) =>
      ids.has(idOf(item.value));

  return {
    status$: session.status$,
    badFrames$: badFrames.asObservable(),
    oversizeFrames$: session.oversizeFrames$,
    updates$: incoming.updates.asObservable(),
    pools: (poolIds) => live('pool', poolIds, incoming.updates.pipe(filter(poolMatches(new Set(poolIds))))),
    recent: (launchpads) => live('recent', launchpads && launchpads.length > 0 ? launchpads : [ALL_LAUNCHES], incoming.updates.asObservable()),
    txns: (assetIds) => live('txns', assetIds, incoming.txns.pipe(filter(assetMatches(new Set(assetIds), (tx: Tx) => tx.asset)))),
    prices: (assetIds) => live('prices', assetIds, incoming.prices.pipe(filter(assetMatches(new Set(assetIds), (tick: PriceTick) => tick.assetId)))),
    assets: (assetIds) => live('assets', assetIds, incoming.assets.pipe(filter(assetMatches(new Set(assetIds), (asset: Asset) => asset.id)))),
    reconnect: () => session.reconnect(),
    dispose: () => {
      for (const topic of Object.values(refs)) topic.dispose();
      session.dispose();
      shutdown.next();
    },
  };
};

/** A live value is stale when it came on an earlier connection, or the stream is not open now. */
export const isStale = (value: { readonly generation: number }, status: ConnectionStatus): boolean =>
  status.state !== 'open' || value.generation !== status.generation;
