import type { ChartEvent } from '@streams/charts/chartSeries';
import { type ChartInterval, FAVOURITE_INTERVALS, intervalSpecs } from '@streams/charts/intervals';
import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCandleChart } from './useCandleChart';
import styles from './TokenPage.module.css';
import { useCharts } from '@/hooks/facades';

/** The intervals offered: the favourites (1, 30, 1h) around the default 15 and the long ones. */
const shownIntervals: readonly ChartInterval[] = [...new Set<ChartInterval>(['1', '5', '15', ...FAVOURITE_INTERVALS, '240', '1D'])].sort(
  (a, b) => intervalSpecs[a].periodSeconds - intervalSpecs[b].periodSeconds,
);

type Overlay = 'loading' | 'empty' | 'ready';

/**
 * The token's candles (spec 001 §4 Chart): history then live bars from the chart feed, passed
 * to the chart library from the subscription (never through React state). The interval is
 * remembered by the chart settings.
 */
export const TokenChart = ({ tokenId }: { readonly tokenId: string }) => {
  const charts = useCharts();
  const interval = useObservableEagerState(charts.settings.interval$);
  const container = useRef<HTMLDivElement>(null);
  const applyToChart = useCandleChart(container);
  const feedKey = `${tokenId}:${interval}`;
  const [overlay, setOverlay] = useState<{ key: string; value: Overlay }>({ key: feedKey, value: 'loading' });
  const shown = overlay.key === feedKey ? overlay.value : 'loading';
  const shownRef = useRef<string>('');

  const feed$ = useMemo(() => charts.feed.chartFeed(tokenId, interval), [charts, tokenId, interval]);
  const onEvent = useCallback(
    (event: ChartEvent) => {
      applyToChart(event);
      const value: Overlay = event.kind === 'reset' && event.bars.length === 0 ? 'empty' : 'ready';
      // Only the overlay's transitions reach React; ticks do not.
      if (shownRef.current !== `${feedKey}:${value}`) {
        shownRef.current = `${feedKey}:${value}`;
        setOverlay({ key: feedKey, value });
      }
    },
    [feedKey, applyToChart],
  );
  useSubscription(feed$, onEvent);

  return (
    <section className={styles.card} aria-label="Chart">
      <div className={styles.chartBar} role="group" aria-label="Chart interval">
        {shownIntervals.map((value) => (
          <button
            key={value}
            type="button"
            className={`${styles.pill} ${value === interval ? styles.pillActive : ''}`}
            aria-pressed={value === interval}
            onClick={() => charts.settings.setInterval(value)}
          >
            {intervalSpecs[value].label}
          </button>
        ))}
      </div>
      <div className={styles.chartArea}>
        <div ref={container} className={styles.chart} data-testid="candle-chart" />
        {shown !== 'ready' && (
          <div className={styles.chartOverlay} role="status">
            {shown === 'loading' ? 'Loading chart...' : 'No trades in this range yet'}
          </div>
        )}
      </div>
    </section>
  );
};
