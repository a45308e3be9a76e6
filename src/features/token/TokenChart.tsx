import { type ChartEvent, type ChartInterval, type ChartType, chartTypes, FAVOURITE_INTERVALS, intervalSpecs } from '@streams/charts';
import { useObservable, useObservableEagerState, useObservableState, useSubscription } from 'observable-hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { map } from 'rxjs';
import { ChartCredit } from '@/components/ChartCredit';
import { useCharts } from '@/hooks/useCharts';
import styles from './TokenPage.module.css';
import { type ChartTarget, useTargetLine } from './useTargetLine';
import { useCandleChart } from './useCandleChart';

/** The intervals offered: the favourites (1, 30, 1h) around the default 15 and the long ones. */
const shownIntervals: readonly ChartInterval[] = [...new Set<ChartInterval>(['1', '5', '15', ...FAVOURITE_INTERVALS, '240', '1D'])].sort(
  (a, b) => intervalSpecs[a].periodSeconds - intervalSpecs[b].periodSeconds,
);

const TYPE_NAMES: Record<ChartType, string> = { candles: 'Candles', area: 'Area', columns: 'Columns' };

type Data = 'loading' | 'empty' | 'ready';

/**
 * The token's price chart (spec 001 §3, §4 Chart), or with `quote` the pair's (issue 29 item 4):
 * history then live bars from the chart feed,
 * passed to the chart library from the subscription (never through React state), as candles,
 * an area or columns. The interval, the type and the zoom are remembered. The loading overlay
 * follows T33: it goes 250 ms after the chart exists and its data is in.
 */
export const TokenChart = ({
  tokenId,
  quote,
  target,
}: {
  readonly tokenId: string;
  readonly quote?: string | undefined;
  /** A limit order's target rate as a draggable line (issue 29 item 5). */
  readonly target?: ChartTarget | undefined;
}) => {
  const charts = useCharts();
  const interval = useObservableEagerState(charts.settings.interval$);
  const type = useObservableEagerState(charts.settings.type$);
  const container = useRef<HTMLDivElement>(null);
  // Both stable across renders: the readiness below is made once per chart.
  const { apply, exists, current } = useCandleChart(container, type);
  const feedKey = `${tokenId}:${quote ?? 'usd'}:${interval}`;
  const [data, setData] = useState<{ key: string; value: Data }>({ key: feedKey, value: 'loading' });
  const shownData = data.key === feedKey ? data.value : 'loading';
  const seen = useRef<string>('');

  // With a quote token, the pair's chart: the token priced in it (the swap and limit pages).
  const feed$ = useMemo(
    () => (quote ? charts.feed.pairFeed(tokenId, quote, interval) : charts.feed.chartFeed(tokenId, interval)),
    [charts, tokenId, quote, interval],
  );
  const onEvent = useCallback(
    (event: ChartEvent) => {
      apply(event);
      const value: Data = event.kind === 'reset' && event.bars.length === 0 ? 'empty' : 'ready';
      // Only the data's transitions reach React; ticks do not.
      if (seen.current !== `${feedKey}:${value}`) {
        seen.current = `${feedKey}:${value}`;
        setData({ key: feedKey, value });
      }
    },
    [feedKey, apply],
  );
  useSubscription(feed$, onEvent);

  // A new interval is a new feed: its data is 'loading' again, which brings the overlay back.
  const dataReady$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value !== 'loading')), [shownData]);
  const readiness = useMemo(() => charts.readiness({ isLibraryLoaded: exists, dataReady$ }), [charts, exists, dataReady$]);
  const overlay = useObservableState(readiness.overlay$, 'loading');
  const message = overlay === 'loading' ? 'Loading chart...' : shownData === 'empty' ? 'No trades in this range yet' : undefined;
  useTargetLine(container, current, target, overlay === 'ready');

  return (
    <section className={styles.card} aria-label="Chart">
      <div className={styles.chartBar}>
        <div className={styles.chartGroup} role="group" aria-label="Chart interval">
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
        <div className={styles.chartGroup} role="group" aria-label="Chart type">
          {chartTypes.map((value) => (
            <button
              key={value}
              type="button"
              className={`${styles.pill} ${value === type ? styles.pillActive : ''}`}
              aria-pressed={value === type}
              onClick={() => charts.settings.setType(value)}
            >
              {TYPE_NAMES[value]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.chartArea}>
        <div ref={container} className={styles.chart} data-testid="candle-chart" data-chart-type={type} />
        {message && (
          <div className={styles.chartOverlay} role="status">
            {message}
          </div>
        )}
      </div>
      <ChartCredit />
    </section>
  );
};
