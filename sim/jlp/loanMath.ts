import { JLP_DECIMALS, jlpLoanHealth, jlpLoanLimit, usdOfTokens } from '../../streams/catalogues';
import { debtOf } from '../lend/accrual';
import type { PoolView } from './aum';
import type { JlpDeps } from './jlpDeps';
import { loanIndex } from './loanBook';
import type { JlpLoan } from './loanState';

/**
 * A loan valued now: its debt at the loan index (loanBook.ts), its JLP at the pool's price. USDC counts a dollar (the debt is USDC base
 * units, micro-USD alike).
 */
export { loanIndex };

export interface LoanView {
  readonly loan: JlpLoan;
  readonly debt: bigint;
  readonly collateralMicro: bigint;
  readonly limitMicro: bigint;
  readonly healthRatio: number | null;
}

export const loanView = (deps: JlpDeps, loan: JlpLoan, pool: PoolView): LoanView => {
  const debt = loan.debtShares > 0n ? debtOf(loan.debtShares, loanIndex(deps)) : 0n;
  const collateralMicro = usdOfTokens(loan.collateral, JLP_DECIMALS, pool.priceMicro);
  return { loan, debt, collateralMicro, limitMicro: jlpLoanLimit(collateralMicro), healthRatio: jlpLoanHealth(debt, collateralMicro) };
};

/** Why a loan with this collateral and debt is refused, or undefined when the loan-to-value limit holds. */
export const limitProblem = (collateral: bigint, debt: bigint, pool: PoolView): string | undefined => {
  if (debt <= 0n) return undefined;
  const limit = jlpLoanLimit(usdOfTokens(collateral, JLP_DECIMALS, pool.priceMicro));
  return debt > limit ? `Borrow limit exceeded: at most ${(Number(limit) / 1e6).toFixed(2)} USDC against this collateral` : undefined;
};
