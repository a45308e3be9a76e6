import { minDepositShares, rowBySymbol } from '@streams/lend';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useTxCommand } from '@/hooks/useTxCommand';
import { AmountForm } from './AmountForm';
import styles from './Lend.module.css';
import { formatApy } from './lendFormat';
import { useLend, useLendBusy, useOwner, useVaultRows } from './useLend';
import { VaultMissing } from './VaultMissing';

/** /lend/earn/{symbol}/deposit: the amount, checked against the wallet's balance, deposited through the transaction command. */
export const DepositPage = () => {
  const symbol = useParams().symbol ?? '';
  const owner = useOwner();
  const state = useVaultRows(owner);
  const lend = useLend();
  const busy = useLendBusy();
  const { running, follow } = useTxCommand();
  const row = state.status === 'ready' ? rowBySymbol(state.rows, symbol) : undefined;
  if (state.status !== 'ready' || !row) return <VaultMissing state={state} symbol={symbol} />;
  const { vault } = row;
  const name = vault.asset.symbol;
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <PageMeta title={`Deposit · ${name}`} description={`Deposit ${name} and earn ${formatApy(row.apy)} APY.`} />
      <div className={styles.head}>
        <h1 id="deposit-title" className={styles.title}>
          Deposit {name}
        </h1>
        <Link to={`/lend/earn/${encodeURIComponent(name)}`} className={styles.ghost}>
          Back to vault
        </Link>
      </div>
      <div className={styles.panel}>
        <p className={styles.muted}>
          Earn <span className={styles.apy}>{formatApy(row.apy)}</span> APY on {name}. Your deposit stays withdrawable at any time.
        </p>
        {owner === undefined ? (
          <p className={styles.notice}>No wallet connected</p>
        ) : (
          <AmountForm
            action="Deposit"
            symbol={name}
            decimals={vault.asset.decimals}
            limit={row.walletBalance}
            limitLabel="Balance"
            overLimit={`Insufficient ${name} balance`}
            busy={busy || running !== undefined}
            onSubmit={(amount) =>
              follow(
                lend.deposit({
                  assetMint: vault.asset.address,
                  symbol: name,
                  decimals: vault.asset.decimals,
                  amount,
                  shareMint: vault.address,
                  minShares: minDepositShares(amount, vault),
                  label: `Deposit ${name}`,
                }),
              )
            }
          />
        )}
      </div>
    </section>
  );
};
