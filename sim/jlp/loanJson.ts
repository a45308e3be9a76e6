import { JLP_LOAN_LIQUIDATION_BPS, JLP_LOAN_LTV_BPS, JLP_LOAN_RATE_BPS } from '../../streams/catalogues';
import { poolView } from './aum';
import type { JlpDeps } from './jlpDeps';
import { loanView } from './loanMath';

/** A wallet's JLP loans [I]: the terms, each loan valued now, and its liquidation notices. Micro-USD and base units as strings. */
export const loansJson = (deps: JlpDeps, owner: string) => {
  const pool = poolView(deps);
  return {
    owner,
    terms: { ltvBps: Number(JLP_LOAN_LTV_BPS), liquidationBps: Number(JLP_LOAN_LIQUIDATION_BPS), rateBps: JLP_LOAN_RATE_BPS },
    jlpPriceMicro: pool.priceMicro.toString(),
    loans: deps.loans.loansOf(owner).map((loan) => {
      const view = loanView(deps, loan, pool);
      return {
        id: loan.id,
        collateral: loan.collateral.toString(),
        debt: view.debt.toString(),
        collateralMicro: view.collateralMicro.toString(),
        limitMicro: view.limitMicro.toString(),
        healthRatio: view.healthRatio,
        liquidated: loan.liquidated,
        openedAt: loan.openedAt,
      };
    }),
    notices: deps.loans.noticesOf(owner).map((notice) => ({
      loanId: notice.loanId,
      time: notice.time,
      collateral: notice.collateral.toString(),
      debt: notice.debt.toString(),
      priceMicro: notice.priceMicro.toString(),
    })),
  };
};
