import { type SwapAsset, USDC_MINT, USDT_MINT, WRAPPED_SOL_MINT } from '@streams/swap';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { useShownPriceStale } from '@/hooks/useShownPriceStale';
import { formatPercent } from '@/format/number';
import { LazyPairChart, LazyTradesList } from './LazySwapCharts';
import styles from './SwapPanels.module.css';
import { usePriceCard } from './usePriceCard';
import { useSwapStreams } from './useSwapStreams';
import { useTokenIcon } from './useTokenView';
import { useMoney } from '@/hooks/useMoney';

const STABLES = new Set([USDC_MINT, USDT_MINT]);

/** The token worth charting: not a stablecoin, and not SOL when the other side is a token. */
export const chartedToken = (sell: SwapAsset, buy: SwapAsset): SwapAsset => {
  if (STABLES.has(buy.id)) return sell;
  if (STABLES.has(sell.id)) return buy;
  return buy.id === WRAPPED_SOL_MINT ? sell : buy;
};

const PriceCard = ({ token, role }: { readonly token: SwapAsset; readonly role: string }) => {
  const money = useMoney();
  const card = usePriceCard(token.id);
  const mark = useShownPriceStale(token.id);
  const icon = useTokenIcon(token.id, token.icon);
  const change = card.change24h;
  return (
    <section className={styles.priceCard} aria-label={`${role} ${token.symbol} price`}>
      <TokenIcon icon={icon} size={28} />
      <div className={styles.priceText}>
        <span className={styles.priceSymbol}>{token.symbol}</span>
        <span className={styles.price} data-flash={card.flash} data-testid="card-price">
          <StaleMark stale={mark.stale} reason={mark.reason}>
            {money.price(card.price)}
          </StaleMark>
          {card.arrow && (
            <span className={styles.arrow} data-direction={card.arrow} aria-label={card.arrow === 'up' ? 'up' : 'down'}>
              {card.arrow === 'up' ? '▲' : '▼'}
            </span>
          )}
        </span>
      </div>
      <span className={styles.cardSide}>
        <span className={styles.change} data-tone={change === undefined ? undefined : change >= 0 ? 'up' : 'down'} title="24h change">
          {formatPercent(change)}
        </span>
        <Link to={`/tokens/${encodeURIComponent(token.id)}`} className={styles.openPage}>
          Open Page<span className="visually-hidden"> for {token.symbol}</span>
        </Link>
      </span>
    </section>
  );
};

/**
 * Beside the swap card (spec 001 §2.2; below it on phones): the pair's chart, the sell token
 * priced in the buy token (⇄ flips it), with its header and live bars; when the chart is hidden,
 * both tokens' 24h price cards (each opening its token page) instead. The history is the traded
 * token's live trades. Show/Hide Chart and Show/Hide History persist.
 */
export const SwapPanels = ({ sell, buy }: { readonly sell: SwapAsset; readonly buy: SwapAsset }) => {
  const { panels } = useSwapStreams();
  const shown = useObservableEagerState(panels.value$);
  // Flipped for this pair only: a new pair starts as sell in buy.
  const [flippedPair, setFlippedPair] = useState<string | undefined>(undefined);
  const pairKey = `${sell.id}/${buy.id}`;
  const flipped = flippedPair === pairKey;
  const [base, quote] = flipped ? [buy, sell] : [sell, buy];
  const traded = chartedToken(sell, buy);
  return (
    <div className={styles.panels}>
      {!shown.chart && (
        <div className={styles.cards}>
          <PriceCard token={sell} role="Selling" />
          <PriceCard token={buy} role="Buying" />
        </div>
      )}
      <div className={styles.chartHead}>
        {shown.chart && (
          <>
            <h2 className={styles.chartTitle} data-testid="pair-title">
              {base.symbol} <span className={styles.muted}>/ {quote.symbol}</span>
            </h2>
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setFlippedPair(flipped ? undefined : pairKey)}
              aria-label={`Show ${quote.symbol} priced in ${base.symbol}`}
            >
              ⇄
            </button>
          </>
        )}
        <span className={styles.panelToggles}>
          <button type="button" className={styles.toggle} aria-pressed={shown.chart} onClick={() => panels.update({ chart: !shown.chart })}>
            {shown.chart ? 'Hide Chart' : 'Show Chart'}
          </button>
          <button type="button" className={styles.toggle} aria-pressed={shown.history} onClick={() => panels.update({ history: !shown.history })}>
            {shown.history ? 'Hide History' : 'Show History'}
          </button>
        </span>
      </div>
      {shown.chart && <LazyPairChart key={`${base.id}/${quote.id}`} base={base} quote={quote} />}
      {shown.history && <LazyTradesList key={`trades-${traded.id}`} tokenId={traded.id} />}
    </div>
  );
};
