import type { SwapRequest } from './swapRequest';

/**
 * The compute budget of a swap transaction: its unit limit (an estimate with margin when
 * dynamicComputeUnitLimit is on, the 1.4M maximum otherwise) and its unit price, from
 * prioritizationFeeLamports (a total in lamports, a priority level capped by maxLamports, or
 * "auto") or computeUnitPriceMicroLamports, never both.
 */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
/** What "auto" and the priority levels pay in total, in lamports (before maxLamports). */
export const PRIORITY_LEVEL_LAMPORTS = { medium: 50_000, high: 150_000, veryHigh: 500_000 } as const;
const AUTO_LEVEL = 'high';
const DYNAMIC_MARGIN = 1.2;

export interface ComputeBudgetChoice {
  readonly unitLimit: number;
  readonly microLamports: bigint;
  /** What the unit price costs at the limit, in lamports (the tip, for a jito build). */
  readonly prioritizationFeeLamports: number;
  /** jitoTipLamports builds: a transfer to a tip account instead of a unit price (bundles). */
  readonly jitoTip?: { readonly lamports: bigint; readonly payer: string | undefined };
}

export type ComputeBudgetOutcome =
  { readonly ok: true; readonly budget: ComputeBudgetChoice } | { readonly ok: false; readonly errorCode: string; readonly error: string };

const wantedLamports = (fee: SwapRequest['prioritizationFeeLamports']): number | { readonly tip: number; readonly payer?: string } => {
  if (fee === undefined || fee === null || fee === 'auto') return PRIORITY_LEVEL_LAMPORTS[AUTO_LEVEL];
  if (typeof fee === 'number') return fee;
  if ('priorityLevelWithMaxLamports' in fee) {
    const { priorityLevel, maxLamports } = fee.priorityLevelWithMaxLamports;
    return Math.min(PRIORITY_LEVEL_LAMPORTS[priorityLevel], maxLamports);
  }
  if ('jitoTipLamports' in fee) return { tip: fee.jitoTipLamports };
  return { tip: fee.jitoTipLamportsWithPayer.lamports, payer: fee.jitoTipLamportsWithPayer.payer };
};

/** The least tip the block engine takes (sim/bundles/tipAccounts.ts MIN_TIP_LAMPORTS). */
const MIN_JITO_TIP = 1000;

export const chooseComputeBudget = (request: SwapRequest, estimatedUnits: number): ComputeBudgetOutcome => {
  const unitLimit = request.dynamicComputeUnitLimit
    ? Math.min(MAX_COMPUTE_UNIT_LIMIT, Math.ceil((estimatedUnits * DYNAMIC_MARGIN) / 1000) * 1000)
    : MAX_COMPUTE_UNIT_LIMIT;
  const explicitPrice = request.computeUnitPriceMicroLamports;
  const hasFee = request.prioritizationFeeLamports !== undefined && request.prioritizationFeeLamports !== null;
  if (explicitPrice !== undefined && explicitPrice !== null && hasFee) {
    return {
      ok: false,
      errorCode: 'INVALID_COMPUTE_UNIT_PRICE_AND_PRIORITIZATION_FEE',
      error: 'Cannot set both computeUnitPriceMicroLamports and prioritizationFeeLamports',
    };
  }
  let microLamports: bigint;
  if (explicitPrice !== undefined && explicitPrice !== null) microLamports = BigInt(explicitPrice);
  else {
    const lamports = wantedLamports(request.prioritizationFeeLamports);
    if (typeof lamports !== 'number') {
      if (lamports.tip < MIN_JITO_TIP) return { ok: false, errorCode: 'INVALID_REQUEST', error: `jitoTipLamports must be at least ${MIN_JITO_TIP}` };
      return {
        ok: true,
        budget: { unitLimit, microLamports: 0n, prioritizationFeeLamports: lamports.tip, jitoTip: { lamports: BigInt(lamports.tip), payer: lamports.payer } },
      };
    }
    microLamports = (BigInt(lamports) * 1_000_000n) / BigInt(unitLimit);
  }
  const prioritizationFeeLamports = Number((microLamports * BigInt(unitLimit) + 999_999n) / 1_000_000n);
  return { ok: true, budget: { unitLimit, microLamports, prioritizationFeeLamports } };
};
