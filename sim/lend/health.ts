import type { BorrowVaultSpec } from './vaults';

/**
 * A loan's health (spec 000 §5): the service's healthRatio is debt over its liquidation limit
 * (collateral value times the liquidation threshold): 0 without debt, 1 at liquidation. A borrow
 * or a collateral withdrawal may leave the debt at most at the collateral factor.
 */
export const healthRatioOf = (vault: BorrowVaultSpec, collateralUsd: number, debtUsd: number): number | null => {
  if (debtUsd <= 0) return 0;
  const limit = (collateralUsd * vault.liquidationThresholdBps) / 10_000;
  return limit > 0 ? debtUsd / limit : null;
};

/** The most that may be borrowed against this collateral, USD. */
export const maxDebtUsd = (vault: BorrowVaultSpec, collateralUsd: number) => (collateralUsd * vault.collateralFactorBps) / 10_000;

export const isLiquidatable = (vault: BorrowVaultSpec, collateralUsd: number, debtUsd: number) => {
  const ratio = healthRatioOf(vault, collateralUsd, debtUsd);
  return ratio === null || ratio >= 1;
};
