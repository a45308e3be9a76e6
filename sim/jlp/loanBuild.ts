import { JLP_DECIMALS, JLP_MINT, jlpCustodyOf } from '../../streams/catalogues';
import { JLP_PROGRAM, jlpLoan } from '../../streams/instructions';
import { type BuiltLendTransaction, buildLendTransaction, ensureAccount, termsInstruction, tokenMove } from '../lend/lendTransaction';
import { poolView } from './aum';
import { type JlpDeps, type JlpResult, fail } from './jlpDeps';
import { limitProblem, loanView } from './loanMath';

/**
 * A JLP loan change as a transaction the user signs: the jlp.loan.v1 terms first (the wallet and
 * the custody signing), then the moves they imply: JLP in or out of the custody, USDC out of it
 * (a borrow) or into it (a repayment). A repayment of more than the debt repays exactly the
 * debt; a borrow or withdrawal past the loan-to-value limit is refused.
 */
const USDC = jlpCustodyOf('USDC');

export const buildLoanOperate = (
  deps: JlpDeps,
  owner: string,
  loanId: number,
  collateral: bigint,
  debtAsked: bigint,
): JlpResult<BuiltLendTransaction & { readonly loanId: number }> => {
  if (!USDC) return fail(500, 'The pool has no USDC custody');
  if (collateral === 0n && debtAsked === 0n) return fail(400, 'Nothing to change');
  const pool = poolView(deps);
  const existing = loanId === 0 ? undefined : deps.loans.loan(loanId);
  if (loanId !== 0 && (!existing || existing.owner !== owner)) return fail(404, 'No such loan of this wallet');
  if (existing?.liquidated) return fail(400, 'This loan was liquidated');
  if (loanId === 0 && collateral <= 0n) return fail(400, 'A new loan needs JLP as collateral');
  const view = existing ? loanView(deps, existing, pool) : undefined;
  const debtNow = view?.debt ?? 0n;
  const collateralNow = existing?.collateral ?? 0n;
  // Repaying more than is owed repays what is owed.
  const debt = debtAsked < 0n && -debtAsked > debtNow ? -debtNow : debtAsked;
  if (debtAsked < 0n && debtNow === 0n) return fail(400, 'Nothing to repay');
  const collateralNext = collateralNow + collateral;
  if (collateralNext < 0n) return fail(400, 'Cannot withdraw more collateral than supplied');
  if (collateral > 0n && deps.ledger.tokenBalance(owner, JLP_MINT) < collateral) return fail(400, 'Insufficient JLP balance');
  if (debt < 0n && deps.ledger.tokenBalance(owner, USDC.mint) < -debt) return fail(400, 'Insufficient USDC balance');
  if (debt > 0n || collateral < 0n) {
    const problem = limitProblem(collateralNext, debtNow + debt, pool);
    if (problem) return fail(400, problem);
  }
  const custody = deps.custody.address;
  const id = loanId === 0 ? deps.loans.newId() : loanId;
  const terms = { owner, loan: id, open: loanId === 0 ? ('new' as const) : ('existing' as const), collateral, debt, recipient: owner };
  const moves = [
    ...(collateral > 0n ? [tokenMove(owner, custody, JLP_MINT, collateral, JLP_DECIMALS)] : []),
    ...(collateral < 0n ? [ensureAccount(owner, owner, JLP_MINT), tokenMove(custody, owner, JLP_MINT, -collateral, JLP_DECIMALS)] : []),
    ...(debt > 0n ? [ensureAccount(owner, owner, USDC.mint), tokenMove(custody, owner, USDC.mint, debt, USDC.decimals)] : []),
    ...(debt < 0n ? [tokenMove(owner, custody, USDC.mint, -debt, USDC.decimals)] : []),
  ];
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [termsInstruction(JLP_PROGRAM, jlpLoan.encode(terms), owner, custody), ...moves],
    [deps.custody.signer],
  );
  return { ok: true, value: { ...built, loanId: id } };
};
