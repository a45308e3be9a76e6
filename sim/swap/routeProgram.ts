import type { ProgramCheck, ProgramFailure } from '../ledger';
import type { Market } from '../market/market';
import { type BuiltSwap, routeIdOf } from './builtSwap';
import { userAmountNow } from './replay';

/**
 * The route program's one on-chain decision, made when a swap lands (and when it is
 * simulated): the swap priced on the pools as they are then must stay within the threshold,
 * or the route instruction fails with 6001 SlippageToleranceExceeded and the transaction moves
 * nothing. A route tag it does not know fails with 6010 InvalidRoutePlan. The logs are Anchor's.
 */
export const SLIPPAGE_TOLERANCE_EXCEEDED = 6001;
export const INVALID_ROUTE_PLAN = 6010;

const anchorFailure = (code: number, name: string, message: string, detail: string[]): ProgramFailure => ({
  code,
  logs: ['Program log: Instruction: Route', ...detail.map((line) => `Program log: ${line}`), `Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});

export const createRouteCheck = (swaps: { get(id: string): BuiltSwap | undefined }, market: () => Market): ProgramCheck => (data) => {
  const id = routeIdOf(data);
  const swap = id !== undefined ? swaps.get(id) : undefined;
  if (!swap) return anchorFailure(INVALID_ROUTE_PLAN, 'InvalidRoutePlan', 'Invalid route plan', []);
  const now = userAmountNow(market(), swap.plan, swap.feeCharged > 0n);
  const exceeded = (detail: string) => anchorFailure(SLIPPAGE_TOLERANCE_EXCEEDED, 'SlippageToleranceExceeded', 'Slippage tolerance exceeded', [detail]);
  if (now === undefined) return exceeded('a pool of the route is no longer active');
  if (swap.plan.mode === 'ExactIn' && now < swap.threshold) return exceeded(`out_amount ${now} < minimum_out_amount ${swap.threshold}`);
  if (swap.plan.mode === 'ExactOut' && now > swap.threshold) return exceeded(`in_amount ${now} > maximum_in_amount ${swap.threshold}`);
  return undefined;
};
