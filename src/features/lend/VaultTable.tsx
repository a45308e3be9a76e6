import type { VaultRow } from '@streams/lend';
import { TokenIcon } from '@/components/TokenIcon';
import { formatUsdCompact } from '@/format/number';
import { formatApy, formatTokens } from './lendFormat';
import { Link } from 'react-router';
import styles from './Lend.module.css';
import { useOwner, useVaultRows } from './useLend';

const Row = ({ row, connected }: { readonly row: VaultRow; readonly connected: boolean }) => {
  const { vault } = row;
  const symbol = vault.asset.symbol;
  const page = `/lend/earn/${encodeURIComponent(symbol)}`;
  return (
    <tr data-testid={`vault-${symbol}`}>
      <td>
        <Link to={page} className={styles.asset}>
          <TokenIcon icon={vault.asset.logo_url} size={28} />
          <span>
            {symbol}
            <span className={styles.assetName}>{vault.asset.name ?? vault.symbol}</span>
          </span>
        </Link>
      </td>
      <td className={styles.apy}>{formatApy(row.apy)}</td>
      <td className={styles.hideNarrow}>{formatUsdCompact(row.tvlUsd)}</td>
      <td data-testid="your-position">
        {!connected ? (
          <span className={styles.muted}>–</span>
        ) : row.shares > 0n ? (
          <>
            {formatTokens(row.positionAssets, vault.asset.decimals, symbol)}
            <span className={styles.assetName}>{formatUsdCompact(row.positionUsd)}</span>
          </>
        ) : (
          <span className={styles.muted}>0</span>
        )}
      </td>
      <td>
        {vault.depositable === false ? (
          <span className={styles.muted}>Coming soon</span>
        ) : (
          <Link to={`${page}/deposit`} className={styles.button}>
            Deposit
          </Link>
        )}
      </td>
    </tr>
  );
};

/** The earn vaults (spec 000 §7 Lend): APY, TVL and the wallet's position; 'No Earn Vaults' when there are none. */
export const VaultTable = () => {
  const owner = useOwner();
  const state = useVaultRows(owner);
  if (state.status === 'loading') return <p className={styles.notice}>Loading vaults...</p>;
  if (state.status === 'error') return <p className={`${styles.notice} ${styles.error}`}>Lend is unavailable right now. Try again in a moment.</p>;
  if (state.rows.length === 0) return <p className={styles.notice}>No Earn Vaults</p>;
  return (
    <table className={styles.table} aria-label="Earn vaults">
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col">APY</th>
          <th scope="col" className={styles.hideNarrow}>
            TVL
          </th>
          <th scope="col">Your position</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((row) => (
          <Row key={row.vault.address} row={row} connected={owner !== undefined} />
        ))}
      </tbody>
    </table>
  );
};
