import { CLOCK_OPTIONS, dateTimeFormat } from '@streams/core';
import type { Tx } from '@streams/schemas';
import { memo } from 'react';
import type { Money } from '@/format/money';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import styles from './TokenPage.module.css';
import { useOlderTrades, useTokenTrades } from './useTokenPage';

/** How close to the end of the list (px) a scroll asks for older trades. */
const LOAD_MORE_WITHIN_PX = 120;
import { useMoney } from '@/hooks/useMoney';

// The product's one locale (en-US), with a 24-hour clock: trades tick by the second.
const clock = dateTimeFormat(CLOCK_OPTIONS);

const TradeRow = memo(({ tx, money }: { readonly tx: Tx; readonly money: Money }) => (
  <tr className={tx.type === 'buy' ? styles.buyRow : styles.sellRow}>
    <td className={styles.time}>{clock.format(new Date(tx.timestamp))}</td>
    <td className={tx.type === 'buy' ? styles.up : styles.down}>{tx.type === 'buy' ? 'Buy' : 'Sell'}</td>
    <td className={styles.num}>{money.price(tx.usdPrice)}</td>
    <td className={styles.num}>{formatNumber(tx.amount)}</td>
    <td className={styles.num}>{money.compact(tx.usdVolume)}</td>
    <td className={styles.trader}>{shortAddress(tx.traderAddress)}</td>
  </tr>
));
TradeRow.displayName = 'TradeRow';

/**
 * The live trades feed: the latest page, then trades as the stream reports them; older pages
 * load as the list scrolls to its end. `titled`: with its own heading (not inside tabs).
 */
export const TradesList = ({ tokenId, titled = true }: { readonly tokenId: string; readonly titled?: boolean }) => {
  const state = useTokenTrades(tokenId);
  const older = useOlderTrades(tokenId, state.next);
  const money = useMoney();
  const shown = new Set(state.trades.map((tx) => tx.txHash));
  const olderRows = older.trades.filter((tx) => !shown.has(tx.txHash));
  return (
    <section className={styles.card} aria-label="Trades">
      {titled && (
        <h2 className={styles.cardTitle}>
          Trades <span className={styles.live} aria-hidden="true" />
        </h2>
      )}
      {state.status === 'loading' && state.trades.length === 0 && <p className={styles.muted}>Loading trades...</p>}
      {state.status === 'error' && <p className={styles.muted}>Trades are unavailable right now.</p>}
      {state.status === 'ready' && state.trades.length === 0 && <p className={styles.muted}>No trades yet.</p>}
      {state.trades.length > 0 && (
        // Focusable so keyboard users can scroll it.
        <div
          className={styles.tradesScroll}
          tabIndex={0}
          role="region"
          aria-label="Trades table"
          onScroll={(event) => {
            const box = event.currentTarget;
            if (box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_WITHIN_PX) older.more();
          }}
        >
          <table className={styles.trades}>
            <thead>
              <tr>
                <th>Time</th>
                <th>Type</th>
                <th className={styles.num}>Price</th>
                <th className={styles.num}>Amount</th>
                <th className={styles.num}>Value</th>
                <th>Trader</th>
              </tr>
            </thead>
            <tbody>
              {state.trades.map((tx) => (
                <TradeRow key={tx.txHash} tx={tx} money={money} />
              ))}
              {olderRows.map((tx) => (
                <TradeRow key={tx.txHash} tx={tx} money={money} />
              ))}
            </tbody>
          </table>
          <p className={styles.muted} role="status">
            {older.loading
              ? 'Loading older trades...'
              : older.failed
                ? 'Older trades could not be loaded: scroll to try again.'
                : older.next === undefined
                  ? 'No older trades.'
                  : ''}
          </p>
        </div>
      )}
    </section>
  );
};
