import { spendableSol } from '@streams/swap';
import { useMemo, useState } from 'react';
import { useTxCommand } from '@/hooks/useTxCommand';
import { AmountForm } from './AmountForm';
import styles from './Lend.module.css';
import { useHeld, useLend, useLendBusy, useResourceState } from './useLend';

/** A new loan starts with its collateral: pick the vault (what to borrow), supply SOL; borrow from the loan's card. */
export const OpenLoan = ({ owner }: { readonly owner: string }) => {
  const lend = useLend();
  const busy = useLendBusy();
  const { running, follow } = useTxCommand();
  const vaults = useResourceState(useMemo(() => lend.reads.borrowVaults$(), [lend]));
  const [vaultId, setVaultId] = useState<number | undefined>(undefined);
  const list = vaults?.status === 'ready' ? vaults.value : [];
  const vault = list.find((entry) => entry.id === vaultId) ?? list[0];
  const held = useHeld(owner, vault?.supplyToken.address ?? '');
  if (!vault)
    return (
      <aside className={`${styles.panel} ${styles.notice}`}>
        {vaults?.status === 'error' ? 'Borrow vaults are unavailable right now.' : 'Loading vaults...'}
      </aside>
    );
  const supply = vault.supplyToken;
  return (
    <aside className={styles.panel} aria-label="New loan">
      <h2 className={styles.title}>New loan</h2>
      <p className={styles.muted}>
        Supply {supply.symbol}, then borrow up to {vault.collateralFactor / 100}% of its value. Liquidation at {vault.liquidationThreshold / 100}%.
      </p>
      <div className={styles.segmented} role="group" aria-label="Borrow">
        {list.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={styles.tab}
            aria-current={entry.id === vault.id ? 'page' : undefined}
            onClick={() => setVaultId(entry.id)}
          >
            {entry.supplyToken.symbol} → {entry.borrowToken.symbol}
          </button>
        ))}
      </div>
      <AmountForm
        action={`Supply ${supply.symbol}`}
        symbol={supply.symbol}
        decimals={supply.decimals}
        limit={held === undefined ? undefined : spendableSol(held)}
        limitLabel="Balance"
        overLimit={`Insufficient ${supply.symbol} balance`}
        busy={busy || running !== undefined}
        onSubmit={(amount) =>
          follow(
            lend.operate({
              vaultId: vault.id,
              positionId: 0,
              supply,
              borrow: vault.borrowToken,
              collateral: amount,
              debt: 0n,
              label: `Supply ${supply.symbol}`,
            }),
          )
        }
      />
    </aside>
  );
};
