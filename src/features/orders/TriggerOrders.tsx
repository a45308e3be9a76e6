import { AppOrExternalLink } from '@/components/AppOrExternalLink';
import type { TriggerOrder } from '@streams/schemas';
import { HISTORY_FILTERS, type HistoryEventKind, type OrderListStatus, historyShows } from '@streams/orders';
import { useState } from 'react';
import { formatNumber } from '@/format/number';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import { filledPercent, formatRate, formatWhen } from './orderFormat';
import styles from './Orders.module.css';
import { OrdersPanel } from './OrdersPanel';
import { useOrderToken, useOrders, useOrdersBusy, useTriggerOrders } from './useOrders';

/**
 * Open orders and history of /trigger (issue 14 item 3): each open order with its filled
 * fraction, rate, expiry and Cancel; Cancel All for several; history with its fills and
 * explorer links, filtered by Close, Open and Attempted Fill (issue 29 item 5).
 */
export const TriggerOrders = ({ address }: { readonly address: string | undefined }) => {
  const [tab, setTab] = useState<OrderListStatus>('active');
  const [chosen, setChosen] = useState<ReadonlySet<HistoryEventKind>>(() => new Set());
  const toggle = (kind: HistoryEventKind) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  const orders = useOrders();
  const busy = useOrdersBusy();
  const state = useTriggerOrders(address, tab);
  const keysOf = (list: readonly { orderKey: string }[]) => list.map((order) => order.orderKey);
  return (
    <OrdersPanel
      label="Limit orders"
      activeTitle="Open Orders"
      emptyActive="No Open Orders"
      address={address}
      tab={tab}
      onTab={setTab}
      state={state}
      busy={busy}
      onCancelAll={() => state.status === 'ready' && orders.cancelAllLimit(keysOf(state.value))}
      historyFilters={
        <div className={styles.filters} role="group" aria-label="History filter">
          {HISTORY_FILTERS.map((filter) => (
            <button key={filter.kind} type="button" className={styles.small} aria-pressed={chosen.has(filter.kind)} onClick={() => toggle(filter.kind)}>
              {filter.label}
            </button>
          ))}
        </div>
      }
    >
      {(list) => {
        if (tab === 'active') {
          return list.map((order) => <TriggerOrderRow key={order.orderKey} order={order} onCancel={() => orders.cancelLimit(order.orderKey)} busy={busy} />);
        }
        const shown = list.flatMap((order) => {
          const shows = historyShows(order, chosen);
          return shows.order ? [<TriggerOrderRow key={order.orderKey} order={order} onCancel={undefined} busy={busy} shows={shows} />] : [];
        });
        return shown.length > 0 ? shown : <li className={styles.notice}>No orders match these filters</li>;
      }}
    </OrdersPanel>
  );
};

/** Which of an order's events the history shows (all, on the open orders' tab). */
type Shows = Record<HistoryEventKind, boolean>;
const ALL_EVENTS: Shows = { open: true, fill: true, close: true };

const TriggerOrderRow = ({
  order,
  onCancel,
  busy,
  shows = ALL_EVENTS,
}: {
  readonly order: TriggerOrder;
  readonly onCancel: (() => void) | undefined;
  readonly busy: boolean;
  readonly shows?: Shows;
}) => {
  const sell = useOrderToken(order.inputMint)?.symbol ?? '…';
  const buy = useOrderToken(order.outputMint)?.symbol ?? '…';
  const explorer = useExplorerLinks();
  const filled = filledPercent(order.makingAmount, order.remainingMakingAmount);
  const received = order.trades.reduce((sum, trade) => sum + trade.outputAmount, 0);
  return (
    <li className={styles.order} data-testid="trigger-order" data-order={order.orderKey}>
      <span className={styles.orderTitle}>
        {formatNumber(order.makingAmount)} {sell} → {formatNumber(order.takingAmount)} {buy}
      </span>
      {onCancel ? (
        <button type="button" className={styles.small} onClick={onCancel} disabled={busy} aria-label={`Cancel order ${sell} → ${buy}`}>
          Cancel
        </button>
      ) : (
        <span className={styles.status}>{order.status}</span>
      )}
      <div className={styles.bar} role="progressbar" aria-label="Filled" aria-valuenow={filled} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${filled}%` }} />
      </div>
      <dl className={styles.orderFacts}>
        <div>
          <dt>Rate</dt>
          <dd>
            {formatRate(order.makingAmount > 0 ? order.takingAmount / order.makingAmount : Number.NaN)} {buy} per {sell}
          </dd>
        </div>
        <div>
          <dt>Filled</dt>
          <dd data-testid="filled">{filled}%</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            {formatNumber(received)} {buy}
          </dd>
        </div>
        <div>
          <dt>{onCancel ? 'Expires' : 'Closed'}</dt>
          <dd>{onCancel ? formatWhen(order.expiredAt, 'Never') : formatWhen(order.updatedAt)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatWhen(order.createdAt)}</dd>
        </div>
      </dl>
      <div className={styles.links}>
        {shows.open && order.openTx && <AppOrExternalLink href={explorer.tx(order.openTx)}>Creation transaction</AppOrExternalLink>}
        {shows.fill &&
          order.trades.map((trade, index) => (
            <AppOrExternalLink key={trade.txId} href={explorer.tx(trade.txId)}>
              Fill {index + 1}: {formatNumber(trade.inputAmount)} {sell} → {formatNumber(trade.outputAmount)} {buy}
            </AppOrExternalLink>
          ))}
        {shows.close && order.closeTx && (
          <AppOrExternalLink href={explorer.tx(order.closeTx)}>{order.status === 'Cancelled' ? 'Cancel transaction' : 'Closing transaction'}</AppOrExternalLink>
        )}
      </div>
    </li>
  );
};
