import { type SwapAsset, type SwapForm, type SwapFormState, quoteErrorText, toUnits } from '@streams/swap';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { useOverlay } from '@/hooks/useOverlay';
import { displayAmount } from './amountDisplay';
import { QuoteDetails } from './QuoteDetails';
import { FlipButton } from './FlipButton';
import { SwapIcon } from './swapIcons';
import styles from './SwapPage.module.css';
import { TokenAmountInput } from './TokenAmountInput';
import { SwapSettingsDialog } from './settings/SwapSettingsDialog';
import { TokenPanel } from './TokenPanel';
import { LazyTokenSelectDialog } from './LazyTokenSelectDialog';
import { useUsdPrice } from './useTokenView';
import { useWalletHoldings } from './useWalletTokens';
import { useSwapStreams } from './useSwapStreams';

interface SwapCardProps {
  /** The form's intents (swapForm.ts). */
  readonly form: SwapForm;
  /** Its state; undefined before the first one (the card shows without tokens). */
  readonly state: SwapFormState | undefined;
}

const usdOf = (amount: bigint, token: SwapAsset | undefined, price: number | undefined) =>
  token && price !== undefined && amount > 0n ? toUnits(amount, token.decimals).toNumber() * price : undefined;

/**
 * The swap form (spec 001 §2.2, §5): sell and buy sides, flip, the streaming quote and the Swap
 * button. It renders the form stream's state and sends it the user's intents; the pickers and
 * the settings dialog are its only state.
 */
export const SwapCard = ({ form, state }: SwapCardProps) => {
  const swap = useSwapStreams();
  const profile = useObservableEagerState(swap.profile.profile$);
  const [picking, setPicking] = useState<'sell' | 'buy' | undefined>(undefined);
  const [dialog, setDialog] = useState<'settings' | undefined>(undefined);
  const [, overlays] = useOverlay();
  const sell = state?.sell;
  const buy = state?.buy;
  const quote = state?.quote ?? { status: 'idle' };
  const shown = state?.shown;
  const address = state?.wallet.status === 'connected' ? state.wallet.publicKey : undefined;
  const holdings = useWalletHoldings(address);
  const sellPrice = useUsdPrice(sell?.id);
  const buyPrice = useUsdPrice(buy?.id);
  const button = state?.button ?? ({ kind: 'busy', label: 'Loading', disabled: true } as const);
  const amountText = state?.amountText ?? '';

  const press = () => {
    if (button.kind === 'connect') overlays.open('connect');
    else if (button.kind === 'swap') form.swap();
  };

  return (
    <div className={styles.column}>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <h1 className={styles.cardTitle}>Swap</h1>
          <div className={styles.headTools}>
            <button
              type="button"
              className={styles.iconButton}
              onClick={form.refresh}
              disabled={quote.status !== 'ready' && quote.status !== 'error'}
              aria-label="Refresh quote"
              title="Refresh quote"
              data-loading={quote.status === 'loading' || undefined}
            >
              <SwapIcon name="refresh" size={18} />
            </button>
            <button type="button" className={styles.iconButton} onClick={() => setDialog('settings')} aria-label="Swap settings" title="Settings">
              <SwapIcon name="settings" size={18} />
            </button>
          </div>
        </div>

        <TokenPanel
          title="You're Selling"
          token={sell}
          onPickToken={() => setPicking('sell')}
          balance={state?.sellBalance}
          usdValue={usdOf(state?.amount ?? 0n, sell, sellPrice)}
          buttons={
            address && (
              <>
                <button type="button" className={styles.chip} onClick={() => form.fill('half')} disabled={!state?.sellBalance}>
                  HALF
                </button>
                <button type="button" className={styles.chip} onClick={() => form.fill('max')} disabled={!state?.sellBalance}>
                  MAX
                </button>
              </>
            )
          }
        >
          <TokenAmountInput token={sell} value={amountText} onValueChange={form.setAmount} aria-label="Amount to sell" />
        </TokenPanel>

        <FlipButton onFlip={form.flip} disabled={!sell || !buy || state?.running !== undefined} />

        <TokenPanel
          title="You're Buying"
          token={buy}
          onPickToken={() => setPicking('buy')}
          balance={state?.buyBalance}
          usdValue={usdOf(state?.outAmount ?? 0n, buy, buyPrice)}
        >
          <TokenAmountInput
            token={buy}
            value={
              state?.mode === 'ExactOut' ? (state.outText ?? '') : shown && buy ? displayAmount(state?.outAmount ?? 0n, buy.decimals).replace(/,/g, '') : ''
            }
            onValueChange={form.setOutAmount}
            aria-label="Amount to buy"
            data-state={quote.status === 'loading' ? 'loading' : undefined}
          />
        </TokenPanel>

        {/* Connected, the button says why there is no quote; before that it asks to connect, so the form says it. */}
        {button.kind === 'connect' && quote.status === 'error' && (
          <p className={styles.quoteProblem} role="status">
            {quoteErrorText(quote)}
          </p>
        )}
        <button
          type="button"
          className={styles.mainButton}
          data-kind={button.kind}
          data-tone={button.kind === 'blocked' ? button.tone : undefined}
          disabled={button.disabled || !sell || !buy}
          onClick={press}
          aria-busy={button.kind === 'busy'}
        >
          {button.kind === 'busy' && <span className={styles.spinner} aria-hidden="true" />}
          {button.label}
        </button>
      </div>

      {shown && sell && buy && shown.inputMint === sell.id && shown.outputMint === buy.id && (
        <QuoteDetails quote={shown} input={sell} output={buy} autoSlippage={profile === 'auto'} />
      )}

      <LazyTokenSelectDialog
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onSelect={(token) => picking && form.choose(picking, token)}
        holdings={holdings}
        selectedId={picking === 'sell' ? sell?.id : buy?.id}
      />
      <SwapSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(undefined)} />
    </div>
  );
};
