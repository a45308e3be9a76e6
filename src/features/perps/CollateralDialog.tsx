import { type CollateralChange, type CollateralPreview, type CollateralToken, createCollateralForm } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';
import { useId, useMemo } from 'react';
import { Dialog } from '@/components/Dialog';
import { formatUsd, formatUsdPrice } from '@/format/number';
import { useFormView } from '@/hooks/useFormView';
import styles from './PositionDialogs.module.css';
import { positionName } from './positionLabels';

export interface CollateralDialogProps {
  /** The position at its live mark. */
  readonly position: PerpPosition;
  readonly token: CollateralToken;
  readonly onClose: () => void;
  /** Base units in, or USD out (paid back in the position's collateral token). */
  readonly onChange: (change: CollateralChange) => void;
}

const Preview = ({ position, after }: { readonly position: PerpPosition; readonly after: CollateralPreview | undefined }) => (
  <p className={styles.preview} data-testid="collateral-preview">
    Leverage <strong>{position.leverage.toFixed(1)}x</strong>
    {after && (
      <>
        {' '}
        → <strong>{after.leverage.toFixed(1)}x</strong>
      </>
    )}
    {' · '}Liq. price <strong>{formatUsdPrice(position.liquidationPrice)}</strong>
    {after && (
      <>
        {' '}
        → <strong>{formatUsdPrice(after.liquidationPrice)}</strong>
      </>
    )}
  </p>
);

/** Add collateral (in the position's collateral token) or remove it (in USD), with the leverage and liquidation price it leads to. */
export const CollateralDialog = ({ position, token, onClose, onChange }: CollateralDialogProps) => {
  const form = useMemo(() => createCollateralForm(), []);
  const { symbol, decimals, priceUsd, spendable } = token;
  const view = useFormView(form, { position, symbol, decimals, priceUsd, spendable });
  const { mode, text, error, max } = view;
  const errorId = useId();
  const submit = () => {
    if (view.change) onChange(view.change);
  };

  return (
    <Dialog open onClose={onClose} title={`Collateral · ${positionName(position)}`} width={440} closeButton>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.tabs} role="radiogroup" aria-label="Change">
          {(['add', 'remove'] as const).map((choice) => (
            <button key={choice} type="button" role="radio" aria-checked={mode === choice} className={styles.tab} onClick={() => form.setMode(choice)}>
              {choice === 'add' ? 'Add' : 'Remove'}
            </button>
          ))}
        </div>
        <p className={styles.hint}>
          Collateral {formatUsd(position.initialCollateralValue)} · size {formatUsd(position.positionSize)}
          {mode === 'remove' ? ` · paid back in ${token.symbol}` : ''}
        </p>
        <label className={styles.field}>
          <span>{mode === 'add' ? `Amount to add (${token.symbol})` : 'Amount to remove (USD)'}</span>
          <span className={styles.inputRow}>
            <input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={text}
              onChange={(event) => form.setText(event.target.value)}
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {max !== undefined && (
              <button type="button" className={styles.small} onClick={() => form.setText(max)}>
                Max
              </button>
            )}
          </span>
        </label>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Preview position={position} after={view.after} />
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.confirm} disabled={view.change === undefined}>
            {mode === 'add' ? 'Add collateral' : 'Remove collateral'}
          </button>
        </div>
      </form>
    </Dialog>
  );
};
