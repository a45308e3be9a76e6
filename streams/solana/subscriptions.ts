import { BehaviorSubject, Observable, Subject, distinctUntilChanged, map, takeUntil } from 'rxjs';
import type * as z from 'zod/mini';
import { type ConnectionPhase, type SessionStatus, type SocketClientPorts, connectionPhase, createSocketSession, schemaReading } from '../core/socketSession';
import * as T from '../core/timing';
import type { SolanaSubscriptions } from './ports';
import { type PubsubFrame, accountResultSchema, frameSchema, signatureResultSchema, slotResultSchema } from './pubsubFrames';
import { RpcError } from './rpcError';

/** Pubsub takes what every socket client takes (core/socketSession.ts); its URL is the pubsub endpoint (ws://127.0.0.1:8900 on the simulator). */
export type SolanaSubscriptionsDeps = SocketClientPorts;

/** idle: no socket; closed: the socket dropped while subscriptions are held, a reconnect is due. */
export type PubsubState = ConnectionPhase;

export interface SolanaPubsub extends SolanaSubscriptions {
  readonly state$: Observable<PubsubState>;
  /** The session's own status (stale, reconnecting with its next attempt, offline). */
  readonly status$: Observable<SessionStatus>;
  /** Frames dropped because they failed to parse or validate. */
  readonly badFrames$: Observable<number>;
  /** Close for good: nothing reconnects afterwards. */
  dispose(): void;
}

type Method = 'signatureSubscribe' | 'slotSubscribe' | 'accountSubscribe';
const unsubscribeMethod: Record<Method, string> = {
  signatureSubscribe: 'signatureUnsubscribe',
  slotSubscribe: 'slotUnsubscribe',
  accountSubscribe: 'accountUnsubscribe',
};

interface Entry {
  readonly method: Method;
  readonly params: readonly unknown[];
  readonly deliver: (result: unknown) => void;
  readonly fail: (error: RpcError) => void;
  serverId: number | undefined;
  /** The server ends a signature subscription itself once it has notified. */
  finished: boolean;
}

/** An account notification carries the account's data; a wallet's is small. Larger frames are dropped unread. */
export const PUBSUB_MAX_FRAME_BYTES = 1_000_000;

/**
 * Solana pubsub (JSON-RPC over a websocket) on the socket session: one socket while anything is
 * subscribed, closed on the next scheduler turn after the last holder leaves (StrictMode remounts
 * keep it). On every open, whatever is held is subscribed again (signatures not yet notified,
 * accounts, slots). The session reconnects eagerly: first after T54 (1 s), then backing off
 * (T50, T51), offline and online followed. A slot subscription rides along with any other as a
 * heartbeat (Solana's pubsub sends nothing otherwise), so a socket silent past T54 is marked
 * stale and replaced. Nothing depends on the socket alone: the transaction engine polls statuses
 * every 2 s (T30).
 */
export const createSolanaSubscriptions = (ports: SolanaSubscriptionsDeps): SolanaPubsub => {
  const { logger } = ports;
  const entries = new Set<Entry>();
  const byServerId = new Map<number, Entry>();
  const byRequestId = new Map<number, Entry>();
  const badFrames = new BehaviorSubject(0);
  const shutdown = new Subject<void>();
  let nextRequestId = 1;
  /** The heartbeat: a slot subscription of our own, held while the socket is open for others. */
  const heartbeat: Entry = { method: 'slotSubscribe', params: [], serverId: undefined, finished: false, deliver: () => undefined, fail: () => undefined };

  const request = (method: string, params: readonly unknown[], entry?: Entry) => {
    const connection = session.current();
    if (!connection) return;
    const id = nextRequestId++;
    if (entry) byRequestId.set(id, entry);
    connection.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
  };

  const forgetConnection = () => {
    byServerId.clear();
    byRequestId.clear();
    heartbeat.serverId = undefined;
    for (const entry of entries) entry.serverId = undefined;
  };

  const bad = (message: string, sample: string) => {
    badFrames.next(badFrames.value + 1);
    logger.warn(message, { sample: sample.slice(0, 120) });
  };

  const onFrame = (frame: PubsubFrame) => {
    if ('method' in frame) {
      const entry = byServerId.get(frame.params.subscription);
      if (entry) entry.deliver(frame.params.result);
      return; // a late notification for a subscription we already left
    }
    const entry = frame.id === null ? undefined : byRequestId.get(frame.id);
    if (frame.id !== null) byRequestId.delete(frame.id);
    if ('error' in frame) {
      if (entry) entry.fail(new RpcError(entry.method, frame.error.code, frame.error.message, undefined));
      else logger.warn('Pubsub request refused', { code: frame.error.code, message: frame.error.message });
      return;
    }
    if (!entry || typeof frame.result !== 'number') return; // unsubscribe acknowledgements
    if (entry !== heartbeat && !entries.has(entry)) {
      request(unsubscribeMethod[entry.method], [frame.result]); // it left before the answer came
      return;
    }
    entry.serverId = frame.result;
    byServerId.set(frame.result, entry);
  };

  const session = createSocketSession({
    ...ports,
    name: 'pubsub socket',
    maxFrameBytes: PUBSUB_MAX_FRAME_BYTES,
    timing: {
      firstMs: T.PUBSUB_RECONNECT_MS,
      silence: { checkEveryMs: T.PUBSUB_SILENCE_CHECK_MS, staleAfterMs: T.PUBSUB_STALE_MS, reconnectAfterMs: T.PUBSUB_SILENT_RECONNECT_MS },
    },
    onOpen: () => {
      request(heartbeat.method, heartbeat.params, heartbeat);
      for (const entry of entries) if (!entry.finished) request(entry.method, entry.params, entry);
    },
    frames: { label: 'pubsub', read: schemaReading(frameSchema), onFrame, onDropped: () => badFrames.next(badFrames.value + 1) },
    onClose: forgetConnection,
  });

  const hold = <S extends z.ZodMiniType>(method: Method, params: readonly unknown[], schema: S, once: boolean): Observable<z.output<S>> =>
    new Observable<z.output<S>>((subscriber) => {
      const entry: Entry = {
        method,
        params,
        serverId: undefined,
        finished: false,
        deliver: (result) => {
          const parsed = schema.safeParse(result);
          if (!parsed.success) return bad(`Dropped an invalid ${method.replace('Subscribe', '')} notification`, JSON.stringify(result) ?? '');
          if (once) entry.finished = true;
          subscriber.next(parsed.data as z.output<S>);
          if (once) subscriber.complete();
        },
        fail: (error) => subscriber.error(error),
      };
      entries.add(entry);
      // Open already: subscribe now; otherwise the next open subscribes everything held.
      request(method, params, entry);
      const held = session.hold$.pipe(takeUntil(shutdown)).subscribe();
      return () => {
        entries.delete(entry);
        if (entry.serverId !== undefined) {
          byServerId.delete(entry.serverId);
          if (!entry.finished) request(unsubscribeMethod[method], [entry.serverId]);
        }
        held.unsubscribe();
      };
    });

  return {
    state$: session.status$.pipe(map(connectionPhase), distinctUntilChanged()),
    status$: session.status$,
    badFrames$: badFrames.asObservable(),
    signature: (signature, commitment) => hold('signatureSubscribe', [signature, { commitment }], signatureResultSchema, true),
    slots: () => hold('slotSubscribe', [], slotResultSchema, false),
    accountLamports: (address, commitment) => hold('accountSubscribe', [address, { commitment, encoding: 'base64' }], accountResultSchema, false),
    dispose: () => {
      session.dispose();
      shutdown.next();
    },
  };
};
