import { type Category, type Timeframe, timeframes } from '@streams/market';
import styles from './ExploreView.module.css';
import { categoryLabels } from './categoryLabels';
import { useLiveConnection, useLiveReconnect } from './useLiveConnection';

export const CategoryTabs = ({
  tabs,
  active,
  onSelect,
}: {
  readonly tabs: readonly Category[];
  readonly active: Category;
  readonly onSelect: (category: Category) => void;
}) => {
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : undefined;
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
      <button
        key={timeframe}
        type="button"
        role="radio"
        aria-checked={timeframe === value}
        className={timeframe === value ? styles.segmentOn : styles.segment}
        onClick={() => onChange(timeframe)}
      >
        {timeframe}
      </button>
    ))}
  </div>
);

/**
 * The live stream's indicator (issue 12 item 3): Live, Stale with the silence counting,
 * Reconnecting with the countdown to the next attempt, Offline, or the server's reason; plus
 * the list's own stale mark while its rows are older than the last reconnect.
 */
export const ConnectionBadge = ({ stale }: { readonly stale: boolean }) => {
  const view = useLiveConnection();
  const reconnect = useLiveReconnect();
  return (
    <>
      <span className={styles.connection} role="status" aria-label={`Stream ${view.label}${stale ? ', data stale' : ''}`} data-tone={view.tone}>
        <span className={styles.dot} data-tone={view.tone} aria-hidden="true" />
        {view.label}
        {stale && <span className={styles.stale}>Stale</span>}
      </span>
      {/* Refused for good: only the user brings it back (or a reload). */}
      {view.refused && (
        <button type="button" className={styles.reconnect} onClick={reconnect}>
          Reconnect
        </button>
      )}
    </>
  );
};
