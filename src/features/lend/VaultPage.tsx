import { rowBySymbol } from '@streams/lend';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { formatUsdCompact } from '@/format/number';
import styles from './Lend.module.css';
import { formatApy } from './lendFormat';
import { useMemo } from 'react';
import { useLend, useOwner, useResourceState, useVaultRows } from './useLend';
import { VaultMissing } from './VaultMissing';
import { YourPosition } from './YourPosition';

/** /lend/earn/{symbol}: the vault's rates and size, the market's totals, and the wallet's position with its earnings. */
export const VaultPage = () => {
  const symbol = useParams().symbol ?? '';
  const owner = useOwner();
  const state = useVaultRows(owner);
  const lend = useLend();
  const stats = useResourceState(useMemo(() => lend.reads.stats$(), [lend]));
  const row = state.status === 'ready' ? rowBySymbol(state.rows, symbol) : undefined;
  if (state.status !== 'ready' || !row) return <VaultMissing state={state} symbol={symbol} />;
  const { vault } = row;
  const name = vault.asset.symbol;
  const totals = stats?.status === 'ready' ? stats.value : undefined;
  return (
    <section className={styles.page} aria-labelledby="vault-title">
      <PageMeta title={`Earn · ${name}`} description={`${name} earn vault: ${formatApy(row.apy)} APY.`} />
      <div className={styles.head}>
        <h1 id="vault-title" className={styles.title}>
          {name} vault
        </h1>
        <Link to="/lend/earn" className={styles.ghost}>
          All vaults
        </Link>
      </div>
      <div className={styles.grid}>
        <div className={styles.panel}>
          <dl className={styles.stats} aria-label="Vault stats">
            <div className={styles.stat}>
              <dt>APY</dt>
              <dd className={styles.apy} data-testid="vault-apy">
                {formatApy(row.apy)}
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>Supply rate</dt>
              <dd>{formatApy((vault.supplyRate ?? 0) / 100)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Rewards rate</dt>
              <dd>{formatApy((vault.rewardsRate ?? 0) / 100)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>TVL</dt>
              <dd>{formatUsdCompact(row.tvlUsd)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Lend supplied (all vaults)</dt>
              <dd>{formatUsdCompact(totals?.totalSuppliedUsd)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Lend borrowed</dt>
              <dd>{formatUsdCompact(totals?.totalBorrowedUsd)}</dd>
            </div>
          </dl>
        </div>
        <YourPosition row={row} owner={owner} />
      </div>
    </section>
  );
};
