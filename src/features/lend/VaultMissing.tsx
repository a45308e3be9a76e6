import type { VaultRowsState } from '@streams/lend/feature';
import { Link } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import styles from './Lend.module.css';

/** A vault page before the list has loaded, when it failed, or for a symbol with no vault. */
export const VaultMissing = ({ state, symbol }: { readonly state: VaultRowsState; readonly symbol: string }) => (
  <section className={styles.page} aria-labelledby="vault-missing-title">
    <PageMeta title={`Earn · ${symbol.slice(0, 24)}`} description="One earn vault." />
    <h1 id="vault-missing-title" className={styles.title}>
      {symbol.slice(0, 24)} vault
    </h1>
    <div className={styles.panel}>
      {state.status === 'loading' ? (
        <p className={styles.notice}>Loading vault...</p>
      ) : state.status === 'error' ? (
        <p className={`${styles.notice} ${styles.error}`}>Lend is unavailable right now. Try again in a moment.</p>
      ) : (
        <p className={styles.notice}>
          No earn vault for “{symbol}”. <Link to="/lend/earn">See every vault</Link>
        </p>
      )}
    </div>
  </section>
);
