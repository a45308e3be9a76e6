import { LIQUIDATION_DANGER_PCT } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { formatPercent, formatUsd, formatUsdPrice } from '@/format/number';
import { marketName, positionLabel, positionName } from './positionLabels';
import styles from './PositionsTable.module.css';

/** A row's position; the live table adds the distance to liquidation. */
export type TablePosition = PerpPosition & { readonly liquidationDistancePct?: number | null };

/** What a row's buttons do; without them the table has no Actions column. */
export interface PositionRowActions {
  readonly onClose: (position: TablePosition) => void;
  readonly onEditTriggers?: (position: TablePosition) => void;
  readonly onCollateral?: (position: TablePosition) => void;
  /** The position's share card (/share), when the owner is known. */
  readonly shareLink?: (position: TablePosition) => string;
}

export interface PositionsTableProps extends Partial<PositionRowActions> {
  readonly positions: readonly TablePosition[] | undefined;
  /** Positions whose close is in flight: they read 'Closing {label}...'. */
  readonly closing?: ReadonlySet<string>;
}

const LiquidationCell = ({ position }: { readonly position: TablePosition }) => {
  const distance = position.liquidationDistancePct;
  return (
    <td className={styles.liq}>
      {formatUsdPrice(position.liquidationPrice)}
      {distance !== undefined && distance !== null && (
        <span className={`${styles.distance} ${distance < LIQUIDATION_DANGER_PCT ? styles.down : ''}`} data-testid="liquidation-distance">
          {`${Math.max(0, distance).toFixed(1)}% away`}
        </span>
      )}
    </td>
  );
};

const ActionsCell = ({ position, actions, closing }: { readonly position: TablePosition; readonly actions: PositionRowActions; readonly closing: boolean }) => {
  if (closing) {
    return (
      <td>
        <span className={styles.closing}>Closing {positionLabel(position)}...</span>
      </td>
    );
  }
  const name = positionName(position);
  return (
    <td>
      <div className={styles.actions}>
        {actions.onEditTriggers && (
          <button type="button" className={styles.action} onClick={() => actions.onEditTriggers?.(position)} aria-label={`TP/SL of ${name}`}>
            TP/SL
          </button>
        )}
        {actions.onCollateral && (
          <button type="button" className={styles.action} onClick={() => actions.onCollateral?.(position)} aria-label={`Collateral of ${name}`}>
            Collateral
          </button>
        )}
        {actions.shareLink && (
          <Link className={styles.action} to={actions.shareLink(position)} aria-label={`Share ${name}`}>
            Share
          </Link>
        )}
        <button type="button" className={`${styles.action} ${styles.close}`} onClick={() => actions.onClose(position)} aria-label={`Close ${name}`}>
          Close
        </button>
      </div>
    </td>
  );
};

/** One position; memoised: a tick of another market leaves this row alone. */
const PositionRow = memo(
  ({ position, actions, closing }: { readonly position: TablePosition; readonly actions: PositionRowActions | undefined; readonly closing: boolean }) => {
    const gain = position.pnlUsd >= 0;
    return (
      <tr data-position={position.positionKey}>
        <th scope="row">
          <span className={styles.market}>{marketName(position)}</span>{' '}
          <span className={position.side === 'Long' ? styles.up : styles.down} data-testid="position-label">
            {positionLabel(position)}
          </span>
        </th>
        <td>{formatUsd(position.positionSize)}</td>
        <td>{formatUsd(position.currentCollateralValue)}</td>
        <td>{formatUsdPrice(position.entryPrice)}</td>
        <td data-testid="mark-price">{formatUsdPrice(position.currentPrice)}</td>
        <td className={gain ? styles.up : styles.down} data-testid="pnl">
          {formatUsd(position.pnlUsd)} <span className={styles.pct}>({formatPercent(position.pnlPercentage)})</span>
        </td>
        <LiquidationCell position={position} />
        <td data-testid="triggers">
          <span className={styles.trigger}>{formatUsdPrice(position.takeProfitTriggerPrice)}</span>
          {' / '}
          <span className={styles.trigger}>{formatUsdPrice(position.stopLossTriggerPrice)}</span>
        </td>
        {actions && <ActionsCell position={position} actions={actions} closing={closing} />}
      </tr>
    );
  },
);

/** The wallet's open positions (spec 000 §3 Perp position): side, size, entry, mark, PNL, liquidation price and distance, TP and SL. */
export const PositionsTableView = ({ positions, onClose, onEditTriggers, onCollateral, shareLink, closing }: PositionsTableProps) => {
  // One object while the callbacks stay the same, so the memoised rows can skip a render.
  const actions = useMemo(
    (): PositionRowActions | undefined =>
      onClose
        ? { onClose, ...(onEditTriggers ? { onEditTriggers } : {}), ...(onCollateral ? { onCollateral } : {}), ...(shareLink ? { shareLink } : {}) }
        : undefined,
    [onClose, onEditTriggers, onCollateral, shareLink],
  );
  if (positions === undefined) return <p className={styles.notice}>Loading positions…</p>;
  if (positions.length === 0) return <p className={styles.notice}>No open positions</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label="Open positions">
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Size</th>
            <th scope="col">Collateral</th>
            <th scope="col">Entry Price</th>
            <th scope="col">Mark Price</th>
            <th scope="col">PNL</th>
            <th scope="col">Liq. Price</th>
            <th scope="col">TP / SL</th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => (
            <PositionRow key={position.positionKey} position={position} actions={actions} closing={closing?.has(position.positionKey) ?? false} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
