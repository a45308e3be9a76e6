import { JLP_DECIMALS } from '@streams/catalogues';
import { useMemo } from 'react';
import { PageMeta } from '@/components/PageMeta';
import { Composition } from './Composition';
import styles from './Jlp.module.css';
import { JlpPositionPanel } from './JlpPositionPanel';
import { JlpTabs } from './JlpTabs';
import { PoolStats } from './PoolStats';
import { TradePanel } from './TradePanel';
import { useJlp, useOwner, useResource, valueOf } from '../useJlp';

/**
 * /perps/jlp-earn: the JLP pool on the ledger. Its price, AUM and APR (read every 5 s, T70),
 * its composition against the target weights, buying and selling JLP with the pool's tokens,
 * and the wallet's position and earnings.
 */
export const JlpEarnPage = () => {
  const jlp = useJlp();
  const owner = useOwner();
  const poolState = useResource(useMemo(() => jlp.pool$(), [jlp]));
  const positionState = useResource(useMemo(() => (owner ? jlp.position$(owner) : undefined), [jlp, owner]));
  const pool = valueOf(poolState);
  const position = valueOf(positionState);
  return (
    <section className={styles.page} aria-labelledby="jlp-title">
      <PageMeta title="JLP Earn" description="Provide liquidity to the Jupiter Perps pool and earn its trading fees." />
      <div className={styles.head}>
        <div>
          <h1 id="jlp-title" className={styles.title}>
            JLP Earn
          </h1>
          <p className={styles.muted}>
            JLP is the liquidity pool behind every perps trade: it earns their fees and takes the other side of their profit and loss.
          </p>
        </div>
        <JlpTabs current="/perps/jlp-earn" />
      </div>
      {pool === undefined ? (
        <div className={styles.panel} role="status">
          {poolState?.status === 'error' ? (
            <p className={styles.error}>The JLP pool could not be read. It is tried again every few seconds.</p>
          ) : (
            <p className={styles.muted}>Loading the JLP pool…</p>
          )}
        </div>
      ) : (
        <>
          <div className={styles.panel}>
            <PoolStats pool={pool} stale={poolState?.status !== 'ready' || poolState.stale} />
          </div>
          <div className={styles.grid}>
            <div className={styles.column}>
              <Composition pool={pool} />
            </div>
            <div className={styles.column}>
              <TradePanel pool={pool} owner={owner} />
              {owner === undefined ? (
                <p className={styles.notice}>No wallet connected</p>
              ) : (
                <JlpPositionPanel position={position} decimals={pool.decimals || JLP_DECIMALS} />
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
};
