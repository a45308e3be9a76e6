import type { Market } from '../market/market';
import { type Hop, currentPool } from './pools';
import type { QuotePlan } from './quote';
import { evaluatePath } from './routes';

const BPS = 10_000n;

/**
 * The swap priced again on the pools as they are now, as the route program prices it when it
 * executes: ExactIn, what the user would get for the quoted input (platform fee off); ExactOut,
 * what the user would pay for the quoted output (platform fee on). Undefined when a pool is
 * gone, moved (a graduation) or cannot fill.
 */
export const userAmountNow = (market: Market, plan: QuotePlan, feeCharged: boolean): bigint | undefined => {
  let total = 0n;
  for (const route of plan.routes) {
    const hops: Hop[] = [];
    for (const { hop } of route.legs) {
      const pool = currentPool(market, hop.pool.id, hop.pool.baseMint);
      if (!pool) return undefined;
      hops.push({ pool, side: hop.side });
    }
    const first = route.legs[0];
    const last = route.legs[route.legs.length - 1];
    if (!first || !last) return undefined;
    const priced = evaluatePath(hops, plan.mode, plan.mode === 'ExactIn' ? first.inAmount : last.outAmount);
    if (!priced.ok) return undefined;
    total += plan.mode === 'ExactIn' ? priced.outAmount : priced.inAmount;
  }
  const feeBps = feeCharged ? BigInt(plan.platformFee?.feeBps ?? 0) : 0n;
  const fee = (total * feeBps) / BPS;
  return plan.mode === 'ExactIn' ? total - fee : total + fee;
};
