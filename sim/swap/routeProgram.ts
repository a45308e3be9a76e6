import type { ProgramCheck, ProgramFailure } from '../ledger';
import type { Market } from '../market/market';
import { type BuiltSwap, routeOf } from './builtSwap';
import { userAmountNow } from './replay';

/**
 * The route program's one on-chain decision, made when a swap lands (and when it is
 * simulated): the swap priced on the pools as they are then must stay within the threshold its
 * instruction carries (what the user signed, not what the service remembers), or the route
 * instruction fails with 6001 SlippageToleranceExceeded and the transaction moves nothing. A
 * route it does not know, or one whose pair, mode or owner is not the built swap's, fails with
 * 6010 InvalidRoutePlan. The logs are Anchor's.
 */
export const SLIPPAGE_TOLERANCE_EXCEEDED = 6001;
export const INVALID_ROUTE_PLAN = 6010;

const anchorFailure = (code: number, name: string, message: string, detail: string[]): ProgramFailure => ({
  code,
  logs: [
    'Program log: Instruction: Route',
    ...detail.map((line) => `Program log: ${line}`),
    `Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`,
  ],
});

export const createRouteCheck =
  (swaps: { get(id: string): BuiltSwap | undefined }, market: () => Market): ProgramCheck =>
  (data) => {
    const route = routeOf(data);
    const swap = route ? swaps.get(route.id) : undefined;
    const matches =
      route &&
      swap &&
      route.owner === swap.owner &&
      route.inputMint === swap.plan.inputMint &&
      route.outputMint === swap.plan.outputMint &&
      route.mode === swap.plan.mode;
    if (!route || !swap || !matches) return anchorFailure(INVALID_ROUTE_PLAN, 'InvalidRoutePlan', 'Invalid route plan', []);
    const { threshold } = route;
    const now = userAmountNow(market(), swap.plan, swap.feeCharged > 0n);
    const exceeded = (detail: string) => anchorFailure(SLIPPAGE_TOLERANCE_EXCEEDED, 'SlippageToleranceExceeded', 'Slippage tolerance exceeded', [detail]);
    if (now === undefined) return exceeded('a pool of the route is no longer active');
    if (swap.plan.mode === 'ExactIn' && now < threshold) return exceeded(`out_amount ${now} < minimum_out_amount ${threshold}`);
    if (swap.plan.mode === 'ExactOut' && now > threshold) return exceeded(`in_amount ${now} > maximum_in_amount ${threshold}`);
    return undefined;
  };
