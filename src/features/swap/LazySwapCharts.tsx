import { type ComponentProps, type ReactNode, Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';
import type { TradesList as Trades } from '../token/TradesList';
import type { PairChart as Pair } from './PairChart';
import styles from '../token/TokenPage.module.css';
import pairStyles from './SwapPanels.module.css';

// The chart and the trades feed are ~9 KB the swap form does not need to show: they come
// after the page, in their own chunks (issue 27's budget for /swap). On a phone they sit below
// the card: they load (with the chart library) and draw only when the user scrolls near them.
const PairChart = lazy(async () => ({ default: (await import('./PairChart')).PairChart }));
const TradesList = lazy(async () => ({ default: (await import('../token/TradesList')).TradesList }));

/** The chart's frame, holding its place while its code loads or until it is near the screen. */
const ChartFrame = () => (
  <section className={styles.card} aria-label="Chart">
    <div className={styles.chartBar} aria-hidden="true">
      <span className={styles.pill}>&nbsp;</span>
    </div>
    <div className={styles.chartArea}>
      <div className={styles.chartOverlay} role="status">
        Loading chart…
      </div>
    </div>
  </section>
);

const TradesFrame = () => (
  <section className={styles.card} aria-label="Trades">
    <h2 className={styles.cardTitle}>Trades</h2>
    <p className={styles.muted}>Loading trades...</p>
  </section>
);

/** Its children once its place is near the screen and their code is in; the frame until then, holding their place. */
const WhenNear = ({ frame, children }: { readonly frame: ReactNode; readonly children: ReactNode }) => {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return <div ref={place}>{near ? <Suspense fallback={frame}>{children}</Suspense> : frame}</div>;
};

/** The pair's chart (swap and limit pages): its header and candles arrive together; nothing below moves when they do. */
export const LazyPairChart = (props: ComponentProps<typeof Pair>) => (
  <WhenNear
    frame={
      <div className={pairStyles.pairChart}>
        <div className={pairStyles.pairStats} aria-hidden="true" />
        <ChartFrame />
      </div>
    }
  >
    <PairChart {...props} />
  </WhenNear>
);

/** The swap page's trades feed, with the feed's own loading line until it arrives. */
export const LazyTradesList = (props: ComponentProps<typeof Trades>) => (
  <WhenNear frame={<TradesFrame />}>
    <TradesList {...props} />
  </WhenNear>
);
