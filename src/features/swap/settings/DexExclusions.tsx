import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useSwapStreams } from '../useSwapStreams';
import swapStyles from '../SwapPage.module.css';
import styles from './DexExclusions.module.css';

/**
 * Venues a route may not use (spec 001 §2.3 excluded AMMs): the names come from the quote
 * service's program-id-to-label map (fetched once), and each one ticked is sent as
 * excludeDexes with every quote. A stored name the map no longer has stays listed, so it can be
 * let back in.
 */
export const DexExclusions = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  const labels = useObservableState(swap.programLabels.labels$);
  const [filter, setFilter] = useState('');
  const excluded = settings.excludedDexes;
  const names = useMemo(() => {
    const known = labels?.status === 'ready' ? [...labels.value.values()] : [];
    return [...new Set([...known, ...excluded])].sort((a, b) => a.localeCompare(b));
  }, [labels, excluded]);
  const wanted = filter.trim().toLowerCase();
  const shown = names.filter((name) => name.toLowerCase().includes(wanted));
  const toggle = (name: string, exclude: boolean) =>
    swap.settings.update({ excludedDexes: exclude ? [...excluded, name] : excluded.filter((other) => other !== name) });

  return (
    <details className={styles.exclusions}>
      <summary>Excluded DEXes ({excluded.length})</summary>
      <p className={swapStyles.settingsNote}>Routes never go through a ticked venue.</p>
      {labels?.status === 'error' && <p className={swapStyles.settingsNote}>The list of venues could not be loaded; try again later.</p>}
      {labels === undefined || labels.status === 'loading' ? (
        <p className={swapStyles.settingsNote}>Loading venues…</p>
      ) : (
        <>
          <input
            className={styles.filter}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter venues"
            aria-label="Filter venues"
          />
          <ul className={styles.list} aria-label="Venues">
            {shown.map((name) => (
              <li key={name}>
                <label>
                  <input type="checkbox" checked={excluded.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
                  {name}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
};
