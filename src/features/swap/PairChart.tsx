import type { TokenOverview } from '@streams/charts';
import type { SwapAsset } from '@streams/swap';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { formatPercent, formatPrice, formatUsdCompact } from '@/format/number';
import { useCharts } from '@/hooks/useCharts';
import { TokenChart } from '../token/TokenChart';
import type { ChartTarget } from '../token/useTargetLine';
import styles from './SwapPanels.module.css';

/** The note under a limit order's chart (spec 001 §2.2). */
export const WICKS_NOTE =
  'The graph data is an overview of all on-chain activity: fills follow the market price, and very sharp wicks might not be filled completely due to insufficient liquidity.';

const useOverview = (base: string, quote?: string): TokenOverview | undefined => {
  const charts = useCharts();
  const state = useObservableState(
    useMemo(() => charts.spot.overview$(base, quote), [charts, base, quote]),
    { status: 'loading' } as const,
  );
  return state.status === 'ready' ? state.value : undefined;
};

/** The pair's own 24h change from both tokens' changes in USD: (1 + base) / (1 + quote) − 1, in %. */
export const pairChange = (base: number | null | undefined, quote: number | null | undefined): number | undefined =>
  base === null || base === undefined || quote === null || quote === undefined || quote <= -100 ? undefined : ((1 + base / 100) / (1 + quote / 100) - 1) * 100;

/** The pair chart's header (spec 001 §2.2): price in the quote token, 24h change, Mkt Cap, 24h Vol and Liquidity. */
export const PairHeader = ({ base, quote }: { readonly base: SwapAsset; readonly quote: SwapAsset }) => {
  const overview = useOverview(base.id, quote.id);
  // The quote token's own move in USD: the pair's change is the base's against it.
  const quoteOverview = useOverview(quote.id);
  const change = pairChange(overview?.priceChange24h, quoteOverview?.priceChange24h);
  return (
    <dl className={styles.pairStats} aria-label={`${base.symbol} in ${quote.symbol}`}>
      <div>
        <dt>Price</dt>
        <dd data-testid="pair-price">
          {overview?.priceQuote === undefined || overview.priceQuote === null ? '–' : `${formatPrice(overview.priceQuote)} ${quote.symbol}`}
        </dd>
      </div>
      <div>
        <dt>24h</dt>
        <dd data-tone={change === undefined ? undefined : change >= 0 ? 'up' : 'down'}>{formatPercent(change)}</dd>
      </div>
      <div>
        <dt>Mkt Cap</dt>
        <dd>{formatUsdCompact(overview?.mcap)}</dd>
      </div>
      <div>
        <dt>24h Vol</dt>
        <dd>{formatUsdCompact(overview?.volume24h)}</dd>
      </div>
      <div>
        <dt>Liquidity</dt>
        <dd>{formatUsdCompact(overview?.liquidity)}</dd>
      </div>
    </dl>
  );
};

/**
 * The pair's chart beside a swap or a limit order (issue 29 items 4 and 5): the header from the
 * pair chart stream, then the candles of `base` priced in `quote` with their intervals and live
 * bars. `wicksNote` adds the limit page's note.
 */
export const PairChart = ({
  base,
  quote,
  wicksNote = false,
  target,
}: {
  readonly base: SwapAsset;
  readonly quote: SwapAsset;
  readonly wicksNote?: boolean;
  readonly target?: ChartTarget | undefined;
}) => (
  <div className={styles.pairChart}>
    <PairHeader base={base} quote={quote} />
    <TokenChart tokenId={base.id} quote={quote.id} target={target} />
    {wicksNote && <p className={styles.note}>{WICKS_NOTE}</p>}
  </div>
);
