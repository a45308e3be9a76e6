import { JLP_DECIMALS } from '@streams/catalogues';
import alertStyles from '@/components/Alert.module.css';
import type { JlpLoans } from '@streams/jlp/feature';
import { useMemo } from 'react';
import { PageMeta } from '@/components/PageMeta';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';
import { useJlp, useOwner, useResource, valueOf } from '../useJlp';
import styles from './Jlp.module.css';
import { JlpTabs } from './JlpTabs';
import { formatBps, formatMoment, formatTokens } from './jlpFormat';
import { LoanCard } from './LoanCard';
import { LoanForm } from './LoanForm';

const Terms = ({ terms, priceMicro }: { readonly terms: JlpLoans['terms'] | undefined; readonly priceMicro: bigint | undefined }) => (
  <div className={styles.panel}>
    <dl className={styles.terms} aria-label="Loan terms">
      <div>
        <dt className={styles.hint}>Loan-to-value limit</dt>
        <dd className={styles.subtitle} data-testid="loan-ltv">
          {terms ? formatBps(terms.ltvBps, 0) : '–'}
        </dd>
      </div>
      <div>
        <dt className={styles.hint}>Liquidation threshold</dt>
        <dd className={styles.subtitle} data-testid="loan-threshold">
          {terms ? formatBps(terms.liquidationBps, 0) : '–'}
        </dd>
      </div>
      <div>
        <dt className={styles.hint}>Borrow rate</dt>
        <dd className={styles.subtitle}>{terms ? `${formatBps(terms.rateBps, 1)} a year` : '–'}</dd>
      </div>
      <div>
        <dt className={styles.hint}>JLP price</dt>
        <dd className={styles.subtitle}>{priceMicro === undefined ? '–' : `$${(Number(priceMicro) / 1e6).toFixed(4)}`}</dd>
      </div>
    </dl>
    <p className={styles.hint}>
      Borrow USDC against your JLP: a borrow or a withdrawal may leave the debt at most {terms ? formatBps(terms.ltvBps, 0) : '70%'} of the JLP’s worth. When
      the debt reaches {terms ? formatBps(terms.liquidationBps, 0) : '80%'} of it (health ratio 0%, factor 1), the loan is liquidated: the pool takes the JLP
      and the debt is cleared.
    </p>
  </div>
);

/**
 * /perps/jlp-loans: USDC borrowed against JLP. The terms (loan-to-value limit, liquidation
 * threshold, rate), a notice for every loan that was liquidated, a new loan, and each open
 * loan's health and changes; all read again every 5 s (T70), so the health follows the price.
 */
export const JlpLoansPage = () => {
  const jlp = useJlp();
  const owner = useOwner();
  const loansState = useResource(useMemo(() => (owner ? jlp.loans$(owner) : undefined), [jlp, owner]));
  const poolState = useResource(useMemo(() => jlp.pool$(), [jlp]));
  const loans = valueOf(loansState);
  const pool = valueOf(poolState);
  const priceMicro = pool ? BigInt(pool.priceMicro) : loans ? BigInt(loans.jlpPriceMicro) : undefined;
  const open = loans?.loans.filter((loan) => !loan.liquidated && (BigInt(loan.collateral) > 0n || BigInt(loan.debt) > 0n)) ?? [];
  return (
    <section className={styles.page} aria-labelledby="jlp-loans-title">
      <PageMeta title="JLP Loans" description="Borrow USDC against JLP." />
      <LazyBannerSlot slot="perps-loan" />
      <div className={styles.head}>
        <div>
          <h1 id="jlp-loans-title" className={styles.title}>
            JLP Loans
          </h1>
          <p className={styles.muted}>Keep your JLP earning while you borrow USDC against it.</p>
        </div>
        <JlpTabs current="/perps/jlp-loans" />
      </div>
      <Terms terms={loans?.terms} priceMicro={priceMicro} />
      {loans?.notices.map((notice) => (
        <p key={`${notice.loanId}-${notice.time}`} className={alertStyles.alert} role="alert" data-testid="liquidation-notice">
          Loan #{notice.loanId} was liquidated: the pool took {formatTokens(notice.collateral, JLP_DECIMALS, 'JLP')} to clear{' '}
          {formatTokens(notice.debt, 6, 'USDC')} of debt (JLP at ${(Number(BigInt(notice.priceMicro)) / 1e6).toFixed(4)}, {formatMoment(notice.time)}).
        </p>
      ))}
      {owner === undefined ? (
        <p className={styles.notice}>No wallet connected</p>
      ) : priceMicro === undefined ? (
        <div className={styles.panel} role="status">
          {loansState?.status === 'error' ? (
            <p className={styles.error}>Your loans could not be read. They are tried again every few seconds.</p>
          ) : (
            <p className={styles.muted}>Loading your loans…</p>
          )}
        </div>
      ) : (
        <div className={styles.grid}>
          <div className={styles.column}>
            <h2 className={styles.subtitle}>Your loans</h2>
            {open.length === 0 ? (
              <p className={styles.notice}>No open loans</p>
            ) : (
              <ul className={styles.cards}>
                {open.map((loan) => (
                  <LoanCard key={loan.id} loan={loan} priceMicro={priceMicro} owner={owner} />
                ))}
              </ul>
            )}
          </div>
          <section className={styles.panel} aria-labelledby="jlp-new-loan">
            <h2 id="jlp-new-loan" className={styles.subtitle}>
              New loan
            </h2>
            <LoanForm action="open" loanId={0} loan={undefined} priceMicro={priceMicro} owner={owner} />
          </section>
        </div>
      )}
    </section>
  );
};
