import { LIQUIDATION_DANGER_PCT, type LivePosition } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { formatPercent, formatUsd, formatUsdPrice } from '@/format/number';
import { Detail } from './OrdersSection';
import styles from './Sections.module.css';
import { type TokenInfoMap, symbolOf } from './tokenLabels';
import { masked, useDrawerSettings } from './useProfileData';

// The price socket's code (the perps streams) comes only with a wallet that has positions.
const LivePerpsCards = lazy(async () => ({ default: (await import('./LivePerpsCards')).LivePerpsCards }));

/**
 * Open perps positions (spec 000 §2): leverage and side, PNL, size, collateral, prices, TP/SL.
 * Marked live to the price socket like the /perps page (issue 29 item 6); the portfolio's own
 * figures show until the live code and the first tick arrive.
 */
export const PerpsSection = ({
  owner,
  positions,
  tokenInfo,
}: {
  readonly owner: string;
  readonly positions: readonly PerpPosition[];
  readonly tokenInfo: TokenInfoMap;
}) => {
  if (positions.length === 0) return <p className={styles.notice}>No Open Positions</p>;
  const served = <PerpsCards positions={positions} tokenInfo={tokenInfo} />;
  return (
    <Suspense fallback={served}>
      <LivePerpsCards owner={owner} served={positions} tokenInfo={tokenInfo} />
    </Suspense>
  );
};

/** The cards of the positions, at the marks they carry. */
export const PerpsCards = ({ positions, tokenInfo }: { readonly positions: readonly (PerpPosition | LivePosition)[]; readonly tokenInfo: TokenInfoMap }) => {
  const [settings] = useDrawerSettings();
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
            <Detail term="Mark Price" value={<span data-testid="drawer-mark-price">{formatUsdPrice(position.currentPrice)}</span>} />
            <Detail term="Liq. Price" value={formatUsdPrice(position.liquidationPrice)} />
            {'liquidationDistancePct' in position && position.liquidationDistancePct !== null && (
              <Detail
                term="Liq. Distance"
                value={
                  <span
                    className={position.liquidationDistancePct < LIQUIDATION_DANGER_PCT ? styles.down : undefined}
                    data-testid="drawer-liquidation-distance"
                  >
                    {`${Math.max(0, position.liquidationDistancePct).toFixed(1)}% away`}
                  </span>
                }
              />
            )}
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
