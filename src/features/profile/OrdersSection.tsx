import type { PortfolioOrder } from '@streams/portfolio';
import { useState } from 'react';
import { formatNumber } from '@/format/number';
import { formatActivityTime } from './formatTime';
import styles from './Sections.module.css';
import { type TokenInfoMap, symbolOf } from './tokenLabels';
import { masked, useDrawerSettings } from './useProfileData';
import { useOrders, useOrdersBusy } from '../orders/useOrders';
import { useMoney } from '@/hooks/useMoney';

interface OrdersSectionProps {
  readonly kind: 'trigger' | 'recurring';
  readonly orders: readonly PortfolioOrder[];
  readonly tokenInfo: TokenInfoMap;
  /** Another wallet's orders (the portfolio of an address): no cancels. */
  readonly readOnly?: boolean;
}

/**
 * Trigger and Recurring orders (spec 000 §2): expandable rows with the order's details and
 * 'Cancel Order', and 'Cancel All' above them; the cancels run through the orders feature.
 */
export const OrdersSection = ({ kind, orders, tokenInfo, readOnly = false }: OrdersSectionProps) => {
  const money = useMoney();
  const [open, setOpen] = useState<string | undefined>(undefined);
  const [settings] = useDrawerSettings();
  const commands = useOrders();
  const busy = useOrdersBusy();
  if (orders.length === 0) return <p className={styles.notice}>{kind === 'trigger' ? 'No Open Orders' : 'No Active Orders'}</p>;
  const hide = settings.hideBalance;
  const keys = orders.map((order) => order.orderKey);
  const cancelOne = (key: string) => (kind === 'trigger' ? commands.cancelLimit(key) : commands.closeRecurring(key));
  const cancelAll = () => (kind === 'trigger' ? commands.cancelAllLimit(keys) : commands.cancelAllRecurring(keys));
  return (
    <>
      {!readOnly && (
        <div className={styles.sectionTools}>
          <button type="button" className={styles.cancelButton} onClick={cancelAll} disabled={busy}>
            Cancel All
          </button>
        </div>
      )}
      <ul className={styles.cards}>
        {orders.map((order) => {
          const input = symbolOf(tokenInfo, order.inputMint);
          const output = symbolOf(tokenInfo, order.outputMint);
          const expanded = open === order.orderKey;
          const spent = order.inputAmount - order.remainingInputAmount;
          return (
            <li key={order.orderKey} className={styles.card}>
              <button type="button" className={styles.cardHead} aria-expanded={expanded} onClick={() => setOpen(expanded ? undefined : order.orderKey)}>
                <span>
                  {input} → {output}
                </span>
                <span className={styles.muted}>{masked(hide, money.value(order.remainingInputUsd))}</span>
              </button>
              {expanded && (
                <dl className={styles.details}>
                  {kind === 'trigger' ? (
                    <>
                      <Detail term="Total Deposited" value={masked(hide, `${formatNumber(order.inputAmount)} ${input}`)} />
                      <Detail term="Total Filled" value={masked(hide, `${formatNumber(spent)} ${input}`)} />
                      <Detail
                        term="Rate"
                        value={order.inputAmount > 0 ? `${formatNumber(order.outputAmount / order.inputAmount)} ${output} per ${input}` : '–'}
                      />
                    </>
                  ) : (
                    <>
                      <Detail term="Budget" value={masked(hide, `${formatNumber(order.inputAmount)} ${input}`)} />
                      <Detail term="Total Spent" value={masked(hide, `${formatNumber(spent)} ${input}`)} />
                      <Detail term="Balance Left" value={masked(hide, `${formatNumber(order.remainingInputAmount)} ${input}`)} />
                      <Detail term="Date Initiated" value={order.createdAt === null ? '–' : formatActivityTime(order.createdAt)} />
                      <Detail term="Buying" value={output} />
                    </>
                  )}
                </dl>
              )}
              {expanded && !readOnly && (
                <div className={styles.detailActions}>
                  <button type="button" className={styles.cancelButton} onClick={() => cancelOne(order.orderKey)} disabled={busy}>
                    Cancel Order
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
};

export const Detail = ({ term, value }: { readonly term: string; readonly value: React.ReactNode }) => (
  <div className={styles.detail}>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </div>
);
