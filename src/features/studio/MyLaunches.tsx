import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { TokenIcon } from '@/components/TokenIcon';
import { formatNumber, formatUsdCompact } from '@/format/number';
import styles from './Studio.module.css';
import { useStudio } from './useStudio';

/** The wallet's launches, newest first, each leading to its launch page. */
export const MyLaunches = ({ owner }: { readonly owner: string }) => {
  const studio = useStudio();
  const state = useObservableState(
    useMemo(() => studio.myLaunches$(owner), [studio, owner]),
    { status: 'loading' },
  );
  if (state.status === 'ready' && state.launches.length === 0) return null;
  return (
    <section className={styles.card} aria-label="Your launches">
      <h2 className={styles.sectionTitle}>Your launches</h2>
      {state.status === 'loading' && <p className={styles.help}>Reading your launches…</p>}
      {state.status === 'error' && <p className={styles.error}>{state.message}</p>}
      {state.status === 'ready' && (
        <ul className={styles.launchList}>
          {state.launches.map((launch) => (
            <li key={launch.mint}>
              <Link to={`/studio/${launch.mint}`} className={styles.launchRow}>
                <TokenIcon icon={launch.image} size={32} />
                <span className={styles.launchRowNames}>
                  <strong>{launch.name}</strong>
                  <span>{launch.symbol}</span>
                </span>
                <span className={styles.launchRowFacts}>
                  <span>{launch.graduated ? 'Graduated' : `${formatNumber(launch.bondingCurve, { decimals: 2 })} %`}</span>
                  <span>{formatUsdCompact(launch.mcap)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
