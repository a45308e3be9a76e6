import { type ComponentProps, Suspense, lazy } from 'react';
import type { CandleChart as Chart } from './CandleChart';
import styles from './CandleChart.module.css';

/** The chart library is a third of the page's first download: it comes after the page, in its own chunk. */
const CandleChart = lazy(async () => ({ default: (await import('./CandleChart')).CandleChart }));

/**
 * The perps candle chart, fetched when the page mounts. Until it is in, its frame holds the same
 * place with the chart's own loading text, so nothing below it moves when it arrives.
 */
export const LazyCandleChart = (props: ComponentProps<typeof Chart>) => (
  <Suspense
    fallback={
      <div className={styles.frame}>
        <p className={styles.overlay} role="status">
          Loading chart…
        </p>
      </div>
    }
  >
    <CandleChart {...props} />
  </Suspense>
);
