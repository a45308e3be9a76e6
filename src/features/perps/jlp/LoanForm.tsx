import { JLP_DECIMALS, JLP_MINT, jlpCustodyOf } from '@streams/catalogues';
import { type LoanAction, loanFormModel, loanHeadroom } from '@streams/jlp/feature';
import { useId, useMemo, useState } from 'react';
import { formatHealth } from '@/features/profile/health';
import lend from '@/features/lend/Lend.module.css';
import { useTxCommand } from '@/hooks/useTxCommand';
import { useHealthMode, useHeld, useJlp, useJlpBusy } from '../useJlp';
import styles from './Jlp.module.css';
import { AmountField } from './AmountField';
import { formatTokens } from './jlpFormat';

const USDC_MINT = jlpCustodyOf('USDC')?.mint ?? '';
const USDC_DECIMALS = 6;

interface LoanFormProps {
  readonly action: LoanAction;
  /** 0 opens a new loan. */
  readonly loanId: number;
  readonly loan: { readonly collateral: bigint; readonly debt: bigint } | undefined;
  readonly priceMicro: bigint;
  readonly owner: string | undefined;
}

const FIELD: Readonly<Record<LoanAction, string>> = {
  open: 'Collateral (JLP)',
  add: 'Add collateral (JLP)',
  remove: 'Remove collateral (JLP)',
  borrow: 'Borrow (USDC)',
  repay: 'Repay (USDC)',
};

/**
 * One loan change: its amount (and, opening a loan, what to borrow with it), the most allowed,
 * the health it leaves, and the button, from the loan form's model (streams/jlp/loanForm.ts).
 */
export const LoanForm = ({ action, loanId, loan, priceMicro, owner }: LoanFormProps) => {
  const jlp = useJlp();
  const busy = useJlpBusy();
  const [mode] = useHealthMode();
  const { running, follow } = useTxCommand();
  const [text, setText] = useState('');
  const [borrowText, setBorrowText] = useState('');
  const id = useId();
  const jlpBalance = useHeld(owner, JLP_MINT);
  const usdcBalance = useHeld(owner, USDC_MINT);
  const model = useMemo(
    () =>
      loanFormModel({
        action,
        text,
        borrowText,
        loan,
        priceMicro,
        jlpBalance,
        usdcBalance,
        connected: owner !== undefined,
        busy: busy || running !== undefined,
      }),
    [action, text, borrowText, loan, priceMicro, jlpBalance, usdcBalance, owner, busy, running],
  );
  const usdc = action === 'borrow' || action === 'repay';
  const decimals = usdc ? USDC_DECIMALS : JLP_DECIMALS;
  const symbol = usdc ? 'USDC' : 'JLP';
  // Opening: the most that can be borrowed against the collateral typed.
  const openMax = action === 'open' ? loanHeadroom(model.collateral, 0n, priceMicro) : undefined;
  return (
    <form
      className={styles.form}
      aria-label={FIELD[action]}
      onSubmit={(event) => {
        event.preventDefault();
        if (!model.button.enabled) return;
        follow(
          jlp.operateLoan({
            loanId,
            collateral: model.collateral,
            debt: model.debt,
            repayAll: model.repayAll,
            label: loanId === 0 ? 'Open JLP loan' : `JLP loan #${loanId}`,
          }),
        );
        setText('');
        setBorrowText('');
      }}
    >
      <AmountField
        id={`${id}-amount`}
        label={FIELD[action]}
        note={`${action === 'open' || action === 'add' ? 'Balance' : action === 'repay' ? 'Up to' : 'Available'}: ${model.max === undefined ? '–' : formatTokens(model.max, decimals, symbol)}`}
        symbol={symbol}
        decimals={decimals}
        value={text}
        onChange={setText}
        max={model.max}
        invalid={model.problem !== undefined}
      />
      {action === 'open' && (
        <AmountField
          id={`${id}-borrow`}
          label="Borrow (USDC)"
          note={`Up to: ${openMax === undefined ? '–' : formatTokens(openMax, USDC_DECIMALS, 'USDC')}`}
          symbol="USDC"
          decimals={USDC_DECIMALS}
          value={borrowText}
          onChange={setBorrowText}
          showMax={false}
        />
      )}
      <p className={styles.hint} data-testid="loan-next-health">
        Health after: {model.nextHealth === null || (text === '' && borrowText === '') ? '–' : formatHealth(model.nextHealth, mode)}
      </p>
      <p className={lend.message} role="status">
        {model.problem ?? ''}
      </p>
      <button type="submit" className={styles.button} disabled={!model.button.enabled}>
        {model.button.label}
      </button>
    </form>
  );
};
