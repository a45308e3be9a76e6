import { RECURRING_INTERVALS, type RecurringUnit } from '@streams/orders';
import { balanceOf, fromBaseUnits } from '@streams/swap';
import { AmountInput } from '@/components/amount/AmountInput';
import { useOverlay } from '@/hooks/useOverlay';
import { FlipButton } from '../swap/FlipButton';
import swap from '../swap/SwapPage.module.css';
import { TokenButton } from '../swap/TokenPanel';
import { useUsdPrice } from '../swap/useTokenView';
import { useWalletHoldings } from '../swap/useWalletTokens';
import { OrderFormButton, OrderSellPanel, OrderTokenPicker, usePicking } from './OrderFormParts';
import styles from './Orders.module.css';
import { useOrderPair } from './useOrderPair';
import { useRecurringForm } from './useOrderForms';

/** One end of the optional price range: any price per buy token, up to 12 decimals. */
const PriceBound = ({
  label,
  name,
  value,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
}) => (
  <label className={styles.field}>
    <span className={styles.fieldHead}>{label}</span>
    <AmountInput className={styles.input} value={value} onValueChange={onChange} decimals={12} placeholder="–" aria-label={name} />
  </label>
);

/**
 * The recurring order form (issue 14 item 4): the total to spend, over how many orders, every
 * minute / hour / day / week / month, an optional price range, and 'Start Recurring' through the
 * one transaction command. The fields, numbers, button and write live in the form's stream model
 * (streams/orders/recurringForm.ts, marble-tested); this renders and dispatches.
 */
export const RecurringForm = ({ address }: { readonly address: string | undefined }) => {
  const { sell, buy, pick, flip } = useOrderPair('buy-sol');
  const [picking, setPicking] = usePicking();
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
      <OrderSellPanel
        sell={sell}
        balance={sellBalance}
        amountText={amountText}
        usdPrice={sellUsd}
        label="Total amount"
        onPick={() => setPicking('sell')}
        onAmount={form.setAmount}
      />

      <FlipButton onFlip={flip} disabled={!sell || !buy} />

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
        <PriceBound label="Min price (optional)" name="Minimum price" value={minPriceText} onChange={form.setMinPrice} />
        <PriceBound label="Max price (optional)" name="Maximum price" value={maxPriceText} onChange={form.setMaxPrice} />
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

      <OrderFormButton button={draft.button} onSubmit={submit} />
      <OrderTokenPicker picking={picking} onDone={() => setPicking(undefined)} pick={pick} holdings={holdings} sellId={sell?.id} buyId={buy?.id} />
    </div>
  );
};
