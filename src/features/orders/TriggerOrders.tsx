import type { TriggerOrder } from '@streams/schemas/orders';
import { useState } from 'react';
import pills from '@/components/Pills.module.css';
import { formatNumber } from '@/format/number';
import { useExplorerLinks } from '../profile/useWritePath';
import { filledPercent, formatRate, formatWhen } from './orderFormat';
import styles from './Orders.module.css';
import { useOrderToken, useOrders, useOrdersBusy, useTriggerOrders } from './useOrders';

/**
 * Open orders and history of /trigger (issue 14 item 3): each open order with its filled
 * fraction, rate, expiry and Cancel; Cancel All for several; history with its fills and
 * explorer links.
 */
export const TriggerOrders = ({ address }: { readonly address: string | undefined }) => {
  const [tab, setTab] = useState<'active' | 'history'>('active');
  const orders = useOrders();
  const busy = useOrdersBusy();
  const state = useTriggerOrders(address, tab);
  const list = state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;
  const openKeys = tab === 'active' ? (list ?? []).map((order) => order.orderKey) : [];

  return (
    <section className={styles.panel} aria-label="Limit orders">
      <div className={styles.panelHead}>
        <div className={pills.pills} role="tablist" aria-label="Limit orders">
          <button type="button" role="tab" aria-selected={tab === 'active'} className={pills.pill} onClick={() => setTab('active')}>
            Open Orders{tab === 'active' && list ? ` (${list.length})` : ''}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'history'} className={pills.pill} onClick={() => setTab('history')}>
            Order History
          </button>
        </div>
        {openKeys.length > 1 && (
          <button type="button" className={styles.small} disabled={busy} onClick={() => orders.cancelAllLimit(openKeys)}>
            Cancel All
          </button>
        )}
      </div>
      {!address ? (
        <p className={styles.notice}>Connect a wallet to see your orders</p>
      ) : !list ? (
        <p className={styles.notice}>{state.status === 'error' ? 'Failed to fetch orders' : 'Loading orders...'}</p>
      ) : list.length === 0 ? (
        <p className={styles.notice}>{tab === 'active' ? 'No Open Orders' : 'No order history'}</p>
      ) : (
        <ul className={styles.orders}>
          {list.map((order) => (
            <TriggerOrderRow key={order.orderKey} order={order} onCancel={tab === 'active' ? () => orders.cancelLimit(order.orderKey) : undefined} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
};

const TriggerOrderRow = ({ order, onCancel, busy }: { readonly order: TriggerOrder; readonly onCancel: (() => void) | undefined; readonly busy: boolean }) => {
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
        {order.openTx && (
          <a href={explorer.tx(order.openTx)} target="_blank" rel="noopener noreferrer">
            Creation transaction
          </a>
        )}
        {order.trades.map((trade, index) => (
          <a key={trade.txId} href={explorer.tx(trade.txId)} target="_blank" rel="noopener noreferrer">
            Fill {index + 1}: {formatNumber(trade.inputAmount)} {sell} → {formatNumber(trade.outputAmount)} {buy}
          </a>
        ))}
        {order.closeTx && (
          <a href={explorer.tx(order.closeTx)} target="_blank" rel="noopener noreferrer">
            {order.status === 'Cancelled' ? 'Cancel transaction' : 'Closing transaction'}
          </a>
        )}
      </div>
    </li>
  );
};
