import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { PRICE_FRAME_LIMIT_BYTES } from '../limits';
import { type FeedId, perpsMarkets } from './feeds';
import type { OracleModel } from './oracle';

/** The perps price socket's path on the simulator. */
export const PRICE_SOCKET_PATH = '/perps/ws';
/** Ticks per channel: four a second. */
export const PRICE_TICK_MS = 250;

const channels = perpsMarkets.map((feed) => feed.id) as readonly FeedId[];

const clientFrameSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  channels: z.array(z.string().max(32)).max(16),
});

export interface PriceSocket {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Switchboard: sockets stay open but go silent (`false` resumes). */
  setStalled(stalled: boolean): void;
  /** Switchboard: closes every socket (code 1001); returns how many. */
  closeAll(): number;
  stats(): { clients: number; stalled: boolean; ticksSent: number };
  close(): Promise<void>;
}

/**
 * The perps price socket (spec 001 §7 Perps price feed). Client frames:
 * `{"type":"subscribe"|"unsubscribe","channels":["solusd","ethusd","btcusd"]}`, answered with
 * `{"type":"subscribed","channels":[…]}` (every channel the socket now holds). Server frames,
 * every 250 ms per held channel: `{"type":"price","channel":"solusd","price":172.31,"timestamp":<ms>}`.
 * Unknown channels and malformed frames get `{"type":"error","message":…}`; the socket stays up.
 */
export const createPriceSocket = (oracle: OracleModel, now: () => number): PriceSocket => {
  const server = new WebSocketServer({ noServer: true, maxPayload: PRICE_FRAME_LIMIT_BYTES });
  const held = new Map<WebSocket, Set<FeedId>>();
  let stalled = false;
  let ticksSent = 0;

  const send = (socket: WebSocket, frame: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const onMessage = (socket: WebSocket, data: WebSocket.RawData) => {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return send(socket, { type: 'error', message: 'Malformed frame: not JSON' });
    }
    const frame = clientFrameSchema.safeParse(json);
    if (!frame.success) return send(socket, { type: 'error', message: `Malformed frame: ${frame.error.issues[0]?.message ?? 'invalid'}` });
    const mine = held.get(socket);
    if (!mine) return;
    for (const name of frame.data.channels) {
      const channel = channels.find((candidate) => candidate === name.toLowerCase());
      if (!channel) {
        send(socket, { type: 'error', message: `Unknown channel: ${name}` });
        continue;
      }
      if (frame.data.type === 'subscribe') mine.add(channel);
      else mine.delete(channel);
    }
    send(socket, { type: 'subscribed', channels: [...mine] });
  };

  const tick = () => {
    if (stalled || held.size === 0) return;
    const time = now();
    const prices = new Map<FeedId, number | undefined>();
    for (const [socket, mine] of held) {
      for (const channel of mine) {
        if (!prices.has(channel)) prices.set(channel, oracle.priceUsd(channel));
        const price = prices.get(channel);
        if (price === undefined) continue;
        send(socket, { type: 'price', channel, price, timestamp: time });
        ticksSent++;
      }
    }
  };
  const ticker = setInterval(tick, PRICE_TICK_MS);
  ticker.unref();

  return {
    handleUpgrade: (request, socket, head) =>
      server.handleUpgrade(request, socket, head, (ws) => {
        held.set(ws, new Set());
        ws.on('message', (data) => onMessage(ws, data));
        ws.on('close', () => held.delete(ws));
        ws.on('error', () => ws.terminate());
      }),
    setStalled: (value) => {
      stalled = value;
    },
    closeAll: () => {
      const count = held.size;
      for (const socket of held.keys()) socket.close(1001, 'closed by the switchboard');
      return count;
    },
    stats: () => ({ clients: held.size, stalled, ticksSent }),
    close: async () => {
      clearInterval(ticker);
      for (const socket of held.keys()) socket.terminate();
      held.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
