import type { BorrowPosition } from './schemas';

/**
 * A loan's health at given prices (spec 000 §5 Display scores): the ratio is debt over the
 * liquidation limit (collateral value × liquidation threshold): 0 without debt, 1 at
 * liquidation. Recomputed from live prices, so it moves as the collateral's price moves.
 */
export interface LoanHealth {
  readonly collateralUsd: number;
  readonly debtUsd: number;
  /** null when the collateral is worth nothing (or its price is unknown) and there is debt. */
  readonly healthRatio: number | null;
  /** What more could be borrowed at the collateral factor, USD (0 when none). */
  readonly borrowableUsd: number;
}

const ui = (raw: string, decimals: number) => Number(raw) / 10 ** decimals;

export const loanHealth = (
  position: Pick<BorrowPosition, 'supply' | 'borrow' | 'vault'>,
  supplyPrice: number | undefined,
  borrowPrice: number | undefined,
): LoanHealth => {
  const { vault } = position;
  const collateralUsd = ui(position.supply, vault.supplyToken.decimals) * (supplyPrice ?? 0);
  const debtUsd = ui(position.borrow, vault.borrowToken.decimals) * (borrowPrice ?? 1);
  const limit = (collateralUsd * vault.liquidationThreshold) / 10_000;
  const healthRatio = debtUsd <= 0 ? 0 : limit > 0 ? debtUsd / limit : null;
  return { collateralUsd, debtUsd, healthRatio, borrowableUsd: Math.max(0, (collateralUsd * vault.collateralFactor) / 10_000 - debtUsd) };
};
