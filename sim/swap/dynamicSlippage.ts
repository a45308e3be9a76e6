import { isStable } from '../market/knownTokens';
import type { Market } from '../market/market';
import { type QuotePlan, thresholdFor } from './quote';
import { userAmountNow } from './replay';
import type { SwapRequest } from './swapRequest';

/**
 * dynamicSlippage on POST /swap: the swap is priced again now, the slippage it already incurred
 * is measured (negative when the user would get less, or pay more, than quoted), and the
 * threshold the route enforces is widened to 1.5 times that, within the pair's category floor
 * and the caller's minBps and maxBps.
 */
export interface DynamicSlippageReport {
  readonly slippageBps: number;
  readonly otherAmount: string | null;
  readonly simulatedIncurredSlippageBps: number;
  readonly amplificationRatio: string;
  readonly categoryName: string;
  readonly heuristicMaxSlippageBps: number;
}

const AMPLIFICATION = 1.5;
const DEFAULT_MAX_BPS = 300;
const categoryFloors = { stable: 10, bluechip: 50, verified: 100, memecoin: 200 } as const;

const categoryOf = (market: Market, plan: QuotePlan): keyof typeof categoryFloors => {
  if (isStable(plan.inputMint) && isStable(plan.outputMint)) return 'stable';
  const tokens = [plan.inputMint, plan.outputMint].map((mint) => market.token(mint));
  if (tokens.every((token) => token?.info.known)) return 'bluechip';
  if (tokens.every((token) => token !== undefined && market.isVerified(token))) return 'verified';
  return 'memecoin';
};

export const applyDynamicSlippage = (
  market: Market,
  plan: QuotePlan,
  request: SwapRequest,
  feeCharged: boolean,
): { readonly threshold: bigint; readonly report: DynamicSlippageReport | null } => {
  const option = request.dynamicSlippage;
  if (!option) return { threshold: plan.otherAmountThreshold, report: null };
  const bounds = typeof option === 'object' ? option : {};
  const maxBps = bounds.maxBps ?? DEFAULT_MAX_BPS;
  const minBps = Math.min(bounds.minBps ?? 0, maxBps);
  const quoted = plan.mode === 'ExactIn' ? plan.outAmount : plan.inAmount;
  const now = userAmountNow(market, plan, feeCharged);
  const change = now === undefined || quoted === 0n ? 0 : (Number(now - quoted) / Number(quoted)) * 10_000;
  const incurred = Math.round(plan.mode === 'ExactIn' ? change : -change);
  const category = categoryOf(market, plan);
  const wanted = Math.max(categoryFloors[category], Math.ceil(Math.max(0, -incurred) * AMPLIFICATION));
  const slippageBps = Math.max(minBps, Math.min(maxBps, wanted));
  return {
    threshold: thresholdFor(plan.mode, quoted, slippageBps),
    report: {
      slippageBps,
      otherAmount: now?.toString() ?? null,
      simulatedIncurredSlippageBps: incurred,
      amplificationRatio: String(AMPLIFICATION),
      categoryName: category,
      heuristicMaxSlippageBps: maxBps,
    },
  };
};
