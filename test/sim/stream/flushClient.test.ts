import { STREAM_PENDING_TRADES_LIMIT, STREAM_SLOW_CONSUMER_BYTES } from '../../../sim/limits';
import { Market } from '../../../sim/market/market';
import type { Trade } from '../../../sim/market/tokenTypes';
import { StreamClient } from '../../../sim/stream/client';
import { flushClient } from '../../../sim/stream/flushClient';

const now = Date.UTC(2026, 10, 28, 12, 0, 0);

/** A socket that records what it is sent, with a send buffer the test sets. */
const fakeSocket = () => {
  const sent: { type: string; data: { type: string; pool: { baseAsset: { id: string } } }[] }[] = [];
  const socket = {
    readyState: 1,
    OPEN: 1 as const,
    bufferedAmount: 0,
    send: (text: string) => sent.push(JSON.parse(text)),
    close: () => undefined,
    terminate: () => undefined,
  };
  return { socket, sent };
};

describe('a stream client flush (sim/stream/flushClient.ts)', () => {
  const market = new Market({ seed: 5, now, tokenCount: 40 });
  const context = { market, publicUrl: 'http://sim', now };
  const [first, second] = [...market.tokens()];
  if (!first || !second) throw new Error('the market has tokens');

  it('sends what waits as one frame per topic and empties the queue', () => {
    const { socket, sent } = fakeSocket();
    const client = new StreamClient(socket as never);
    client.queuePool(first, 'update');
    expect(flushClient(client, context)).toBe(1);
    expect(sent.map((frame) => frame.type)).toEqual(['updates']);
    expect(client.hasPending()).toBe(false);
  });

  it('skips a slow consumer, keeps its queue conflated to the latest per pool, and sends it once the buffer drains', () => {
    const { socket, sent } = fakeSocket();
    const client = new StreamClient(socket as never);
    socket.bufferedAmount = STREAM_SLOW_CONSUMER_BYTES + 1;
    client.queuePool(first, 'update');
    expect(flushClient(client, context)).toBe(0);
    client.queuePool(first, 'update');
    client.queuePool(second, 'new');
    expect(flushClient(client, context)).toBe(0);
    expect(sent).toEqual([]);
    expect(client.flushesSkipped).toBe(2);

    socket.bufferedAmount = STREAM_SLOW_CONSUMER_BYTES;
    expect(flushClient(client, context)).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data.map((item) => [item.type, item.pool.baseAsset.id])).toEqual([
      ['update', first.info.mint],
      ['new', second.info.mint],
    ]);
    expect(client.hasPending()).toBe(false);
  });

  it('keeps at most the newest STREAM_PENDING_TRADES_LIMIT trades for a slow consumer', () => {
    const client = new StreamClient(fakeSocket().socket as never);
    const trades = Array.from({ length: STREAM_PENDING_TRADES_LIMIT + 5 }, (_, i) => ({ blockId: i }) as unknown as Trade);
    for (const trade of trades) client.queueTrade(first, trade);
    expect(client.pendingTrades).toHaveLength(STREAM_PENDING_TRADES_LIMIT);
    expect(client.pendingTrades[0]?.trade).toBe(trades[5]);
    expect(client.pendingTrades.at(-1)?.trade).toBe(trades.at(-1));
  });
});
