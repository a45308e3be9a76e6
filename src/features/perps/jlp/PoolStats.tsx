import type { JlpPool } from '@streams/jlp/feature';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';
import { formatBps, formatMicroUsdCompact, formatTokens, usdOfMicro } from './jlpFormat';

/** The pool's headline figures: JLP price, AUM, APR from the last week's fees, the week's fees, supply. */
export const PoolStats = ({ pool, stale }: { readonly pool: JlpPool; readonly stale: boolean }) => (
  <dl className={styles.stats} aria-label="JLP pool" data-stale={stale || undefined}>
    <div className={lend.stat}>
      <dt>JLP price</dt>
      <dd data-testid="jlp-price">${usdOfMicro(pool.priceMicro).toFixed(4)}</dd>
    </div>
    <div className={lend.stat}>
      <dt>AUM</dt>
      <dd data-testid="jlp-aum">{formatMicroUsdCompact(pool.aumMicro)}</dd>
    </div>
    <div className={lend.stat}>
      <dt>APR</dt>
      <dd className={styles.up} data-testid="jlp-apr">
        {formatBps(pool.aprBps)}
      </dd>
      <dd className={styles.hint}>from the last 7 days’ fees</dd>
    </div>
    <div className={lend.stat}>
      <dt>Fees, 7 days</dt>
      <dd>{formatMicroUsdCompact(pool.weekFeesMicro)}</dd>
    </div>
    <div className={lend.stat}>
      <dt>Supply</dt>
      <dd>{formatTokens(pool.supply, pool.decimals, 'JLP')}</dd>
    </div>
  </dl>
);
