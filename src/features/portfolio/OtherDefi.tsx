import { formatNumber } from '@/format/number';
import { useMoney } from '@/hooks/useMoney';
import styles from './Portfolio.module.css';
import { useOtherPositions } from './usePortfolioPage';

/** 'Other DeFi Positions' (spec 000 §1, §7 fetchNoJup): the address's positions on other protocols, asked on demand. */
export const OtherDefi = ({ address }: { readonly address: string }) => {
  const money = useMoney();
  const [state, refresh] = useOtherPositions(address);
  const value = state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="other-defi">
      <h2 id="other-defi" className={styles.panelHead}>
        Other DeFi Positions
        <span className={styles.value}>
          {value ? money.value(value.total) : ''}{' '}
          <button type="button" className={styles.refresh} onClick={refresh} disabled={state.status === 'loading'}>
            Refresh
          </button>
        </span>
      </h2>
      {state.status === 'loading' ? (
        <p className={styles.notice}>Loading positions...</p>
      ) : !value ? (
        <p className={styles.notice}>Other positions are unavailable right now.</p>
      ) : value.positions.length === 0 ? (
        <p className={styles.notice}>No positions on other protocols</p>
      ) : (
        <ul className={styles.list}>
          {value.positions.map((position) => (
            <li key={`${position.platformId}-${position.label}`} className={styles.item}>
              <span className={styles.label}>{position.label}</span>
              <span>
                {position.name}
                <span className={styles.assets}>
                  {position.assets.map((asset) => `${formatNumber(asset.amount)} ${value.symbols[asset.mint] ?? asset.mint.slice(0, 4)}`).join(' · ') || '–'}
                </span>
              </span>
              <span>{money.value(position.value)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
