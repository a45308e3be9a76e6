import type { ProgramFailure } from '../ledger';
import { programFailure } from './programFailure';
import { debtSharesFor } from '../lend/accrual';
import { poolView } from './aum';
import type { JlpDeps } from './jlpDeps';
import { limitProblem, loanIndex, loanView } from './loanMath';

/**
 * The loan side of the pool's program: what it refuses when a jlp.loan.v1 runs, and what it
 * records once one lands (from the landed terms alone).
 */

export const LOAN_ERRORS = {
  taken: programFailure(6013, 'LoanTaken', 'A loan with this id exists already'),
  loan: programFailure(6014, 'LoanNotFound', "No such loan of this owner's"),
  liquidated: programFailure(6015, 'LoanLiquidated', 'The loan was liquidated'),
  collateral: programFailure(6016, 'InsufficientCollateral', 'Cannot withdraw more collateral than supplied'),
  limit: programFailure(6017, 'BorrowLimitExceeded', 'The debt would pass the loan-to-value limit'),
} as const;

interface LoanTerms {
  readonly owner: string;
  readonly loan: number;
  readonly open: 'new' | 'existing';
  readonly collateral: bigint;
  readonly debt: bigint;
}

export const loanCheck = (deps: JlpDeps, terms: LoanTerms): ProgramFailure | undefined => {
  const loan = deps.loans.loan(terms.loan);
  if (terms.open === 'new' && loan) return LOAN_ERRORS.taken;
  if (terms.open === 'existing' && (!loan || loan.owner !== terms.owner)) return LOAN_ERRORS.loan;
  if (loan?.liquidated) return LOAN_ERRORS.liquidated;
  const collateral = (loan?.collateral ?? 0n) + terms.collateral;
  if (collateral < 0n) return LOAN_ERRORS.collateral;
  if (terms.debt <= 0n && terms.collateral >= 0n) return undefined;
  const pool = poolView(deps);
  const debt = (loan ? loanView(deps, loan, pool).debt : 0n) + terms.debt;
  return limitProblem(collateral, debt, pool) ? LOAN_ERRORS.limit : undefined;
};

/** A landed loan change: the collateral moves by the terms, the debt by shares at the loan index (a repayment's rounded up). */
export const applyLoanLanding = (deps: JlpDeps, terms: LoanTerms) => {
  const loan = deps.loans.loan(terms.loan) ?? { id: terms.loan, owner: terms.owner, collateral: 0n, debtShares: 0n, liquidated: false, openedAt: deps.now() };
  const index = loanIndex(deps);
  loan.collateral += terms.collateral;
  if (terms.debt > 0n) loan.debtShares += debtSharesFor(terms.debt, index);
  if (terms.debt < 0n) {
    const burned = debtSharesFor(-terms.debt, index);
    loan.debtShares = burned >= loan.debtShares ? 0n : loan.debtShares - burned;
  }
  deps.loans.put(loan);
};
