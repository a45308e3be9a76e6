import { useSubscription } from 'observable-hooks';
import { useMemo, useRef } from 'react';
import { useCandleChart } from '@/features/token/useCandleChart';
import styles from './WatchlistPage.module.css';
import { useCharts } from '@/hooks/useCharts';

/** A small live candle chart (15m bars) of one watched token. */
export const MiniChart = ({ tokenId }: { readonly tokenId: string }) => {
  const charts = useCharts();
  const container = useRef<HTMLDivElement>(null);
  // Small and many: candles always, and no zoom of theirs is remembered.
  const chart = useCandleChart(container, 'candles', { rememberZoom: false });
  const feed$ = useMemo(() => charts.feed.chartFeed(tokenId, '15'), [charts, tokenId]);
  useSubscription(feed$, chart.apply);
  return <div ref={container} className={styles.miniChart} data-testid="mini-chart" />;
};
