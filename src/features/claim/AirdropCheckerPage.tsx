import type { AirdropRow, AirdropState } from '@streams/claims';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { Link } from 'react-router';
import { FormField } from '@/components/FormField';
import { PageMeta } from '@/components/PageMeta';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import { useMoney } from '@/hooks/useMoney';
import styles from './Claim.module.css';
import { useAirdropChecker } from './useAirdropChecker';

const Row = ({ row, claimable }: { readonly row: AirdropRow; readonly claimable: boolean }) => {
  const money = useMoney();
  return (
    <li className={styles.item}>
      <span>
        <span className={styles.amount}>
          {formatNumber(Number(row.amount))} {row.symbol}
        </span>
        <span className={styles.muted}> · {row.usdValue === undefined ? 'no price' : money.value(row.usdValue)}</span>
      </span>
      {claimable && (
        <Link to="/claim" className={styles.button}>
          Claim
        </Link>
      )}
    </li>
  );
};

const Results = ({ state, address, isWallet }: { readonly state: AirdropState; readonly address: string | undefined; readonly isWallet: boolean }) => {
  if (state.status === 'idle' || address === undefined) return <p className={styles.notice}>Enter an address to see its airdrops.</p>;
  if (state.status === 'loading') return <p className={styles.notice}>Reading airdrops…</p>;
  if (state.status === 'closed') return <p className={styles.notice}>The claim window has closed.</p>;
  if (state.status === 'error') return <p className={`${styles.notice} ${styles.error}`}>{state.message}</p>;
  if (state.rows.length === 0) return <p className={styles.notice}>No airdrops to claim for {isWallet ? 'your wallet' : shortAddress(address)}.</p>;
  return (
    <ul className={styles.list} aria-label="Airdrops">
      {state.rows.map((row) => (
        <Row key={row.id} row={row} claimable={isWallet} />
      ))}
    </ul>
  );
};

/**
 * /portfolio/airdrop-checker (issue 30 item 4): any address's claimable airdrops, read-only;
 * the connected wallet's lead to /claim.
 */
export const AirdropCheckerPage = () => {
  const checker = useAirdropChecker();
  const view = useObservableEagerState(checker.view$);
  const results = useObservableState(checker.results$, { status: 'idle' });
  return (
    <section className={styles.page} aria-labelledby="airdrop-title">
      <PageMeta title="Airdrop Checker" description="See what any wallet can claim." />
      <h1 id="airdrop-title" className={styles.title}>
        Airdrop Checker
      </h1>
      <p className={styles.muted}>The airdrops any wallet can still claim, read-only. Your connected wallet’s are claimed on the Claim page.</p>
      <form
        className={`${styles.panel} ${styles.checker}`}
        aria-label="Check an address"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          checker.check();
        }}
      >
        <FormField id="airdrop-address" label="Wallet address" error={view.error} help={view.isWallet ? 'Your connected wallet' : undefined}>
          <input
            id="airdrop-address"
            value={view.text}
            onChange={(event) => checker.type(event.currentTarget.value)}
            aria-invalid={view.error ? true : undefined}
            aria-describedby="airdrop-address-message"
            placeholder="Any Solana address"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
          />
        </FormField>
        <button type="submit" className={styles.button}>
          Check
        </button>
      </form>
      <div className={styles.panel} aria-live="polite">
        <Results state={results} address={view.checked} isWallet={view.isWallet} />
      </div>
    </section>
  );
};
