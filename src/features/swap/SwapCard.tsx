import { halfAmount, maxAmount } from '@streams/swap/amountButtons';
import { fromBaseUnits, toBaseUnits } from '@streams/swap/baseUnits';
import { toUnits } from '@streams/swap/tokenUnits';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { useWalletStreams } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { useTxCommand } from '@/hooks/useTxCommand';
import { displayAmount } from './amountDisplay';
import { QuoteDetails } from './QuoteDetails';
import { swapButtonState } from './swapButtonState';
import { SwapIcon } from './swapIcons';
import styles from './SwapPage.module.css';
import { SwapSettingsDialog } from './SwapSettingsDialog';
import { TokenPanel } from './TokenPanel';
import { TokenSelectDialog } from './TokenSelectDialog';
import { type SwapAsset, isNativeSol } from './tokens';
import { useSwapQuote } from './useSwapQuote';
import { useUsdPrice } from './useTokenView';
import { balanceOf, useWalletHoldings, useWalletState } from './useWalletTokens';
import { useSwapStreams } from './useSwapStreams';

export interface SwapPair {
  readonly sell: SwapAsset;
  readonly buy: SwapAsset;
  readonly inAmount?: string | undefined;
}

interface SwapCardProps {
  /** Undefined while the URL's pair resolves: the card shows without tokens. */
  readonly initial: SwapPair | undefined;
  /** The user chose another pair (picker or flip): the page keeps the URL in step. */
  readonly onPairChange?: (pair: SwapPair) => void;
}

const usdOf = (amount: bigint, token: SwapAsset | undefined, price: number | undefined) =>
  token && price !== undefined && amount > 0n ? toUnits(amount, token.decimals).toNumber() * price : undefined;

/** The swap form (spec 001 §2.2, §5): sell and buy sides, flip, the streaming quote and the Swap button. */
export const SwapCard = ({ initial, onPairChange }: SwapCardProps) => {
  const swap = useSwapStreams();
  const wallet = useWalletState();
  const address = wallet.status === 'connected' ? wallet.publicKey : undefined;
  const holdings = useWalletHoldings(address);
  const profile = useObservableEagerState(swap.profile.profile$);

  const [sell, setSell] = useState(initial?.sell);
  const [buy, setBuy] = useState(initial?.buy);
  const [amountText, setAmountText] = useState(initial?.inAmount ?? '');
  const [picking, setPicking] = useState<'sell' | 'buy' | undefined>(undefined);
  const [dialog, setDialog] = useState<'settings' | undefined>(undefined);
  const [, overlays] = useOverlay();

  const amount = sell ? toBaseUnits(amountText, sell.decimals) : 0n;
  const [quote, refresh] = useSwapQuote(sell?.id, buy?.id, amount);
  const walletStreams = useWalletStreams();
  const { running, follow } = useTxCommand();
  const shown = quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.last : undefined;
  const sellBalance = address ? balanceOf(holdings, sell?.id) : undefined;
  const buyBalance = address ? balanceOf(holdings, buy?.id) : undefined;
  const sellPrice = useUsdPrice(sell?.id);
  const buyPrice = useUsdPrice(buy?.id);
  const outAmount = shown ? BigInt(shown.outAmount) : 0n;

  const button = swapButtonState({ wallet: wallet.status, amount, balance: sellBalance, sellSymbol: sell?.symbol ?? '', quote, running });

  const changePair = (next: { sell: SwapAsset; buy: SwapAsset }) => {
    setSell(next.sell);
    setBuy(next.buy);
    onPairChange?.(next);
  };
  const flip = () => sell && buy && changePair({ sell: buy, buy: sell });
  const choose = (token: SwapAsset) => {
    if (!sell || !buy) return;
    if (picking === 'sell') changePair(token.id === buy.id ? { sell: buy, buy: sell } : { sell: token, buy });
    if (picking === 'buy') changePair(token.id === sell.id ? { sell: buy, buy: sell } : { sell, buy: token });
  };
  const fill = (pick: typeof halfAmount) => {
    if (!sell || sellBalance === undefined) return;
    setAmountText(fromBaseUnits(pick({ amount: sellBalance, native: isNativeSol(sell) }), sell.decimals));
  };
  const start = (quote: NonNullable<typeof shown>, input: SwapAsset, output: SwapAsset) => {
    const signer = walletStreams.session.currentSigner();
    if (!signer) return;
    const swap$ = swap.execute({
      quote,
      signer,
      settings: swap.settings.current(),
      input: { mint: input.id, symbol: input.symbol, decimals: input.decimals },
      output: { mint: output.id, symbol: output.symbol, decimals: output.decimals },
      dynamicSlippage: swap.profile.current() === 'auto',
    });
    // A landed swap clears the amount; a failed one leaves it to try again.
    follow(swap$, (last) => last.status === 'settled' && setAmountText(''));
  };
  const press = () => {
    if (button.kind === 'connect') overlays.open('connect');
    else if (button.kind === 'swap' && shown && sell && buy) start(shown, sell, buy);
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
              onClick={refresh}
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
          balance={sellBalance}
          usdValue={usdOf(amount, sell, sellPrice)}
          buttons={
            address && (
              <>
                <button type="button" className={styles.chip} onClick={() => fill(halfAmount)} disabled={!sellBalance}>
                  HALF
                </button>
                <button type="button" className={styles.chip} onClick={() => fill(maxAmount)} disabled={!sellBalance}>
                  MAX
                </button>
              </>
            )
          }
        >
          <AmountInput
            className={styles.amountInput}
            value={amountText}
            onValueChange={setAmountText}
            decimals={sell?.decimals ?? 9}
            placeholder="0.00"
            aria-label="Amount to sell"
            disabled={!sell}
          />
        </TokenPanel>

        <div className={styles.flipRow}>
          <button type="button" className={styles.flip} onClick={flip} aria-label="Flip tokens" disabled={!sell || !buy || running !== undefined}>
            <SwapIcon name="flip" size={18} />
          </button>
        </div>

        <TokenPanel title="You're Buying" token={buy} onPickToken={() => setPicking('buy')} balance={buyBalance} usdValue={usdOf(outAmount, buy, buyPrice)}>
          <output
            className={styles.amountOutput}
            aria-label="Amount to buy"
            data-state={quote.status === 'loading' ? 'loading' : undefined}
            data-empty={!shown || undefined}
          >
            {shown && buy ? displayAmount(outAmount, buy.decimals) : '0.00'}
          </output>
        </TokenPanel>

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

      {shown && sell && buy && shown.inputMint === sell.id && shown.outputMint === buy.id && <QuoteDetails quote={shown} input={sell} output={buy} autoSlippage={profile === 'auto'} />}

      <TokenSelectDialog
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onSelect={choose}
        holdings={holdings}
        selectedId={picking === 'sell' ? sell?.id : buy?.id}
      />
      <SwapSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(undefined)} />
    </div>
  );
};

