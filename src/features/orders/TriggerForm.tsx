import { EXPIRY_PRESETS, type ExpiryLabel, limitDraft } from '@streams/orders/limitDraft';
import { feeBpsOf } from '@streams/orders/triggerFees';
import { fromBaseUnits } from '@streams/swap/baseUnits';
import { balanceOf } from '@streams/swap/swapForm';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { useOverlay } from '@/hooks/useOverlay';
import { displayAmount } from '../swap/amountDisplay';
import { SwapIcon } from '../swap/swapIcons';
import swap from '../swap/SwapPage.module.css';
import { TokenPanel } from '../swap/TokenPanel';
import { TokenSelectDialog } from '../swap/TokenSelectDialog';
import { useUsdPrice } from '../swap/useTokenView';
import { useWalletHoldings } from '../swap/useWalletTokens';
import { formatRate } from './orderFormat';
import styles from './Orders.module.css';
import { useOrderPair } from './useOrderPair';
import { useOrders, useOrdersBusy } from './useOrders';

/**
 * The limit order form (issue 14 item 3): sell amount, the rate wanted (buy tokens per sell
 * token) against the market, the expiry, the fee, and 'Place Limit Order' through the one
 * transaction command. The numbers and the button come from limitDraft (streams), tested there.
 */
export const TriggerForm = ({ address }: { readonly address: string | undefined }) => {
  const orders = useOrders();
  const { sell, buy, pick, flip } = useOrderPair('sell-sol');
  const [picking, setPicking] = useState<'sell' | 'buy' | undefined>(undefined);
  const [amountText, setAmountText] = useState('');
  const [rateText, setRateText] = useState('');
  const [expiry, setExpiry] = useState<ExpiryLabel>('Never');
  const [, overlays] = useOverlay();
  const holdings = useWalletHoldings(address);
  const sellUsd = useUsdPrice(sell?.id);
  const buyUsd = useUsdPrice(buy?.id);
  const busy = useOrdersBusy();
  const fees = useObservableState(orders.fees.state$);
  const sellBalance = address ? balanceOf(holdings, sell?.id) : undefined;
  const draft = limitDraft({ sell, buy, amountText, rateText, connected: address !== undefined, sellBalance, sellUsd, buyUsd, busy });
  const feeBps = fees?.status === 'ready' && sell && buy ? feeBpsOf(fees.value, sell.id, buy.id) : undefined;
  const marketText = draft.marketRate !== undefined ? formatRate(draft.marketRate) : undefined;

  const submit = () => {
    if (draft.button.kind === 'connect') return overlays.open('connect');
    if (draft.button.kind !== 'submit' || !sell || !buy) return;
    const seconds = EXPIRY_PRESETS.find((preset) => preset.label === expiry)?.seconds;
    const label = `Sell ${fromBaseUnits(draft.making, sell.decimals)} ${sell.symbol} for ${fromBaseUnits(draft.taking, buy.decimals)} ${buy.symbol}`;
    orders
      .placeLimit({
        inputMint: sell.id,
        outputMint: buy.id,
        makingAmount: draft.making,
        takingAmount: draft.taking,
        ...(seconds !== undefined ? { expiresInSeconds: seconds } : {}),
        tokens: { input: sell, output: buy },
        label,
      })
      .subscribe((state) => {
        if (state.status === 'confirmed') setAmountText('');
      });
  };

  return (
    <div className={swap.card}>
      <div className={swap.cardHead}>
        <h1 className={swap.cardTitle}>Limit Order</h1>
      </div>
      <TokenPanel
        title="You're Selling"
        token={sell}
        onPickToken={() => setPicking('sell')}
        balance={sellBalance}
        usdValue={sellUsd !== undefined && Number(amountText) > 0 ? Number(amountText) * sellUsd : undefined}
        buttons={
          address &&
          sell &&
          sellBalance !== undefined && (
            <button type="button" className={swap.chip} onClick={() => setAmountText(fromBaseUnits(sellBalance, sell.decimals))} disabled={sellBalance === 0n}>
              MAX
            </button>
          )
        }
      >
        <AmountInput className={swap.amountInput} value={amountText} onValueChange={setAmountText} decimals={sell?.decimals ?? 9} placeholder="0.00" aria-label="Amount to sell" disabled={!sell} />
      </TokenPanel>

      <div className={swap.flipRow}>
        <button type="button" className={swap.flip} onClick={() => { flip(); setRateText(''); }} aria-label="Flip tokens" disabled={!sell || !buy}>
          <SwapIcon name="flip" size={18} />
        </button>
      </div>

      <TokenPanel title="You're Buying" token={buy} onPickToken={() => setPicking('buy')} balance={address ? balanceOf(holdings, buy?.id) : undefined} usdValue={buyUsd !== undefined && buy && draft.taking > 0n ? Number(fromBaseUnits(draft.taking, buy.decimals)) * buyUsd : undefined}>
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
            <button type="button" className={styles.preset} onClick={() => draft.marketRate !== undefined && setRateText(String(Number(draft.marketRate.toPrecision(8))))}>
              Market {marketText}
            </button>
          )}
        </div>
        <div className={styles.fieldRow}>
          <AmountInput id="limit-rate" className={styles.input} value={rateText} onValueChange={setRateText} decimals={12} placeholder={marketText ?? '0.00'} aria-label="Target rate" />
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
            <button key={preset.label} type="button" className={styles.preset} aria-pressed={expiry === preset.label} onClick={() => setExpiry(preset.label)}>
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

      <button type="button" className={swap.mainButton} data-kind={draft.button.kind === 'submit' ? 'swap' : draft.button.kind} disabled={draft.button.disabled} onClick={submit}>
        {draft.button.label}
      </button>

      <TokenSelectDialog
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onSelect={(token) => {
          if (picking) pick(picking, token);
          setRateText('');
          setPicking(undefined);
        }}
        holdings={holdings}
        selectedId={picking === 'sell' ? sell?.id : buy?.id}
      />
    </div>
  );
};
