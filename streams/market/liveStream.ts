import type { Observable, SchedulerLike } from 'rxjs';
import { BehaviorSubject, EMPTY, Subject, catchError, defer, filter, finalize, ignoreElements, merge, repeat, share, takeUntil, takeWhile, tap, timer } from 'rxjs';
import { type KeyedRefCount, createKeyedRefCount } from '../core/keyedRefCount';
import type { Logger } from '../core/ports';
import type { SocketEvent, SocketPort } from '../core/socket';
import { LIVE_STREAM_RECONNECT_MS, LIVE_STREAM_UNSUBSCRIBE_DELAY_MS } from '../core/timing';
import type { Asset } from '../schemas/asset';
import type { Tx } from '../schemas/market';
import type { ClientFrame, ServerFrame } from '../schemas/streamFrames';
import { readServerFrame } from './readFrame';
import type { z } from 'zod';
import type { poolUpdateSchema, priceTickSchema } from '../schemas/streamFrames';

export type PoolUpdate = z.infer<typeof poolUpdateSchema>;
export type PriceTick = z.infer<typeof priceTickSchema>;

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface ConnectionStatus {
  readonly state: ConnectionState;
  /** Connection number: bumps on every (re)connect attempt. */
  readonly generation: number;
  /** When the state began (scheduler time). */
  readonly since: number;
}

/** A value from the stream with the connection it came on: older than the last reconnect is stale. */
export interface Stamped<T> {
  readonly value: T;
  readonly generation: number;
  readonly receivedAt: number;
}

