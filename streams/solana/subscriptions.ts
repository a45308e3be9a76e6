import type { SchedulerLike } from 'rxjs';
import { BehaviorSubject, Observable, Subscription, timer } from 'rxjs';
import type { z } from 'zod';
import type { Logger } from '../core/ports';
import type { SocketEvent, SocketPort } from '../core/socket';
import type { SolanaSubscriptions } from './ports';
import { type PubsubFrame, accountResultSchema, frameSchema, signatureResultSchema, slotResultSchema } from './pubsubFrames';
import { RpcError } from './rpcError';

export interface SolanaSubscriptionsDeps {
  readonly socket: SocketPort;
  /** The pubsub endpoint (ws://127.0.0.1:8900 on the simulator). */
  readonly url: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

/** idle: no socket; closed: the socket dropped while subscriptions are held (see below). */
export type PubsubState = 'idle' | 'connecting' | 'open' | 'closed';

export interface SolanaPubsub extends SolanaSubscriptions {
  readonly state$: Observable<PubsubState>;
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

/**
 * Solana pubsub over the socket port: one socket while anything is subscribed, closed on the
 * next scheduler turn after the last holder leaves (StrictMode remounts keep it).
 *
 * Reconnect policy: no timing rule covers this socket, so there is no reconnect timer. When the
 * socket drops, held subscriptions stay registered (state 'closed') and the next subscription
 * reconnects and subscribes everything held again. Nothing depends on the socket alone: the
 * transaction engine polls statuses every 2 s (T30), and each new transaction's signature
 * subscription brings the socket back.
 */
export const createSolanaSubscriptions = ({ socket, url, scheduler, logger }: SolanaSubscriptionsDeps): SolanaPubsub => {
  const entries = new Set<Entry>();
  const byServerId = new Map<number, Entry>();
  const byRequestId = new Map<number, Entry>();
  const state = new BehaviorSubject<PubsubState>('idle');
  const badFrames = new BehaviorSubject(0);
  let nextRequestId = 1;
  let connection: Subscription | undefined;
  let send: ((text: string) => void) | undefined;
  let closing: Subscription | undefined;
  let disposed = false;

  const request = (method: string, params: readonly unknown[], entry?: Entry) => {
    if (!send) return;
    const id = nextRequestId++;
    if (entry) byRequestId.set(id, entry);
    send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
  };

  const forgetConnection = () => {
    connection = undefined;
    send = undefined;
    byServerId.clear();
    byRequestId.clear();
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
    if (!entries.has(entry)) {
      request(unsubscribeMethod[entry.method], [frame.result]); // it left before the answer came
      return;
    }
    entry.serverId = frame.result;
    byServerId.set(frame.result, entry);
  };

  const onMessage = (data: string) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return bad('Dropped a pubsub frame that is not JSON', data);
    }
    const parsed = frameSchema.safeParse(json);
    if (!parsed.success) return bad('Dropped an invalid pubsub frame', data);
    onFrame(parsed.data);
  };

  const onEvent = (event: SocketEvent) => {
    if (event.type === 'open') {
      send = event.send;
      state.next('open');
      for (const entry of entries) if (!entry.finished) request(entry.method, entry.params, entry);
    } else if (event.type === 'message') onMessage(event.data);
  };

  const connect = () => {
    if (connection || disposed) return;
    const current = new Subscription();
    connection = current;
    state.next('connecting');
    const dropped = (error?: unknown) => {
      if (connection !== current) return;
      if (error !== undefined) logger.warn('Pubsub socket error', { error: error instanceof Error ? error.message : String(error) });
      current.unsubscribe();
      forgetConnection();
      state.next(entries.size > 0 ? 'closed' : 'idle');
    };
    current.add(
      socket(url).subscribe({
        next: (event) => (event.type === 'close' ? dropped() : connection === current && onEvent(event)),
        error: (error: unknown) => dropped(error),
        complete: () => dropped(),
      }),
    );
  };

  const close = () => {
    connection?.unsubscribe();
    forgetConnection();
    state.next('idle');
  };

  const hold = <S extends z.ZodType>(method: Method, params: readonly unknown[], schema: S, once: boolean): Observable<z.output<S>> =>
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
      closing?.unsubscribe();
      if (connection) request(method, params, entry);
      else connect(); // first holder, or the socket dropped: reconnect and subscribe everything held
      return () => {
        entries.delete(entry);
        if (entry.serverId !== undefined) {
          byServerId.delete(entry.serverId);
          if (!entry.finished) request(unsubscribeMethod[method], [entry.serverId]);
        }
        if (entries.size === 0) closing = timer(0, scheduler).subscribe(() => entries.size === 0 && close());
      };
    });

  return {
    state$: state.asObservable(),
    badFrames$: badFrames.asObservable(),
    signature: (signature, commitment) => hold('signatureSubscribe', [signature, { commitment }], signatureResultSchema, true),
    slots: () => hold('slotSubscribe', [], slotResultSchema, false),
    accountLamports: (address, commitment) => hold('accountSubscribe', [address, { commitment, encoding: 'base64' }], accountResultSchema, false),
    dispose: () => {
      disposed = true;
      closing?.unsubscribe();
      close();
    },
  };
};
