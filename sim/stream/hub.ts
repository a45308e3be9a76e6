import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { type ClientFrame, clientFrameSchema } from '../../streams/schemas';
import type { MarketServices } from '../http/marketRoutes';
import { STREAM_FRAME_LIMIT_BYTES } from '../limits';
import type { Market, MarketEvent } from '../market/market';
import type { SerializeContext } from '../market/serialize';
import { StreamClient } from './client';
import { flushClient } from './flushClient';

/** The recent subscription follows tokens launched within the last day. */
const RECENT_MS = 24 * 3_600_000;

export interface StreamHub {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /**
   * Switchboard: close every stream socket. By default with 1001 (going away: clients
   * reconnect); with `code` 1008 or 4400–4499 the clients are told not to come back.
   */
  closeAll(code?: number, reason?: string): number;
  /** Switchboard: stop sending while keeping sockets open (a silent stall), or resume. */
  setStalled(stalled: boolean): void;
  /** Switchboard: send one malformed frame to every socket. */
  sendMalformed(): number;
  /** Follow a new market after a reset. */
  attach(market: Market): void;
  stats(): { clients: number; stalled: boolean; framesSent: number; updatesSent: number; flushesSkipped: number };
  close(): Promise<void>;
}

/**
 * The live stream socket of research §8 on /ws. Subscriptions are per socket; market events
 * are queued per socket and flushed once per market step (50 ms) as batched frames.
 */
export const createStreamHub = (services: MarketServices): StreamHub => {
  const server = new WebSocketServer({ noServer: true, maxPayload: STREAM_FRAME_LIMIT_BYTES });
  const clients = new Set<StreamClient>();
  let stalled = false;
  let detach: (() => void) | undefined;
  const totals = { updatesSent: 0 };

  const contextOf = (market: Market): SerializeContext => ({ market, publicUrl: services.publicUrl, now: market.now() });

  const apply = (client: StreamClient, frame: ClientFrame) => {
    switch (frame.type) {
      case 'subscribe:recent':
        client.recent = { launchpads: frame.filters?.partnerConfigs ? new Set(frame.filters.partnerConfigs) : undefined };
        return;
      case 'unsubscribe:recent':
        client.recent = undefined;
        return;
      case 'subscribe:pool':
        frame.pools.forEach((id) => client.pools.add(id));
        return;
      case 'unsubscribe:pool':
        frame.pools.forEach((id) => client.pools.delete(id));
        return;
      default: {
        const [verb, topic] = frame.type.split(':') as ['subscribe' | 'unsubscribe', 'txns' | 'prices' | 'assets'];
        const set = client[topic];
        for (const id of (frame as { assets: string[] }).assets) {
          if (verb === 'subscribe') set.add(id);
          else set.delete(id);
        }
      }
    }
  };

  const onMessage = (client: StreamClient, data: WebSocket.RawData) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      client.send({ type: 'error', message: 'Malformed frame: not JSON' });
      return;
    }
    const frame = clientFrameSchema.safeParse(parsed);
    if (!frame.success) {
      client.send({ type: 'error', message: `Malformed frame: ${frame.error.issues[0]?.message ?? 'invalid'}` });
      return;
    }
    apply(client, frame.data);
  };

  const onEvent = (market: Market, event: MarketEvent) => {
    if (event.type === 'step') {
      flush(market);
      return;
    }
    const { token } = event;
    for (const client of clients) {
      if (event.type === 'launch') {
        if (client.wantsRecent(token)) client.queuePool(token, 'new');
        continue;
      }
      const poolWanted = client.pools.has(token.pool.id) || client.pools.has(token.pool.firstPoolId);
      const recentWanted = client.wantsRecent(token) && market.now() - token.info.createdAt < RECENT_MS;
      if (event.type === 'graduated') {
        if (poolWanted || client.wantsRecent(token)) client.queuePool(token, 'graduated');
        continue;
      }
      if (event.type === 'info') {
        // No trade to tell, only the token as the services now describe it (an approved verification).
        if (poolWanted || recentWanted) client.queuePool(token, 'update');
        if (client.assets.has(token.info.mint)) client.pendingAssets.add(token);
        continue;
      }
      if (poolWanted || recentWanted) client.queuePool(token, 'update');
      const mint = token.info.mint;
      if (client.txns.has(mint)) client.queueTrade(token, event.trade);
      if (client.prices.has(mint)) client.pendingPrices.set(token, event.trade);
      if (client.assets.has(mint)) client.pendingAssets.add(token);
    }
  };

  const flush = (market: Market) => {
    if (stalled) {
      for (const client of clients) client.clearPending();
      return;
    }
    const context = contextOf(market);
    for (const client of clients) totals.updatesSent += flushClient(client, context);
  };

  server.on('connection', (socket) => {
    const client = new StreamClient(socket);
    clients.add(client);
    socket.on('message', (data) => onMessage(client, data));
    socket.on('close', () => clients.delete(client));
    socket.on('error', () => clients.delete(client));
  });

  const hub: StreamHub = {
    handleUpgrade: (request, socket, head) => server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request)),
    closeAll: (code = 1001, reason = 'closed by the simulator switchboard') => {
      const count = clients.size;
      for (const client of clients) client.socket.close(code, reason);
      return count;
    },
    setStalled: (value) => {
      stalled = value;
    },
    sendMalformed: () => {
      for (const client of clients)
        if (client.socket.readyState === client.socket.OPEN) client.socket.send('{"type":"updates","data":[{"type":"update","pool":');
      return clients.size;
    },
    attach: (market) => {
      detach?.();
      detach = market.subscribe((event) => onEvent(market, event));
    },
    stats: () => ({
      clients: clients.size,
      stalled,
      framesSent: [...clients].reduce((sum, client) => sum + client.framesSent, 0),
      updatesSent: totals.updatesSent,
      flushesSkipped: [...clients].reduce((sum, client) => sum + client.flushesSkipped, 0),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        detach?.();
        for (const client of clients) client.socket.terminate();
        server.close(() => resolve());
      }),
  };
  return hub;
};
