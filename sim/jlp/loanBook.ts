import { JLP_LOAN_RATE_BPS } from '../../streams/catalogues';
import { debtOf, indexAt } from '../lend/accrual';
import type { JlpDeps } from './jlpDeps';

/**
 * What the loans owe the pool: each open loan's debt at the loan index (9 % a year of the loans'
 * simulated time, so a warp accrues at once). The USDC lent left the custody; this receivable is
 * still the pool's, so the AUM counts it (USDC base units are micro-USD alike).
 */
export const loanIndex = (deps: Pick<JlpDeps, 'loanElapsed'>) => indexAt(JLP_LOAN_RATE_BPS, deps.loanElapsed());

export const lentOut = (deps: Pick<JlpDeps, 'loans' | 'loanElapsed'>): bigint => {
  const index = loanIndex(deps);
  return deps.loans.all().reduce((sum, loan) => (loan.liquidated || loan.debtShares === 0n ? sum : sum + debtOf(loan.debtShares, index)), 0n);
};
