import { JLP_DECIMALS, JLP_LOAN_LIQUIDATION_BPS } from '@streams/catalogues';
import type { JlpLoan, LoanAction } from '@streams/jlp/feature';
import { useState } from 'react';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';
import { formatBps, formatMicroUsd, formatTokens } from './jlpFormat';
import { LoanForm } from './LoanForm';
import { LoanHealth } from './LoanHealth';

const ACTIONS: readonly { readonly action: LoanAction; readonly label: string }[] = [
  { action: 'borrow', label: 'Borrow' },
  { action: 'repay', label: 'Repay' },
  { action: 'add', label: 'Add' },
  { action: 'remove', label: 'Remove' },
];

/**
 * An open JLP loan: collateral and its worth, debt, loan-to-value, health (coloured, in the
 * drawer's ratio or factor mode), the JLP price it is liquidated at, and its four changes.
 */
export const LoanCard = ({ loan, priceMicro, owner }: { readonly loan: JlpLoan; readonly priceMicro: bigint; readonly owner: string | undefined }) => {
  const [action, setAction] = useState<LoanAction>('borrow');
  const collateral = BigInt(loan.collateral);
  const debt = BigInt(loan.debt);
  const worth = BigInt(loan.collateralMicro);
  const ltvBps = worth > 0n ? (debt * 10_000n) / worth : 0n;
  // The JLP price at which the debt reaches the threshold of the collateral's worth.
  const liquidationPriceMicro =
    collateral > 0n && debt > 0n ? (debt * 10_000n * 10n ** BigInt(JLP_DECIMALS)) / (collateral * JLP_LOAN_LIQUIDATION_BPS) : undefined;
  return (
    <li className={styles.panel} aria-label={`Loan #${loan.id}`} data-testid={`loan-${loan.id}`}>
      <div className={styles.row}>
        <h3 className={styles.subtitle}>Loan #{loan.id}</h3>
        <LoanHealth healthRatio={loan.healthRatio} />
      </div>
      <dl className={styles.stats}>
        <div className={lend.stat}>
          <dt>Collateral</dt>
          <dd data-testid="loan-collateral">{formatTokens(collateral, JLP_DECIMALS, 'JLP')}</dd>
          <dd className={styles.hint}>{formatMicroUsd(worth)}</dd>
        </div>
        <div className={lend.stat}>
          <dt>Debt</dt>
          <dd data-testid="loan-debt">{formatTokens(debt, 6, 'USDC')}</dd>
        </div>
        <div className={lend.stat}>
          <dt>Loan-to-value</dt>
          <dd>{formatBps(ltvBps)}</dd>
        </div>
        <div className={lend.stat}>
          <dt>Liquidation price</dt>
          <dd>{liquidationPriceMicro === undefined ? '–' : `$${(Number(liquidationPriceMicro) / 1e6).toFixed(4)}`}</dd>
          <dd className={styles.hint}>JLP now {`$${(Number(priceMicro) / 1e6).toFixed(4)}`}</dd>
        </div>
      </dl>
      <div className={styles.segmented} role="group" aria-label={`Change loan #${loan.id}`}>
        {ACTIONS.map((entry) => (
          <button key={entry.action} type="button" className={styles.chip} aria-pressed={action === entry.action} onClick={() => setAction(entry.action)}>
            {entry.label}
          </button>
        ))}
      </div>
      <LoanForm key={action} action={action} loanId={loan.id} loan={{ collateral, debt }} priceMicro={priceMicro} owner={owner} />
    </li>
  );
};
