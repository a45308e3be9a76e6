import { type ComponentProps, Suspense, lazy } from 'react';
import type { TokenChart as Chart } from '../token/TokenChart';
import type { TradesList as Trades } from '../token/TradesList';
import styles from '../token/TokenPage.module.css';

// The chart and the trades feed are ~9 KB the swap form does not need to show: they come
// after the page, in their own chunks (issue 27's budget for /swap).
const TokenChart = lazy(async () => ({ default: (await import('../token/TokenChart')).TokenChart }));
const TradesList = lazy(async () => ({ default: (await import('../token/TradesList')).TradesList }));

/** The swap page's chart; until its code is in, its frame holds the chart's place, so nothing below moves. */
export const LazyTokenChart = (props: ComponentProps<typeof Chart>) => (
  <Suspense
    fallback={
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
    }
  >
    <TokenChart {...props} />
  </Suspense>
);

/** The swap page's trades feed, with the feed's own loading line until its code is in. */
export const LazyTradesList = (props: ComponentProps<typeof Trades>) => (
  <Suspense
    fallback={
      <section className={styles.card} aria-label="Trades">
        <h2 className={styles.cardTitle}>Trades</h2>
        <p className={styles.muted}>Loading trades...</p>
      </section>
    }
  >
    <TradesList {...props} />
  </Suspense>
);
