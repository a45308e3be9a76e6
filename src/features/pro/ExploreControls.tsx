import type { Category } from '@streams/market/categories';
import type { ConnectionState } from '@streams/market/liveStream';
import { type Timeframe, timeframes } from '@streams/market/tokenRow';
import styles from './ExploreView.module.css';
import { categoryLabels } from './categoryLabels';

export const CategoryTabs = ({ tabs, active, onSelect }: { readonly tabs: readonly Category[]; readonly active: Category; readonly onSelect: (category: Category) => void }) => {
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    (event.currentTarget.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div role="tablist" aria-label="Token lists" className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          data-tab={tab}
          aria-selected={tab === active}
          tabIndex={tab === active ? 0 : -1}
          className={tab === active ? styles.tabActive : styles.tab}
          onClick={() => onSelect(tab)}
        >
          {categoryLabels[tab]}
        </button>
      ))}
    </div>
  );
};

export const TimeframeSwitch = ({ value, onChange }: { readonly value: Timeframe; readonly onChange: (timeframe: Timeframe) => void }) => (
  <div role="radiogroup" aria-label="Timeframe" className={styles.segmented}>
    {timeframes.map((timeframe) => (
      <button key={timeframe} type="button" role="radio" aria-checked={timeframe === value} className={timeframe === value ? styles.segmentOn : styles.segment} onClick={() => onChange(timeframe)}>
        {timeframe}
      </button>
    ))}
  </div>
);

const connectionText: Record<ConnectionState, string> = { idle: 'Offline', connecting: 'Connecting…', open: 'Live', reconnecting: 'Reconnecting…' };

/** The live-stream indicator, with the stale mark while data is older than the last reconnect. */
export const ConnectionBadge = ({ state, stale }: { readonly state: ConnectionState; readonly stale: boolean }) => (
  <span className={styles.connection} role="status" aria-label={`Stream ${connectionText[state]}${stale ? ', data stale' : ''}`} data-state={state}>
    <span className={styles.dot} data-state={state} aria-hidden="true" />
    {connectionText[state]}
    {stale && <span className={styles.stale}>Stale</span>}
  </span>
);
