import { POOL_FEE } from '../market/curve';
import { USDC_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';

/**
 * POST /__sim/market/move: one large trade in a token's pool that moves its price by about
 * `percent` (a buy up, a sell down), so a test can cross a limit order's price. The trade goes
 * through the pool's own math and shows like any other (stream, stats, quotes); the token's
 * valuation anchor moves with it, so the market's traders do not simply trade it back.
 */
export const MOVE_PERCENT_MIN = -90;
export const MOVE_PERCENT_MAX = 900;
/** A trader index of the market's own: the one that makes the moves. */
const MOVER = 0;

export type MoveOutcome =
  { readonly ok: true; readonly mint: string; readonly priceUsd: number } | { readonly ok: false; readonly status: number; readonly error: string };

/**
 * Constant product with the fee on the input: a buy of `a` quote takes the price from q/b to
 * (q+a)(q+a(1-fee))/(bq); a sell of `s` base to bq/((b+s)(b+s(1-fee))). Solved for a factor f.
 */
const quoteToBuy = (quote: number, factor: number) => {
  const keep = 1 - POOL_FEE;
  return (quote * (-(1 + keep) + Math.sqrt((1 + keep) ** 2 + 4 * keep * (factor - 1)))) / (2 * keep);
};
const baseToSell = (base: number, factor: number) => {
  const keep = 1 - POOL_FEE;
  return (base * (-(1 + keep) + Math.sqrt((1 + keep) ** 2 - 4 * keep * (1 - 1 / factor)))) / (2 * keep);
};

export const moveMarket = (market: Market, mint: string, percent: number): MoveOutcome => {
  const token = market.token(mint);
  if (!token) return { ok: false, status: 404, error: `Unknown mint: ${mint}` };
  if (mint === USDC_MINT) return { ok: false, status: 400, error: 'USDC is the unit of account: its price is 1 USD by definition' };
  const factor = 1 + percent / 100;
  if (factor === 1) return { ok: true, mint, priceUsd: market.priceUsd(token) };
  const quoteUsd = market.quoteUsd(token.pool.quoteMint);
  const { reserves } = token.pool;
  const time = market.now();
  let usd: number;
  let side: 'buy' | 'sell';
  if (factor > 1) {
    side = 'buy';
    usd = quoteToBuy(reserves.quote, factor) * quoteUsd;
  } else {
    side = 'sell';
    const amount = baseToSell(reserves.base, factor);
    token.holdings.change(MOVER, amount);
    usd = amount * token.priceUsd(quoteUsd);
  }
  const trade = token.trade({
    time,
    side,
    usd,
    trader: MOVER,
    organic: true,
    mev: false,
    quoteUsd,
    hashSeed: (Math.floor(time) % 0x7ffffffe) + 1,
    blockId: market.blockIdAt(time),
    pickHolder: 0,
  });
  if (trade) market.publishExternalTrade(token, trade);
  token.anchorMcap *= factor;
  return { ok: true, mint, priceUsd: market.priceUsd(token) };
};
