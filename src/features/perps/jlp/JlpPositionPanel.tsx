import type { JlpPosition } from '@streams/jlp/feature';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatMicroUsd } from './jlpFormat';

/** The wallet's JLP: how much, its worth at the pool's price, what it cost, and the earnings (worth less cost). */
export const JlpPositionPanel = ({ position, decimals }: { readonly position: JlpPosition | undefined; readonly decimals: number }) => {
  const earnings = position ? BigInt(position.earningsMicro) : 0n;
  const holds = position !== undefined && BigInt(position.jlp) > 0n;
  return (
    <section className={styles.panel} aria-labelledby="jlp-position">
      <h2 id="jlp-position" className={styles.subtitle}>
        Your position
      </h2>
      {position === undefined ? (
        <p className={styles.muted}>…</p>
      ) : (
        <dl className={styles.stats}>
          <div className={lend.stat}>
            <dt>JLP</dt>
            {/* Exact: what the ledger holds, to the last base unit. */}
            <dd data-testid="jlp-held">{fromBaseUnits(BigInt(position.jlp), decimals)} JLP</dd>
          </div>
          <div className={lend.stat}>
            <dt>Value</dt>
            <dd data-testid="jlp-value">{formatMicroUsd(position.valueMicro)}</dd>
          </div>
          <div className={lend.stat}>
            <dt>Cost</dt>
            <dd>{holds ? formatMicroUsd(position.costMicro) : '–'}</dd>
          </div>
          <div className={lend.stat}>
            <dt>Earnings</dt>
            <dd className={!holds ? undefined : earnings < 0n ? styles.down : styles.up} data-testid="jlp-earnings">
              {holds ? `${earnings < 0n ? '−' : '+'}${formatMicroUsd(earnings < 0n ? -earnings : earnings)}` : '–'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
};
