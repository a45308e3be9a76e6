import { AmountInput } from '@/components/amount/AmountInput';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';

interface AmountFieldProps {
  readonly id: string;
  readonly label: string;
  /** The field's right-hand note: a balance, a limit. */
  readonly note: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What Max fills in, base units; no Max button when absent. */
  readonly max?: bigint | undefined;
  readonly showMax?: boolean;
  readonly invalid?: boolean;
}

/** One amount under the amount-input rules (the token's decimals, no signs), with its note and Max. */
export const AmountField = ({ id, label, note, symbol, decimals, value, onChange, max, showMax = true, invalid = false }: AmountFieldProps) => (
  <div className={lend.field}>
    <div className={lend.fieldHead}>
      <label htmlFor={id}>{label}</label>
      <span>{note}</span>
    </div>
    <div className={lend.fieldRow}>
      <AmountInput id={id} className={lend.input} placeholder="0.00" decimals={decimals} value={value} onValueChange={onChange} aria-invalid={invalid} />
      <span className={styles.muted}>{symbol}</span>
      {showMax && (
        <button type="button" className={lend.max} disabled={!max} onClick={() => max !== undefined && onChange(fromBaseUnits(max, decimals))}>
          Max
        </button>
      )}
    </div>
  </div>
);
