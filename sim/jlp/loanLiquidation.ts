import { JLP_DECIMALS, JLP_LOAN_LIQUIDATION_BPS, JLP_MINT, jlpCustodyOf } from '../../streams/catalogues';
import { uiAmount } from '../lend/accrual';
import { poolView } from './aum';
import type { JlpDeps } from './jlpDeps';
import { loanView } from './loanMath';

/**
 * Each block: a loan whose debt has reached its collateral's worth at the liquidation threshold
 * (health ratio 1) is liquidated: the pool takes its JLP and burns it (the custody's JLP is
 * redeemed: worth more than the debt it clears, so the JLP holders gain the difference), its
 * debt is cleared, and its borrower gets a notice. Then every borrower's loans go to the wallet store (the drawer's Borrow list),
 * valued at the pool's price with the loans' threshold.
 */
const USDC_MINT = jlpCustodyOf('USDC')?.mint ?? '';
const THRESHOLD = Number(JLP_LOAN_LIQUIDATION_BPS) / 10_000;

export const liquidateLoans = (deps: JlpDeps) => {
  const loans = deps.loans.all().filter((loan) => !loan.liquidated && loan.debtShares > 0n);
  if (loans.length === 0) return;
  const pool = poolView(deps);
  for (const loan of loans) {
    const view = loanView(deps, loan, pool);
    if (view.healthRatio === null || view.healthRatio < 1) continue;
    loan.liquidated = true;
    loan.debtShares = 0n;
    const held = deps.ledger.tokenBalance(deps.custody.address, JLP_MINT);
    const seized = loan.collateral < held ? loan.collateral : held;
    deps.ledger.setTokenBalance(deps.custody.address, JLP_MINT, held - seized);
    deps.state.addMinted(-seized);
    deps.loans.notify(loan.owner, { loanId: loan.id, time: deps.now(), collateral: loan.collateral, debt: view.debt, priceMicro: pool.priceMicro });
  }
};

export const syncLoans = (deps: JlpDeps, owner: string) => {
  const pool = poolView(deps);
  const price = Number(pool.priceMicro) / 1e6;
  for (const loan of deps.loans.loansOf(owner)) {
    const id = `${owner.slice(0, 8)}-jlp-loan-${loan.id}`;
    const view = loanView(deps, loan, pool);
    if (loan.liquidated || (loan.collateral === 0n && view.debt === 0n)) {
      deps.wallets.removeBorrowPosition(owner, id);
      continue;
    }
    deps.wallets.upsertBorrowPosition(owner, {
      id,
      supplied: [{ mint: JLP_MINT, amount: uiAmount(loan.collateral, JLP_DECIMALS), priceUsd: price }],
      borrowed: view.debt > 0n ? [{ mint: USDC_MINT, amount: uiAmount(view.debt, 6) }] : [],
      liquidationThreshold: THRESHOLD,
      link: '/perps/jlp-loans',
    });
  }
};

export const syncAllLoans = (deps: JlpDeps) => {
  for (const owner of new Set(deps.loans.all().map((loan) => loan.owner))) syncLoans(deps, owner);
};
