import { STREAM_SLOW_CONSUMER_BYTES } from '../limits';
import { type SerializeContext, assetOf, poolOf, tradeTxOf } from '../market/serialize';
import type { TokenState } from '../market/token';
import type { StreamClient } from './client';

/**
 * Sends one client what waits for it, as one frame per topic, and empties its queue. Returns the
 * pool updates sent. A slow consumer (more than STREAM_SLOW_CONSUMER_BYTES still in its send
 * buffer) is skipped: its queue keeps the latest state per pool, price and asset, and goes out
 * on a later flush.
 */
export const flushClient = (client: StreamClient, context: SerializeContext): number => {
  if (!client.hasPending()) return 0;
  if (client.socket.bufferedAmount > STREAM_SLOW_CONSUMER_BYTES) {
    client.flushesSkipped++;
    return 0;
  }
  let updates = 0;
  if (client.pendingPools.size > 0) {
    const data = [...client.pendingPools].map(([token, type]) => ({ type, pool: poolOf(token, context, true) }));
    client.send({ type: 'updates', data });
    updates = data.length;
    client.updatesSent += updates;
  }
  if (client.pendingTrades.length > 0) {
    client.send({ type: 'actions', data: client.pendingTrades.map(({ token, trade }) => tradeTxOf(token, trade, context.market)) });
  }
  if (client.pendingPrices.size > 0) {
    client.send({
      type: 'prices',
      data: [...client.pendingPrices].map(([token, trade]) => ({ assetId: token.info.mint, price: trade.priceUsd, blockId: trade.blockId })),
    });
  }
  if (client.pendingAssets.size > 0) {
    client.send({ type: 'asset-updates', data: [...client.pendingAssets].map((token: TokenState) => ({ type: 'update', asset: assetOf(token, context) })) });
  }
  client.clearPending();
  return updates;
};
