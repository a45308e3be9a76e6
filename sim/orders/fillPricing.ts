import { USDC_MINT, USDT_MINT, isStable } from '../market/knownTokens';
import type { Market } from '../market/market';
import { type Route, type RouteOptions, findRoutes } from '../swap/routes';

/**
 * Pricing a fill or a slice on the simulator's pools with the swap router (ExactIn, the same
 * routes a swap would take), the order fee taken from the output: 0.03 % between stables, 0.1 %
 * otherwise (research §5, §6).
 */
export const DEFAULT_FEE_BPS = 10;
export const STABLE_FEE_BPS = 3;
export const STABLE_MINTS = [USDC_MINT, USDT_MINT] as const;

export const feeBpsFor = (inputMint: string, outputMint: string) => (isStable(inputMint) && isStable(outputMint) ? STABLE_FEE_BPS : DEFAULT_FEE_BPS);

const ROUTE_OPTIONS: RouteOptions = { onlyDirectRoutes: false, restrictIntermediateTokens: true, dexes: undefined, excludeDexes: new Set(), maxAccounts: 64 };

export interface PlannedFill {
  readonly routes: readonly Route[];
  readonly inAmount: bigint;
  /** What the pools pay out. */
  readonly grossOut: bigint;
  readonly feeAmount: bigint;
  /** What the owner gets. */
  readonly netOut: bigint;
}

export const planFill = (market: Market, inputMint: string, outputMint: string, amount: bigint): PlannedFill | undefined => {
  if (amount <= 0n) return undefined;
  const routing = findRoutes(market, inputMint, outputMint, 'ExactIn', amount, ROUTE_OPTIONS);
  if (!routing.ok) return undefined;
  const feeAmount = (routing.outAmount * BigInt(feeBpsFor(inputMint, outputMint))) / 10_000n;
  return { routes: routing.routes, inAmount: amount, grossOut: routing.outAmount, feeAmount, netOut: routing.outAmount - feeAmount };
};

/** Binary search stops when the bracket is this fraction of the remainder (0.1 %). */
const PRECISION = 1_000n;

/**
 * The largest fill the order accepts: all of `remaining` when the rate holds for it; otherwise,
 * since price impact only worsens with size, the largest part that keeps the rate, leaving at
 * least `floor` behind (no dust), and never less than `floor`. Undefined when nothing fills.
 */
export const largestFill = (
  remaining: bigint,
  floor: bigint,
  plan: (amount: bigint) => PlannedFill | undefined,
  accepts: (fill: PlannedFill) => boolean,
): PlannedFill | undefined => {
  const whole = plan(remaining);
  if (whole && accepts(whole)) return whole;
  if (remaining < 2n * floor) return undefined;
  let best = plan(floor);
  if (!best || !accepts(best)) return undefined;
  let low = floor;
  let high = remaining - floor;
  const step = remaining / PRECISION > 1n ? remaining / PRECISION : 1n;
  while (high - low > step) {
    const middle = (low + high) / 2n;
    const candidate = plan(middle);
    if (candidate && accepts(candidate)) {
      best = candidate;
      low = middle;
    } else high = middle;
  }
  const top = plan(high);
  return top && accepts(top) ? top : best;
};
