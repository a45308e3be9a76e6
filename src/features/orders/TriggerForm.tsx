import { EXPIRY_PRESETS, feeBpsOf } from '@streams/orders';
import { balanceOf, fromBaseUnits } from '@streams/swap';
import { useObservableState } from 'observable-hooks';
import { AmountInput } from '@/components/amount/AmountInput';
import { useOverlay } from '@/hooks/useOverlay';
import { displayAmount } from '../swap/amountDisplay';
import { FlipButton } from '../swap/FlipButton';
import { LazyPairChart } from '../swap/LazySwapCharts';
import swap from '../swap/SwapPage.module.css';
import { TokenPanel } from '../swap/TokenPanel';
import { useUsdPrice } from '../swap/useTokenView';
import { useWalletHoldings } from '../swap/useWalletTokens';
import { OrderFormButton, OrderSellPanel, OrderTokenPicker, usePicking } from './OrderFormParts';
import { formatRate } from './orderFormat';
import styles from './Orders.module.css';
import { useOrderPair } from './useOrderPair';
import { useLimitForm } from './useOrderForms';
import { useOrders } from './useOrders';

/**
 * The limit order form (issue 14 item 3): sell amount, the rate wanted (buy tokens per sell
 * token) against the market, the expiry, the fee, and 'Place Limit Order' through the one
 * transaction command. What the fields hold, the numbers, the button and the write live in the
 * form's stream model (streams/orders/limitForm.ts, marble-tested); this renders and dispatches.
 */
export const TriggerForm = ({ address }: { readonly address: string | undefined }) => {
  const orders = useOrders();
  const { sell, buy, pick, flip } = useOrderPair('sell-sol');
  const [picking, setPicking] = usePicking();
  const [, overlays] = useOverlay();
  const holdings = useWalletHoldings(address);
  const sellUsd = useUsdPrice(sell?.id);
  const buyUsd = useUsdPrice(buy?.id);
  const fees = useObservableState(orders.fees.state$);
  const sellBalance = address ? balanceOf(holdings, sell?.id) : undefined;
  const { form, view: draft } = useLimitForm({ sell, buy, connected: address !== undefined, sellBalance, sellUsd, buyUsd });
  const { amountText, rateText, expiry } = draft;
  const feeBps = fees?.status === 'ready' && sell && buy ? feeBpsOf(fees.value, sell.id, buy.id) : undefined;
  const marketText = draft.marketRate !== undefined ? formatRate(draft.marketRate) : undefined;

  const submit = () => {
    if (form.submit() === 'connect') overlays.open('connect');
  };

  const rate = Number(rateText);
  return (
    <div className={styles.limitLayout}>
      {sell && buy && sell.id !== buy.id && (
        <section className={styles.limitChart} aria-label="Limit chart">
          <h2 className={styles.limitChartTitle} data-testid="limit-pair-title">
            {sell.symbol} <span className={styles.muted}>/ {buy.symbol}</span>
          </h2>
          <LazyPairChart
            key={`${sell.id}/${buy.id}`}
            base={sell}
            quote={buy}
            wicksNote
            target={{
              price: rate > 0 ? rate : undefined,
              market: draft.marketRate,
              // The dragged line sets the rate field, at the precision the Market preset uses.
              onChange: (price) => form.setRate(String(Number(price.toPrecision(8)))),
            }}
          />
        </section>
      )}
      <div className={swap.card}>
        <div className={swap.cardHead}>
          <h1 className={swap.cardTitle}>Limit Order</h1>
        </div>
        <OrderSellPanel
          sell={sell}
          balance={sellBalance}
          amountText={amountText}
          usdPrice={sellUsd}
          label="Amount to sell"
          onPick={() => setPicking('sell')}
          onAmount={form.setAmount}
          buttons={
            address &&
            sell &&
            sellBalance !== undefined && (
              <button type="button" className={swap.chip} onClick={() => form.setMax(sellBalance, sell)} disabled={sellBalance === 0n}>
                MAX
              </button>
            )
          }
        />

        <FlipButton
          onFlip={() => {
            flip();
            form.pairChanged();
          }}
          disabled={!sell || !buy}
        />

        <TokenPanel
          title="You're Buying"
          token={buy}
          onPickToken={() => setPicking('buy')}
          balance={address ? balanceOf(holdings, buy?.id) : undefined}
          usdValue={buyUsd !== undefined && buy && draft.taking > 0n ? Number(fromBaseUnits(draft.taking, buy.decimals)) * buyUsd : undefined}
        >
          <output className={swap.amountOutput} aria-label="Amount to buy" data-empty={draft.taking === 0n || undefined}>
            {buy && draft.taking > 0n ? displayAmount(draft.taking, buy.decimals) : '0.00'}
          </output>
        </TokenPanel>

        <div className={styles.field}>
          <div className={styles.fieldHead}>
            <label htmlFor="limit-rate">
              Sell {sell?.symbol ?? '…'} at rate ({buy?.symbol ?? '…'} per {sell?.symbol ?? '…'})
            </label>
            {marketText && (
              <button
                type="button"
                className={styles.preset}
                onClick={() => draft.marketRate !== undefined && form.setRate(String(Number(draft.marketRate.toPrecision(8))))}
              >
                Market {marketText}
              </button>
            )}
          </div>
          <div className={styles.fieldRow}>
            <AmountInput
              id="limit-rate"
              className={styles.input}
              value={rateText}
              onValueChange={form.setRate}
              decimals={12}
              placeholder={marketText ?? '0.00'}
              aria-label="Target rate"
            />
            <span className={styles.unit}>{buy?.symbol}</span>
          </div>
          {draft.vsMarket !== undefined && (
            <span className={draft.vsMarket >= 0 ? styles.up : styles.down} data-testid="rate-vs-market">
              {Math.abs(draft.vsMarket * 100).toFixed(2)}% {draft.vsMarket >= 0 ? 'above' : 'below'} market
            </span>
          )}
        </div>

        <div className={styles.field}>
          <div className={styles.fieldHead} id="expiry-label">
            Expiry
          </div>
          <div className={styles.presets} role="group" aria-labelledby="expiry-label">
            {EXPIRY_PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className={styles.preset}
                aria-pressed={expiry === preset.label}
                onClick={() => form.setExpiry(preset.label)}
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>

        <dl className={styles.summary}>
          <div>
            <dt>Fee</dt>
            <dd data-testid="limit-fee">{feeBps !== undefined ? `${(feeBps / 100).toFixed(2)}% of what you receive` : '–'}</dd>
          </div>
        </dl>
        {draft.warning && draft.button.kind === 'submit' && <p className={styles.warning}>{draft.warning}</p>}

        <OrderFormButton button={draft.button} onSubmit={submit} />
        <OrderTokenPicker
          picking={picking}
          onDone={() => setPicking(undefined)}
          pick={(side, token) => {
            pick(side, token);
            form.pairChanged();
          }}
          holdings={holdings}
          sellId={sell?.id}
          buyId={buy?.id}
        />
      </div>
    </div>
  );
};
