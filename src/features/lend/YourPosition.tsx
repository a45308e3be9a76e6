import { useMemo } from 'react';
import type { VaultRow } from '@streams/lend';
import { Link } from 'react-router';
import { formatUsd } from '@/format/number';
import { useTxCommand } from '@/hooks/useTxCommand';
import { AmountForm } from './AmountForm';
import styles from './Lend.module.css';
import { formatTokens } from './lendFormat';
import { useLend, useLendBusy, useResourceState } from './useLend';

/** The wallet's deposit in a vault: worth, earnings (kept 5 minutes, T14), and the withdraw form. */
export const YourPosition = ({ row, owner }: { readonly row: VaultRow; readonly owner: string | undefined }) => {
  const lend = useLend();
  const busy = useLendBusy();
  const { running, follow } = useTxCommand();
  const { vault } = row;
  const symbol = vault.asset.symbol;
  const holds = row.shares > 0n;
  const earnings = useResourceState(
    useMemo(() => (owner && holds ? lend.reads.earnings$(owner, vault.address) : undefined), [lend, owner, holds, vault.address]),
  );
  const earned = earnings?.status === 'ready' ? BigInt(earnings.value.earnings) : undefined;
  return (
    <aside className={styles.panel} aria-label="Your position">
      <div className={styles.row}>
        <h2 className={styles.title}>Your position</h2>
        <Link to={`/lend/earn/${encodeURIComponent(symbol)}/deposit`} className={styles.button}>
          Deposit
        </Link>
      </div>
      {owner === undefined ? (
        <p className={styles.notice}>No wallet connected</p>
      ) : (
        <>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Deposited</dt>
              <dd data-testid="position-assets">{formatTokens(row.positionAssets, vault.asset.decimals, symbol)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Value</dt>
              <dd>{formatUsd(row.positionUsd)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Earnings</dt>
              <dd className={styles.apy} data-testid="position-earnings">
                {row.shares === 0n ? '–' : earned === undefined ? '…' : formatTokens(earned, vault.asset.decimals, symbol)}
              </dd>
            </div>
          </dl>
          {row.shares > 0n && (
            <AmountForm
              action="Withdraw"
              symbol={symbol}
              decimals={vault.asset.decimals}
              limit={row.positionAssets}
              limitLabel="Deposited"
              overLimit="More than your position"
              busy={busy || running !== undefined}
              onSubmit={(amount, all) =>
                follow(
                  lend.withdraw({
                    assetMint: vault.asset.address,
                    shareMint: vault.address,
                    symbol,
                    decimals: vault.asset.decimals,
                    amount: all ? undefined : amount,
                    shares: row.shares,
                    assets: row.positionAssets,
                    label: `Withdraw ${symbol}`,
                  }),
                )
              }
            />
          )}
        </>
      )}
    </aside>
  );
};
