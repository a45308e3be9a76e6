import { type Timeframe, timeframes } from '@streams/market';
import type { Asset } from '@streams/schemas';
import { statsFor } from '@streams/tokenPage';
import { useId, useState } from 'react';
import { formatNumber, formatPercent } from '@/format/number';
import { changeClass } from './tone';
import styles from './TokenPage.module.css';
import { useMoney } from '@/hooks/useMoney';

const Stat = ({ label, value, tone }: { readonly label: string; readonly value: string; readonly tone?: string }) => (
  <div className={styles.stat}>
    <dt>{label}</dt>
    <dd className={tone}>{value}</dd>
  </div>
);

const signed = (value: number) => (value > 0 ? `+${formatNumber(value, { decimals: 0 })}` : formatNumber(value, { decimals: 0 }));
const tone = (value: number) => changeClass(value);

/** Stats per timeframe (spec 000 §3 Derived values) behind 5m / 1h / 6h / 24h tabs. */
export const TokenStats = ({ asset }: { readonly asset: Asset }) => {
  const money = useMoney();
  const [timeframe, setTimeframe] = useState<Timeframe>('24h');
  const panelId = useId();
  const stats = statsFor(asset, timeframe);
  return (
    <section className={styles.card} aria-label="Stats">
      <div className={styles.tabs} role="tablist" aria-label="Timeframe">
        {timeframes.map((value) => {
          const change = statsFor(asset, value).priceChange;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={value === timeframe}
              aria-controls={panelId}
              className={`${styles.tab} ${value === timeframe ? styles.tabActive : ''}`}
              onClick={() => setTimeframe(value)}
            >
              <span className={styles.tabLabel}>{value}</span>
              <span className={changeClass(change)}>{formatPercent(change)}</span>
            </button>
          );
        })}
      </div>
      {/* The tab panel wraps the list: a role on the <dl> itself would hide its terms from assistive technology. */}
      <div id={panelId} role="tabpanel" aria-label={`${timeframe} stats`}>
        <dl className={styles.stats}>
          <Stat label="Volume" value={money.compact(stats.volume)} />
          <Stat label="Net volume" value={money.compact(stats.netVolume)} tone={tone(stats.netVolume)} />
          <Stat label="Txns" value={formatNumber(stats.txs, { decimals: 0 })} />
          <Stat label="Buys" value={formatNumber(stats.buys, { decimals: 0 })} tone={styles.up} />
          <Stat label="Sells" value={formatNumber(stats.sells, { decimals: 0 })} tone={styles.down} />
          <Stat label="Traders" value={formatNumber(stats.traders, { decimals: 0 })} />
          <Stat label="Net buyers" value={signed(stats.netBuyers)} tone={tone(stats.netBuyers)} />
          <Stat label="Organic buyers" value={formatNumber(stats.organicBuyers, { decimals: 0 })} />
        </dl>
      </div>
    </section>
  );
};
