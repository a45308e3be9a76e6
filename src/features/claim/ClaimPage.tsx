import type { Claim } from '@streams/claims';
import { PageMeta } from '@/components/PageMeta';
import { formatNumber } from '@/format/number';
import { useLend, useLendBusy, useOwner } from '@/features/lend/useLend';
import { useTxCommand } from '@/hooks/useTxCommand';
import styles from './Claim.module.css';
import { useClaims } from './useClaims';

const uiAmount = (claim: Claim) => Number(claim.amount) / 10 ** claim.decimals;

const ClaimList = ({ address }: { readonly address: string }) => {
  const [state, reload] = useClaims(address, true);
  const lend = useLend();
  const busy = useLendBusy();
  const { running, follow } = useTxCommand();
  if (state.status === 'idle') return <p className={styles.notice}>The claim window has closed.</p>;
  if (state.status === 'loading') return <p className={styles.notice}>Loading claims...</p>;
  if (state.status === 'error') return <p className={`${styles.notice} ${styles.error}`}>{state.message}</p>;
  if (state.claims.length === 0) return <p className={styles.notice}>Nothing to claim for this wallet.</p>;
  return (
    <ul className={styles.list} aria-label="Claims">
      {state.claims.map((claim) => (
        <li key={claim.id} className={styles.item}>
          <span>
            <span className={styles.amount}>{formatNumber(uiAmount(claim))} JUP</span>
            <span className={styles.muted}> · Active Staking Rewards</span>
          </span>
          {claim.claimed ? (
            <span className={styles.claimed}>Claimed</span>
          ) : (
            <button
              type="button"
              className={styles.button}
              disabled={busy || running !== undefined}
              onClick={() =>
                follow(
                  lend.claim({
                    id: claim.id,
                    mint: claim.mint,
                    symbol: 'JUP',
                    decimals: claim.decimals,
                    amount: BigInt(claim.amount),
                    label: `Claim ${formatNumber(uiAmount(claim))} JUP`,
                  }),
                  reload,
                )
              }
            >
              Claim
            </button>
          )}
        </li>
      ))}
    </ul>
  );
};

/** /claim (spec 000 §1): the connected wallet's ASR claims, each claimed on the ledger with one press. */
export const ClaimPage = () => {
  const owner = useOwner();
  return (
    <section className={styles.page} aria-labelledby="claim-title">
      <PageMeta title="Claim" description="Claim your rewards." />
      <h1 id="claim-title" className={styles.title}>
        Claim
      </h1>
      <div className={styles.panel}>
        {owner === undefined ? <p className={styles.notice}>No wallet connected</p> : <ClaimList key={owner} address={owner} />}
      </div>
    </section>
  );
};
