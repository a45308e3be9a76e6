/**
 * The JLP loans the pool's lending side remembers, written from landed jlp.loan.v1 terms: each
 * loan's JLP collateral (held by the custody) and its debt shares at the loan index, and the
 * notices of liquidations each borrower is owed.
 */
export interface JlpLoan {
  readonly id: number;
  readonly owner: string;
  /** JLP base units. */
  collateral: bigint;
  /** Debt shares of the loan index. */
  debtShares: bigint;
  liquidated: boolean;
  readonly openedAt: number;
}

export interface LiquidationNotice {
  readonly loanId: number;
  /** Unix ms. */
  readonly time: number;
  /** JLP the pool took (and burnt). */
  readonly collateral: bigint;
  /** USDC base units the loan owed, cleared. */
  readonly debt: bigint;
  /** The JLP price it was liquidated at, micro-USD. */
  readonly priceMicro: bigint;
}

/** At most this many notices per borrower: the newest. */
const MAX_NOTICES = 20;

export const createLoanState = () => {
  const loans = new Map<number, JlpLoan>();
  const notices = new Map<string, LiquidationNotice[]>();
  let nextId = 1;
  return {
    newId: () => nextId++,
    loan: (id: number) => loans.get(id),
    loansOf: (owner: string) => [...loans.values()].filter((loan) => loan.owner === owner),
    all: () => [...loans.values()],
    put: (loan: JlpLoan) => loans.set(loan.id, loan),
    notify: (owner: string, notice: LiquidationNotice) => notices.set(owner, [notice, ...(notices.get(owner) ?? [])].slice(0, MAX_NOTICES)),
    noticesOf: (owner: string): readonly LiquidationNotice[] => notices.get(owner) ?? [],
    clear: () => {
      loans.clear();
      notices.clear();
      nextId = 1;
    },
  };
};

export type LoanState = ReturnType<typeof createLoanState>;
