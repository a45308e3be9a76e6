import { AppOrExternalLink } from '@/components/AppOrExternalLink';
import type { RecurringOrder } from '@streams/schemas';
import type { OrderListStatus } from '@streams/orders';
import { useState } from 'react';
import { formatNumber } from '@/format/number';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import { filledPercent, formatWhen } from './orderFormat';
import styles from './Orders.module.css';
import { OrdersPanel } from './OrdersPanel';
import { useOrderToken, useOrders, useOrdersBusy, useRecurringOrders } from './useOrders';

/**
 * Active recurring orders and history of /recurring (issue 14 item 4): Budget, Total Spent,
 * Balance Left, Date Initiated, Buying (spec 000 §2), the next order's time, Cancel and Cancel
 * All; history with each executed order's explorer link.
 */
export const RecurringOrders = ({ address }: { readonly address: string | undefined }) => {
  const [tab, setTab] = useState<OrderListStatus>('active');
  const orders = useOrders();
  const busy = useOrdersBusy();
  const state = useRecurringOrders(address, tab);
  const keysOf = (list: readonly { orderKey: string }[]) => list.map((order) => order.orderKey);
  return (
    <OrdersPanel
      label="Recurring orders"
      activeTitle="Active Orders"
      emptyActive="No Active Orders"
      address={address}
      tab={tab}
      onTab={setTab}
      state={state}
      busy={busy}
      onCancelAll={() => state.status === 'ready' && orders.cancelAllRecurring(keysOf(state.value))}
    >
      {(list) =>
        list.map((order) => (
          <RecurringOrderRow
            key={order.orderKey}
            order={order}
            onCancel={tab === 'active' ? () => orders.closeRecurring(order.orderKey) : undefined}
            busy={busy}
          />
        ))
      }
    </OrdersPanel>
  );
};

const RecurringOrderRow = ({
  order,
  onCancel,
  busy,
}: {
  readonly order: RecurringOrder;
  readonly onCancel: (() => void) | undefined;
  readonly busy: boolean;
}) => {
  const sell = useOrderToken(order.inputMint)?.symbol ?? '…';
  const buy = useOrderToken(order.outputMint)?.symbol ?? '…';
  const explorer = useExplorerLinks();
  const left = Math.max(0, order.inDeposited - order.inUsed - order.inWithdrawn);
  const spent = filledPercent(order.inDeposited, order.inDeposited - order.inUsed);
  const status = order.status ?? (order.userClosed ? 'Cancelled' : 'Completed');
  return (
    <li className={styles.order} data-testid="recurring-order" data-order={order.orderKey}>
      <span className={styles.orderTitle}>
        {formatNumber(order.inDeposited)} {sell} → {buy}
      </span>
      {onCancel ? (
        <button type="button" className={styles.small} onClick={onCancel} disabled={busy} aria-label={`Cancel recurring order ${sell} → ${buy}`}>
          Cancel
        </button>
      ) : (
        <span className={styles.status}>{status}</span>
      )}
      <div className={styles.bar} role="progressbar" aria-label="Spent" aria-valuenow={spent} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${spent}%` }} />
      </div>
      <dl className={styles.orderFacts}>
        <div>
          <dt>Budget</dt>
          <dd>
            {formatNumber(order.inDeposited)} {sell}
          </dd>
        </div>
        <div>
          <dt>Total Spent</dt>
          <dd data-testid="total-spent">
            {formatNumber(order.inUsed)} {sell}
          </dd>
        </div>
        <div>
          <dt>Balance Left</dt>
          <dd>
            {formatNumber(left)} {sell}
          </dd>
        </div>
        <div>
          <dt>Date Initiated</dt>
          <dd>{formatWhen(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Buying</dt>
          <dd data-testid="bought">
            {formatNumber(order.outReceived)} {buy}
          </dd>
        </div>
        <div>
          <dt>{onCancel ? 'Next order' : 'Orders'}</dt>
          <dd>{onCancel ? formatWhen(order.nextCycleAt) : `${order.trades.length} executed`}</dd>
        </div>
      </dl>
      <div className={styles.links}>
        {order.trades.map((trade, index) => (
          <AppOrExternalLink key={trade.txId} href={explorer.tx(trade.txId)}>
            Order {index + 1}: {formatNumber(trade.inputAmount)} {sell} → {formatNumber(trade.outputAmount)} {buy}
          </AppOrExternalLink>
        ))}
        {order.closeTx && <AppOrExternalLink href={explorer.tx(order.closeTx)}>Close transaction</AppOrExternalLink>}
      </div>
    </li>
  );
};
