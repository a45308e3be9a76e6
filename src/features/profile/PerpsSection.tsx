import type { PerpPosition } from '@streams/portfolio';
import { Link } from 'react-router';
import { formatPercent, formatUsd, formatUsdPrice } from '@/format/number';
import { Detail } from './OrdersSection';
import styles from './Sections.module.css';
import { type TokenInfoMap, symbolOf } from './tokenLabels';
import { masked, useDrawerSettings } from './useProfileData';

/** Open perps positions (spec 000 §2): leverage and side, PNL, size, collateral, prices, TP/SL. */
export const PerpsSection = ({ positions, tokenInfo }: { readonly positions: readonly PerpPosition[]; readonly tokenInfo: TokenInfoMap }) => {
  const [settings] = useDrawerSettings();
  if (positions.length === 0) return <p className={styles.notice}>No Open Positions</p>;
  const hide = settings.hideBalance;
  return (
    <ul className={styles.cards}>
      {positions.map((position) => (
        <li key={position.positionKey} className={styles.card}>
          <div className={styles.cardHead}>
            <span>
              <span className={position.side === 'Long' ? styles.up : styles.down}>
                {position.leverage.toFixed(1)}x {position.side}
              </span>{' '}
              {symbolOf(tokenInfo, position.tokenMint)}
            </span>
            <span className={position.pnlUsd >= 0 ? styles.up : styles.down}>
              {masked(hide, formatUsd(position.pnlUsd))} ({formatPercent(position.pnlPercentage)})
            </span>
          </div>
          <dl className={styles.details}>
            <Detail term="Size" value={masked(hide, formatUsd(position.positionSize))} />
            <Detail term="Collateral" value={masked(hide, formatUsd(position.currentCollateralValue))} />
            <Detail term="Entry Price" value={formatUsdPrice(position.entryPrice)} />
            <Detail term="Mark Price" value={formatUsdPrice(position.currentPrice)} />
            <Detail term="Liq. Price" value={formatUsdPrice(position.liquidationPrice)} />
            <Detail
              term="TP / SL"
              value={`${position.takeProfitTriggerPrice === null ? '–' : formatUsdPrice(position.takeProfitTriggerPrice)} / ${position.stopLossTriggerPrice === null ? '–' : formatUsdPrice(position.stopLossTriggerPrice)}`}
            />
          </dl>
          <Link to="/perps" className={styles.action}>
            Edit Order
          </Link>
        </li>
      ))}
    </ul>
  );
};
