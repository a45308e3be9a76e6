import { useId, useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { fromBaseUnits, toBaseUnits } from '@/components/amount/baseUnits';
import styles from './Lend.module.css';
import { formatTokens } from './lendFormat';

interface AmountFormProps {
  /** 'Deposit', 'Withdraw', 'Borrow'…: the field's heading and the button. */
  readonly action: string;
  readonly symbol: string;
  readonly decimals: number;
  /** The most that may be entered, base units (a balance, a position, a limit); undefined while unknown. */
  readonly limit: bigint | undefined;
  /** What the limit is, for the hint: 'Balance', 'Deposited', 'Available'. */
  readonly limitLabel: string;
  /** The message when the amount is over the limit. */
  readonly overLimit: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
  /** `all`: the user pressed Max and did not change it (withdraw everything). */
  readonly onSubmit: (amount: bigint, all: boolean) => void;
}

/**
 * One amount and its button, under the amount-input rules (src/components/amount): the token's
 * decimals, no signs or leading zeros, Max fills the limit. A bad amount says why and the button
 * waits; nothing is sent until it is valid.
 */
export const AmountForm = ({ action, symbol, decimals, limit, limitLabel, overLimit, busy, disabled, onSubmit }: AmountFormProps) => {
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const id = useId();
  const amount = toBaseUnits(text, decimals);
  const problem = text === '' ? undefined : amount <= 0n ? 'Enter an amount above 0' : limit !== undefined && amount > limit ? overLimit : undefined;
  const ready = text !== '' && problem === undefined && limit !== undefined && !busy && !disabled;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        onSubmit(amount, all);
        setText('');
        setAll(false);
      }}
    >
      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={id}>{action}</label>
          <span>
            {limitLabel}: {limit === undefined ? '–' : formatTokens(limit, decimals, symbol)}
          </span>
        </div>
        <div className={styles.fieldRow}>
          <AmountInput
            id={id}
            className={styles.input}
            placeholder="0.00"
            decimals={decimals}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setAll(false);
            }}
            aria-invalid={problem !== undefined}
          />
          <span className={styles.muted}>{symbol}</span>
          <button
            type="button"
            className={styles.max}
            disabled={limit === undefined || limit <= 0n}
            onClick={() => {
              if (limit === undefined) return;
              setText(fromBaseUnits(limit, decimals));
              setAll(true);
            }}
          >
            Max
          </button>
        </div>
      </div>
      <p className={styles.message} role="status">
        {problem ?? ''}
      </p>
      <button type="submit" className={styles.button} disabled={!ready}>
        {busy ? 'Working…' : action}
      </button>
    </form>
  );
};
