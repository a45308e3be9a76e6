import { PageMeta } from '@/components/PageMeta';
import alertStyles from '@/components/Alert.module.css';
import styles from './Lend.module.css';
import { LendTabs } from './LendTabs';
import { LoanCard } from './LoanCard';
import { OpenLoan } from './OpenLoan';
import { useMemo } from 'react';
import { useLend, useOwner, useResourceState } from './useLend';

/** /lend/borrow (spec 000 §2, §7 Lend): the wallet's loans with live health, a notice for each liquidated one, and a new loan against SOL. */
export const BorrowPage = () => {
  const owner = useOwner();
  const lend = useLend();
  const positions = useResourceState(useMemo(() => (owner ? lend.reads.borrowPositions$(owner) : undefined), [lend, owner]));
  const open = positions?.status === 'ready' ? positions.value.filter((position) => !position.isLiquidated) : undefined;
  // A liquidated loan does not just vanish: its borrower is told what happened to it.
  const liquidated = positions?.status === 'ready' ? positions.value.filter((position) => position.isLiquidated) : [];
  return (
    <section className={styles.page} aria-labelledby="borrow-title">
      <PageMeta title="Lend · Borrow" description="Borrow against your supply." />
      <div className={styles.head}>
        <h1 id="borrow-title" className={styles.title}>
          Lend · Borrow
        </h1>
        <LendTabs />
      </div>
      {owner === undefined ? (
        <div className={styles.panel}>
          <p className={styles.notice}>No wallet connected</p>
        </div>
      ) : (
        <div className={styles.grid}>
          <div>
            {liquidated.map((position) => (
              <p key={position.id} className={alertStyles.alert} role="alert" data-testid="lend-liquidation-notice">
                Loan #{position.id} was liquidated: its {position.vault.supplyToken.symbol} collateral went to clear the {position.vault.borrowToken.symbol}{' '}
                debt when the debt passed {position.vault.liquidationThreshold / 100}% of the collateral&apos;s value.
              </p>
            ))}
            {positions === undefined || positions.status === 'loading' ? (
              <p className={`${styles.panel} ${styles.notice}`}>Loading positions...</p>
            ) : positions.status === 'error' && !positions.last ? (
              <p className={`${styles.panel} ${styles.notice} ${styles.error}`}>Lend is unavailable right now. Try again in a moment.</p>
            ) : open && open.length > 0 ? (
              <ul className={styles.cards} aria-label="Your loans">
                {open.map((position) => (
                  <LoanCard key={position.id} position={position} owner={owner} />
                ))}
              </ul>
            ) : (
              <p className={`${styles.panel} ${styles.notice}`}>No Borrow Positions Found</p>
            )}
          </div>
          <OpenLoan owner={owner} />
        </div>
      )}
    </section>
  );
};