export interface LiveStreamDeps {
  readonly socket: SocketPort;
  readonly url: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

type Topic = 'pool' | 'txns' | 'prices' | 'assets' | 'recent';
const idField = { pool: 'pools', txns: 'assets', prices: 'assets', assets: 'assets' } as const;
const MAX_IDS_PER_FRAME = 500;

export interface LiveStream {
  readonly status$: Observable<ConnectionStatus>;
  /** Frames dropped because they failed to parse or validate. */
  readonly badFrames$: Observable<number>;
  /** Every pool update on this connection (recent, pool and graduation items). */
  readonly updates$: Observable<Stamped<PoolUpdate>>;
  /** Holds a pool subscription for these pools and emits their updates. */
  pools(poolIds: readonly string[]): Observable<Stamped<PoolUpdate>>;
  /** Holds the recent subscription and emits every pool update that arrives meanwhile. */
  recent(): Observable<Stamped<PoolUpdate>>;
  txns(assetIds: readonly string[]): Observable<Stamped<Tx>>;
  prices(assetIds: readonly string[]): Observable<Stamped<PriceTick>>;
  assets(assetIds: readonly string[]): Observable<Stamped<Asset>>;
  /** The app is shutting down: close, and never reconnect. */
  dispose(): void;
}

/**
 * The live stream client (spec 000 §4; research §8). One socket, opened while anything holds
 * a subscription. Rules:
 * - reconnect T01 (2.5 s) after a close or an error, unless disposed;
 * - on every (re)connect, subscribe again to everything held (and recent if held);
 * - unsubscribes wait T02 (100 ms) and go out batched; a holder returning meanwhile cancels;
 * - nothing meant for one connection reaches the next: sends go through the open connection's
 *   own handle, and pending unsubscribes are dropped when it closes;
 * - frames are validated; bad ones are counted, logged and dropped.
 */
export const createLiveStream = ({ socket, url, scheduler, logger }: LiveStreamDeps): LiveStream => {
  let generation = 0;
  let connection: { readonly send: (text: string) => void; readonly generation: number } | undefined;
  let disposed = false;
  const status = new BehaviorSubject<ConnectionStatus>({ state: 'idle', generation: 0, since: scheduler.now() });
  const badFrames = new BehaviorSubject(0);
  const shutdown = new Subject<void>();
  const incoming = {
    updates: new Subject<Stamped<PoolUpdate>>(),
    txns: new Subject<Stamped<Tx>>(),
    prices: new Subject<Stamped<PriceTick>>(),
    assets: new Subject<Stamped<Asset>>(),
  };

  const setState = (state: ConnectionState) => status.next({ state, generation, since: scheduler.now() });

  const send = (frame: ClientFrame) => {
    if (!connection) return; // not open: the next open subscribes the held keys anyway
    connection.send(JSON.stringify(frame));
  };

  const subscribeFrames = (topic: Topic, keys: readonly string[], verb: 'subscribe' | 'unsubscribe') => {
    if (topic === 'recent') {
      send({ type: `${verb}:recent` } as ClientFrame);
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
        releaseDelayMs: LIVE_STREAM_UNSUBSCRIBE_DELAY_MS,
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

  const onMessage = (data: string, stampGeneration: number) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      badFrames.next(badFrames.value + 1);
      logger.warn('Dropped a live-stream frame that is not JSON', { sample: data.slice(0, 120) });
      return;
    }
    const reading = readServerFrame(json);
    if (!reading.ok) {
      badFrames.next(badFrames.value + 1);
      logger.warn('Dropped an invalid live-stream frame', { issue: reading.issue, sample: data.slice(0, 120) });
      return;
    }
    dispatch(reading.frame, stampGeneration);
  };

  const onOpen = (event: Extract<SocketEvent, { type: 'open' }>) => {
    connection = { send: event.send, generation };
    setState('open');
    for (const topic of ['pool', 'txns', 'prices', 'assets', 'recent'] as const) {
      const keys = refs[topic].activeKeys();
      if (keys.length > 0) subscribeFrames(topic, keys, 'subscribe');
    }
  };

  const connection$ = defer(() => {
    generation++;
    setState(generation === 1 || status.value.state === 'idle' ? 'connecting' : 'reconnecting');
    const thisGeneration = generation;
    return socket(url).pipe(
      takeWhile((event) => event.type !== 'close'),
      tap((event) => {
        if (event.type === 'open') onOpen(event);
        else if (event.type === 'message') onMessage(event.data, thisGeneration);
      }),
      catchError((error: unknown) => {
        logger.error('Live stream error; closing and reconnecting', { error: error instanceof Error ? error.message : String(error) });
        return EMPTY; // unsubscribing closes the socket
      }),
      finalize(() => {
        connection = undefined;
        // Releases queued for the closed connection must not reach the next one.
        for (const topic of Object.values(refs)) topic.discardPendingReleases();
      }),
      // Only a close or an error from the other side means reconnecting; our own teardown is idle.
      tap({ complete: () => disposed || setState('reconnecting') }),
    );
  }).pipe(
    repeat({ delay: () => (disposed ? EMPTY : timer(LIVE_STREAM_RECONNECT_MS, scheduler)) }),
    takeUntil(shutdown),
    finalize(() => setState('idle')),
    ignoreElements(),
    share({ resetOnRefCountZero: () => timer(0, scheduler) }),
  );

  /** The held subscription, the connection and the matching incoming values, together. */
  const live = <T>(topic: Topic, keys: readonly string[], values$: Observable<Stamped<T>>): Observable<Stamped<T>> =>
    merge(values$, refs[topic].hold(keys), connection$ as Observable<never>);

  const poolMatches = (ids: ReadonlySet<string>) => (update: Stamped<PoolUpdate>) =>
    ids.has(update.value.pool.id) || ids.has(update.value.pool.firstPool?.id ?? '');
  const assetMatches = <T>(ids: ReadonlySet<string>, idOf: (value: T) => string) => (item: Stamped<T>) => ids.has(idOf(item.value));

  return {
    status$: status.asObservable(),
    badFrames$: badFrames.asObservable(),
    updates$: incoming.updates.asObservable(),
    pools: (poolIds) => live('pool', poolIds, incoming.updates.pipe(filter(poolMatches(new Set(poolIds))))),
    recent: () => live('recent', ['recent'], incoming.updates.asObservable()),
    txns: (assetIds) => live('txns', assetIds, incoming.txns.pipe(filter(assetMatches(new Set(assetIds), (tx: Tx) => tx.asset)))),
    prices: (assetIds) => live('prices', assetIds, incoming.prices.pipe(filter(assetMatches(new Set(assetIds), (tick: PriceTick) => tick.assetId)))),
    assets: (assetIds) => live('assets', assetIds, incoming.assets.pipe(filter(assetMatches(new Set(assetIds), (asset: Asset) => asset.id)))),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      for (const topic of Object.values(refs)) topic.dispose();
      shutdown.next();
    },
  };
};

/** A live value is stale when it came on an earlier connection, or the stream is not open now. */
export const isStale = (value: { readonly generation: number }, status: ConnectionStatus): boolean =>
  status.state !== 'open' || value.generation !== status.generation;
