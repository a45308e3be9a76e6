import type { PerpPosition } from '@streams/portfolio';
import { useId, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { PositionFacts } from './PositionFacts';
import styles from './PositionDialogs.module.css';
import { positionName } from './positionLabels';
import { type TriggerKind, checkTriggers, priceFieldText } from './triggerForm';

export interface TriggerDialogProps {
  /** The position at its live mark; the rules are checked against that mark. */
  readonly position: PerpPosition;
  readonly onClose: () => void;
  /** null removes that trigger. */
  readonly onSubmit: (takeProfitPriceUsd: number | null, stopLossPriceUsd: number | null) => void;
}

const PriceField = ({
  label,
  value,
  error,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (text: string) => void;
}) => {
  const errorId = useId();
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        placeholder="None"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
};

/** Set, edit or remove a position's take profit and stop loss (issue 16 item 5). */
export const TriggerDialog = ({ position, onClose, onSubmit }: TriggerDialogProps) => {
  const [text, setText] = useState<Record<TriggerKind, string>>({
    tp: priceFieldText(position.takeProfitTriggerPrice),
    sl: priceFieldText(position.stopLossTriggerPrice),
  });
  // A field's problem shows once it was edited, or once Save was pressed.
  const [shown, setShown] = useState<ReadonlySet<TriggerKind>>(new Set());
  const check = checkTriggers(position, position.currentPrice, text.tp, text.sl);
  const errorOf = (kind: TriggerKind) => (!check.ok && shown.has(kind) ? check.errors[kind] : undefined);
  const edit = (kind: TriggerKind) => (value: string) => {
    setText((current) => ({ ...current, [kind]: value }));
    setShown((current) => new Set(current).add(kind));
  };

  return (
    <Dialog open onClose={onClose} title={`TP/SL · ${positionName(position)}`} width={440} closeButton>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown(new Set(['tp', 'sl']));
          if (check.ok && check.changed) onSubmit(check.takeProfitPriceUsd, check.stopLossPriceUsd);
        }}
      >
        <PositionFacts position={position} />
        <PriceField label="Take profit (USD)" value={text.tp} error={errorOf('tp')} onChange={edit('tp')} />
        <PriceField label="Stop loss (USD)" value={text.sl} error={errorOf('sl')} onChange={edit('sl')} />
        <p className={styles.hint}>Leave a field empty to remove that trigger.</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.confirm} disabled={check.ok && !check.changed}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
};
