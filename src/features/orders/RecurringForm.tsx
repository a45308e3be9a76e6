import { RECURRING_INTERVALS, type RecurringUnit } from '@streams/orders';
import { balanceOf, fromBaseUnits } from '@streams/swap';
import { useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { useOverlay } from '@/hooks/useOverlay';
import { SwapIcon } from '../swap/swapIcons';
import swap from '../swap/SwapPage.module.css';
import { TokenButton, TokenPanel } from '../swap/TokenPanel';
import { TokenSelectDialog } from '../swap/TokenSelectDialog';
import { useUsdPrice } from '../swap/useTokenView';
import { useWalletHoldings } from '../swap/useWalletTokens';
import styles from './Orders.module.css';
import { useOrderPair } from './useOrderPair';
import { useRecurringForm } from './useOrderForms';

/**
 * The recurring order form (issue 14 item 4): the total to spend, over how many orders, every
 * minute / hour / day / week / month, an optional price range, and 'Start Recurring' through the
 * one transaction command. The fields, numbers, button and write live in the form's stream model
 * (streams/orders/recurringForm.ts, marble-tested); this renders and dispatches.
 */
export const RecurringForm = ({ address }: { readonly address: string | undefined }) => {
  const { sell, buy, pick, flip } = useOrderPair('buy-sol');
  const [picking, setPicking] = useState<'sell' | 'buy' | undefined>(undefined);
  const [, overlays] = useOverlay();
  const holdings = useWalletHoldings(address);
  const sellUsd = useUsdPrice(sell?.id);
  const sellBalance = address ? balanceOf(holdings, sell?.id) : undefined;
  const { form, view: draft } = useRecurringForm({ sell, buy, connected: address !== undefined, sellBalance, sellUsd });
  const { amountText, ordersText, unit, minPriceText, maxPriceText } = draft;

  const submit = () => {
    if (form.submit() === 'connect') overlays.open('connect');
  };

  return (
    <div className={swap.card}>
      <div className={swap.cardHead}>
        <h1 className={swap.cardTitle}>Recurring</h1>
      </div>
      <TokenPanel
        title="You're Selling"
        token={sell}
        onPickToken={() => setPicking('sell')}
        balance={sellBalance}
        usdValue={sellUsd !== undefined && Number(amountText) > 0 ? Number(amountText) * sellUsd : undefined}
      >
        <AmountInput
          className={swap.amountInput}
          value={amountText}
          onValueChange={form.setAmount}
          decimals={sell?.decimals ?? 9}
          placeholder="0.00"
          aria-label="Total amount"
          disabled={!sell}
        />
      </TokenPanel>

      <div className={swap.flipRow}>
        <button type="button" className={swap.flip} onClick={flip} aria-label="Flip tokens" disabled={!sell || !buy}>
          <SwapIcon name="flip" size={18} />
        </button>
      </div>

      <section className={styles.field} aria-label="You're Buying">
        <div className={styles.fieldHead}>You're Buying</div>
        <TokenButton token={buy} side="Buy" onClick={() => setPicking('buy')} />
      </section>

      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.fieldHead}>Every</span>
          <select className={styles.select} value={unit} onChange={(event) => form.setUnit(event.target.value as RecurringUnit)} aria-label="Interval">
            {RECURRING_INTERVALS.map((interval) => (
              <option key={interval.unit} value={interval.unit}>
                {interval.unit}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldHead}>Over</span>
          <span className={styles.fieldRow}>
            <AmountInput
              className={styles.input}
              value={ordersText}
              onValueChange={form.setOrders}
              decimals={0}
              placeholder="2"
              aria-label="Number of orders"
            />
            <span className={styles.unit}>orders</span>
          </span>
        </label>
      </div>

      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.fieldHead}>Min price (optional)</span>
          <AmountInput
            className={styles.input}
            value={minPriceText}
            onValueChange={form.setMinPrice}
            decimals={12}
            placeholder="–"
            aria-label="Minimum price"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldHead}>Max price (optional)</span>
          <AmountInput
            className={styles.input}
            value={maxPriceText}
            onValueChange={form.setMaxPrice}
            decimals={12}
            placeholder="–"
            aria-label="Maximum price"
          />
        </label>
      </div>

      {sell && buy && draft.perOrder > 0n && (
        <dl className={styles.summary} aria-label="Schedule">
          <div>
            <dt>Each order</dt>
            <dd data-testid="per-order">
              {fromBaseUnits(draft.perOrder, sell.decimals)} {sell.symbol}
            </dd>
          </div>
          <div>
            <dt>Schedule</dt>
            <dd>
              {draft.numberOfOrders} orders, one every {unit}
            </dd>
          </div>
          <div>
            <dt>Prices</dt>
            <dd>
              {draft.minPrice === null && draft.maxPrice === null
                ? 'Any'
                : `${draft.minPrice ?? '0'} – ${draft.maxPrice ?? '∞'} ${sell.symbol} per ${buy.symbol}`}
            </dd>
          </div>
        </dl>
      )}

      <button
        type="button"
        className={swap.mainButton}
        data-kind={draft.button.kind === 'submit' ? 'swap' : draft.button.kind}
        disabled={draft.button.disabled}
        onClick={submit}
      >
        {draft.button.label}
      </button>

      <TokenSelectDialog
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onSelect={(token) => {
          if (picking) pick(picking, token);
          setPicking(undefined);
        }}
        holdings={holdings}
        selectedId={picking === 'sell' ? sell?.id : buy?.id}
      />
    </div>
  );
};
