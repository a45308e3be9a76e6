import type { Category, SortField, TokenFilter } from '@streams/market';
import { useObservableEagerState } from 'observable-hooks';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTokenList } from '@/hooks/useTokenList';
import { type Column, metricColumns, stockDeltaColumn } from './columns';
import { CategoryTabs, ConnectionBadge, TimeframeSwitch } from './ExploreControls';
import styles from './ExploreView.module.css';
import { activeCriteria } from './activeCriteria';
import { categoryLabels } from './categoryLabels';
import { GridSkeleton, TokenGrid } from './TokenGrid';
import { useListSettings } from '@/hooks/facades';

// The filter form (its fields, parsing and checks) comes when the Filters button is first pressed or pointed at.
const loadFilterPanel = async () => ({ default: (await import('./FilterPanel')).FilterPanel });
const FilterPanel = lazy(loadFilterPanel);

interface ExploreViewProps {
  readonly tabs: readonly Category[];
  readonly defaultTab: Category;
  /** Lists limited to one launchpad (the launchpad pages). */
  readonly launchpad?: string;
  /** Lists limited to tokens with this tag (an issuer's screener). */
  readonly tag?: string;
  /** Adds the token's gap to its stock price (screeners). */
  readonly stockDelta?: boolean;
}

/**
 * The live token lists (spec 000 §2): category tabs (kept in the address as ?tab=), timeframe,
 * filters and sort per category (persisted), a connection indicator and the virtualised grid.
 */
export const ExploreView = ({ tabs, defaultTab, launchpad, tag, stockDelta }: ExploreViewProps) => {
  const listSettings = useListSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const category = tabs.find((tab) => tab === requested) ?? defaultTab;
  const settings = useObservableEagerState(useMemo(() => listSettings.settings$(category), [listSettings, category]));
  const view = useMemo(() => ({ filter: settings.filter, ...(settings.sort ? { sort: settings.sort } : {}) }), [settings]);
  // Pointing at the rows holds their order (the list stream's freezeOrder).
  const [pointerInside, setPointerInside] = useState(false);
  const only = useMemo(() => ({ ...(launchpad ? { launchpad } : {}), ...(tag ? { tag } : {}) }), [launchpad, tag]);
  const state = useTokenList(category, settings.timeframe, view, only, pointerInside);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps the dialog's own close behaviour.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const columns: readonly Column[] = stockDelta ? [...metricColumns.slice(0, 3), stockDeltaColumn, ...metricColumns.slice(3)] : metricColumns;
  const active = activeCriteria(settings.filter);

  const selectTab = (tab: Category) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', tab);
      return next;
    });
  const onSort = (field: SortField) => listSettings.setSort(category, field);
  const applyFilter = (filter: TokenFilter) => listSettings.setFilter(category, filter);

  return (
    <div className={styles.view}>
      <CategoryTabs tabs={tabs} active={category} onSelect={selectTab} />
      <div className={styles.toolbar}>
        <TimeframeSwitch value={settings.timeframe} onChange={(timeframe) => listSettings.setTimeframe(category, timeframe)} />
        <button
          type="button"
          className={active > 0 ? styles.filtersActive : styles.filters}
          onPointerEnter={() => void loadFilterPanel()}
          onFocus={() => void loadFilterPanel()}
          onClick={() => {
            setFiltersUsed(true);
            setFiltersOpen(true);
          }}
        >
          Filters{active > 0 ? ` (${active})` : ''}
        </button>
        {active > 0 && (
          <button type="button" className={styles.link} onClick={() => listSettings.setFilter(category, {})}>
            Reset filters
          </button>
        )}
        <span className={styles.spacer} />
        {/* Always there, the count empty until the list comes: the toolbar keeps its height (on phones its own line). */}
        <span className={styles.status}>
          <span className={styles.count} data-testid="list-count">
            {state.status !== 'ready' ? '' : state.rows.length === state.total ? `${state.total} tokens` : `${state.rows.length} of ${state.total} tokens`}
          </span>
          <ConnectionBadge stale={state.status === 'ready' && state.stale} />
        </span>
      </div>

      <div className={state.status === 'ready' && state.stale ? styles.staleList : undefined} key={attempt}>
        {state.status === 'loading' && <GridSkeleton message={`Loading ${categoryLabels[category]}…`} />}
        {state.status === 'error' && (
          <div className={styles.placeholder} role="alert">
            Could not load {categoryLabels[category]}.{' '}
            <button type="button" className={styles.link} onClick={() => setAttempt((value) => value + 1)}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.total === 0 && (
          <div className={styles.placeholder}>
            {category === 'watchlist' ? 'Your watchlist is empty: star tokens on their pages to follow them here.' : 'No tokens in this list right now.'}
          </div>
        )}
        {state.status === 'ready' && state.total > 0 && state.rows.length === 0 && (
          <div className={styles.placeholder}>
            No tokens match your filters.{' '}
            <button type="button" className={styles.link} onClick={() => listSettings.setFilter(category, {})}>
              Reset filters
            </button>
          </div>
        )}
        {state.status === 'ready' && state.rows.length > 0 && (
          <TokenGrid
            rows={state.rows}
            columns={columns}
            sort={state.sort}
            onSort={onSort}
            now={state.updatedAt}
            label={`${categoryLabels[category]} tokens`}
            waiting={state.waiting}
            onPointerInside={setPointerInside}
          />
        )}
      </div>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FilterPanel open={filtersOpen} filter={settings.filter} onApply={applyFilter} onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
    </div>
  );
};
