import { type DevPeriod, devPeriods } from '@streams/schemas';
import { useState } from 'react';
import pills from '@/components/Pills.module.css';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import { useMoney } from '@/hooks/useMoney';
import styles from './TokenPage.module.css';
import { useDevStats } from './useTokenPage';

/** The token's developer (spec 000 §7 dev stats, periods 1d/7d/30d): what else they launched, and how it went. */
export const DevStats = ({ dev }: { readonly dev: string }) => {
  const [period, setPeriod] = useState<DevPeriod>('7d');
  const state = useDevStats(dev, period);
  const money = useMoney();
  const explorer = useExplorerLinks();
  return (
    <section className={styles.card} aria-label="Developer">
      <h2 className={styles.cardTitle}>
        Developer{' '}
        <a
          className={styles.devAddress}
          href={explorer.account(dev)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Developer ${shortAddress(dev)} on the explorer`}
        >
          {shortAddress(dev)}
        </a>
      </h2>
      <div className={pills.pills} role="tablist" aria-label="Developer period">
        {devPeriods.map((value) => (
          <button key={value} type="button" role="tab" className={pills.pill} aria-selected={period === value} onClick={() => setPeriod(value)}>
            {value}
          </button>
        ))}
      </div>
      {state.status === 'loading' && <p className={styles.muted}>Loading...</p>}
      {state.status === 'error' && <p className={styles.muted}>Developer stats are unavailable right now.</p>}
      {state.status === 'ready' && (
        <dl className={styles.devStats}>
          <div>
            <dt>Launched</dt>
            <dd>{formatNumber(state.value.tokensCreated, { decimals: 0 })}</dd>
          </div>
          <div>
            <dt>Graduated</dt>
            <dd>{formatNumber(state.value.graduated, { decimals: 0 })}</dd>
          </div>
          <div>
            <dt>Rugged or dead</dt>
            <dd className={state.value.rugged > 0 ? styles.down : undefined}>{formatNumber(state.value.rugged, { decimals: 0 })}</dd>
          </div>
          <div>
            <dt>Volume</dt>
            <dd>{money.compact(state.value.totalVolume)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
};
