import type { PerpPosition } from '@streams/portfolio';
import { useId, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatUsd, formatUsdPrice } from '@/format/number';
import { type CollateralCheck, type CollateralPreview, checkAddCollateral, checkRemoveCollateral, maxRemovableUsd } from './collateralForm';
import styles from './PositionDialogs.module.css';
import { positionName } from './positionLabels';

export interface CollateralToken {
  readonly symbol: string;
  readonly decimals: number;
  /** USD per unit, live; undefined until known. */
  readonly priceUsd: number | undefined;
  /** What the wallet can put in, base units; undefined while unknown. */
  readonly spendable: bigint | undefined;
}

export interface CollateralDialogProps {
  /** The position at its live mark. */
  readonly position: PerpPosition;
  readonly token: CollateralToken;
  readonly onClose: () => void;
  readonly onAdd: (amount: bigint) => void;
  /** USD out, paid back in the position's collateral token. */
  readonly onRemove: (usd: number) => void;
}

type Mode = 'add' | 'remove';

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
export const CollateralDialog = ({ position, token, onClose, onAdd, onRemove }: CollateralDialogProps) => {
  const [mode, setMode] = useState<Mode>('add');
  const [text, setText] = useState('');
  const errorId = useId();
  const added = mode === 'add' ? checkAddCollateral(position, { text, ...token, unitPriceUsd: token.priceUsd }) : undefined;
  const removed = mode === 'remove' ? checkRemoveCollateral(position, position.currentPrice, text) : undefined;
  const check: CollateralCheck<object> = added ?? removed ?? { ok: false, error: '' };
  const error = text === '' || check.ok ? undefined : check.error;
  const max =
    mode === 'add'
      ? token.spendable === undefined
        ? undefined
        : fromBaseUnits(token.spendable, token.decimals)
      : maxRemovableUsd(position, position.currentPrice).toFixed(2);
  const submit = () => {
    if (added?.ok) onAdd(added.amount);
    else if (removed?.ok) onRemove(removed.usd);
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
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={mode === choice}
              className={styles.tab}
              onClick={() => {
                setMode(choice);
                setText('');
              }}
            >
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
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {max !== undefined && (
              <button type="button" className={styles.small} onClick={() => setText(max)}>
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
        <Preview position={position} after={check.ok ? check : undefined} />
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.confirm} disabled={!check.ok}>
            {mode === 'add' ? 'Add collateral' : 'Remove collateral'}
          </button>
        </div>
      </form>
    </Dialog>
  );
};
