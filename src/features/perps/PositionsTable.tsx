import { perpsMarketOf } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';
import { formatPercent, formatUsd, formatUsdPrice } from '@/format/number';
import styles from './PositionsTable.module.css';

const marketName = (position: PerpPosition) => perpsMarketOf(position.tokenMint)?.symbol ?? `${position.tokenMint.slice(0, 4)}…`;

/** A position's short label, as on its chart line ('Long 5.0x'). */
export const positionLabel = (position: PerpPosition) => `${position.side} ${position.leverage.toFixed(1)}x`;

export interface PositionsTableProps {
  readonly positions: readonly PerpPosition[] | undefined;
  /** A market close of the whole position; without it the table has no Close column. */
  readonly onClose?: (position: PerpPosition) => void;
  /** Positions whose close is in flight: they read 'Closing {label}...'. */
  readonly closing?: ReadonlySet<string>;
}

/** The wallet's open positions (spec 000 §3 Perp position): side, size, entry, mark, PNL, liquidation price. */
export const PositionsTableView = ({ positions, onClose, closing }: PositionsTableProps) => {
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
            {onClose && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => {
            const long = position.side === 'Long';
            const gain = position.pnlUsd >= 0;
            return (
              <tr key={position.positionKey}>
                <th scope="row">
                  <span className={styles.market}>{marketName(position)}</span>{' '}
                  <span className={long ? styles.up : styles.down}>
                    {position.side} {position.leverage.toFixed(1)}x
                  </span>
                </th>
                <td>{formatUsd(position.positionSize)}</td>
                <td>{formatUsd(position.currentCollateralValue)}</td>
                <td>{formatUsdPrice(position.entryPrice)}</td>
                <td>{formatUsdPrice(position.currentPrice)}</td>
                <td className={gain ? styles.up : styles.down}>
                  {formatUsd(position.pnlUsd)} <span className={styles.pct}>({formatPercent(position.pnlPercentage)})</span>
                </td>
                <td className={styles.liq}>{formatUsdPrice(position.liquidationPrice)}</td>
                {onClose && (
                  <td>
                    {closing?.has(position.positionKey) ? (
                      <span className={styles.closing}>Closing {positionLabel(position)}...</span>
                    ) : (
                      <button type="button" className={styles.close} onClick={() => onClose(position)} aria-label={`Close ${marketName(position)} ${positionLabel(position)}`}>
                        Close
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
