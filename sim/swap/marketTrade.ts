import { createHash } from 'node:crypto';
import type { Market } from '../market/market';
import type { Trade } from '../market/tokenTypes';
import type { Leg } from './routes';

/**
 * A landed swap's legs applied to the market: each leg trades its pool with the pool's own
 * math (the market is where prices live; the ledger bridge brings the vaults up to it on the
 * next block), so prices move, the trade shows in the token's trades and stats, and, when the
 * market can publish external trades, in the live stream.
 *
 * The market has no notion of outside wallets: the swap trades as one of its trader indices,
 * picked from the wallet's address, which holds what it sells for the moment of the sale.
 */
const hashInt = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

const traderIndex = (market: Market, owner: string) => hashInt(owner) % Math.max(1, market.traders.length);

const ui = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

export const applyLegToMarket = (market: Market, leg: Leg, context: { readonly owner: string; readonly signature: string }): Trade | undefined => {
  const { pool, side } = leg.hop;
  const token = market.token(pool.baseMint);
  if (!token || token.pool.id !== pool.id) return undefined;
  const quoteUsd = market.quoteUsd(token.pool.quoteMint);
  const trader = traderIndex(market, context.owner);
  let usd: number;
  if (side === 'buy') usd = ui(leg.inAmount, pool.quoteDecimals) * quoteUsd;
  else {
    const amount = ui(leg.inAmount, pool.baseDecimals);
    token.holdings.change(trader, amount);
    usd = amount * token.priceUsd(quoteUsd);
  }
  const time = market.now();
  const trade = token.trade({
    time,
    side,
    usd,
    trader,
    organic: true,
    mev: false,
    quoteUsd,
    hashSeed: (hashInt(context.signature) % 0x7ffffffe) + 1,
    blockId: market.blockIdAt(time),
    pickHolder: 0,
  });
  if (trade) market.publishExternalTrade(token, trade);
  return trade;
};
