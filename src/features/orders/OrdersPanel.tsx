import type { ResourceState } from '@streams/core';
import type { OrderListStatus } from '@streams/orders';
import type { ReactNode } from 'react';
import pills from '@/components/Pills.module.css';
import styles from './Orders.module.css';

interface OrdersPanelProps<O> {
  /** The panel's and the tab list's accessible name: 'Limit orders'. */
  readonly label: string;
  /** 'Open Orders' / 'Active Orders', and what an empty active list says. */
  readonly activeTitle: string;
  readonly emptyActive: string;
  readonly address: string | undefined;
  readonly tab: OrderListStatus;
  readonly onTab: (tab: OrderListStatus) => void;
  readonly state: ResourceState<readonly O[]>;
  readonly busy: boolean;
  readonly onCancelAll: () => void;
  readonly children: (orders: readonly O[]) => ReactNode;
  /** Shown above the history (the limit page's filters). */
  readonly historyFilters?: ReactNode;
}

/**
 * The orders beside an order form (issue 14 items 3 and 4): the active and history tabs, Cancel
 * All when more than one order is open, and the loading, failure and empty states.
 */
export const OrdersPanel = <O,>({
  label,
  activeTitle,
  emptyActive,
  address,
  tab,
  onTab,
  state,
  busy,
  onCancelAll,
  children,
  historyFilters,
}: OrdersPanelProps<O>) => {
  const list = state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;
  return (
    <section className={styles.panel} aria-label={label}>
      <div className={styles.panelHead}>
        <div className={pills.pills} role="tablist" aria-label={label}>
          <button type="button" role="tab" aria-selected={tab === 'active'} className={pills.pill} onClick={() => onTab('active')}>
            {activeTitle}
            {tab === 'active' && list ? ` (${list.length})` : ''}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'history'} className={pills.pill} onClick={() => onTab('history')}>
            Order History
          </button>
        </div>
        {tab === 'active' && list && list.length > 1 && (
          <button type="button" className={styles.small} disabled={busy} onClick={onCancelAll}>
            Cancel All
          </button>
        )}
      </div>
      {tab === 'history' && address && historyFilters}
      {!address ? (
        <p className={styles.notice}>Connect a wallet to see your orders</p>
      ) : !list ? (
        <p className={styles.notice}>{state.status === 'error' ? 'Failed to fetch orders' : 'Loading orders...'}</p>
      ) : list.length === 0 ? (
        <p className={styles.notice}>{tab === 'active' ? emptyActive : 'No order history'}</p>
      ) : (
        <ul className={styles.orders}>{children(list)}</ul>
      )}
    </section>
  );
};
