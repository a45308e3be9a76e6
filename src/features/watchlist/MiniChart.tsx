import type { ChartEvent } from '@streams/charts/chartSeries';
import { useSubscription } from 'observable-hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStreams } from '@/app/StreamsContext';
import { type CandleChart, createCandleChart } from '@/features/token/candleChart';
import styles from './WatchlistPage.module.css';

/** A small live candle chart (15m bars) of one watched token. */
export const MiniChart = ({ tokenId }: { readonly tokenId: string }) => {
  const { charts } = useStreams();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<CandleChart | null>(null);
  useEffect(() => {
    if (!container.current) return;
    const created = createCandleChart(container.current);
    chart.current = created;
    return () => {
      chart.current = null;
      created.remove();
    };
  }, []);
  const feed$ = useMemo(() => charts.feed.chartFeed(tokenId, '15'), [charts, tokenId]);
  useSubscription(feed$, useCallback((event: ChartEvent) => chart.current?.apply(event), []));
  return <div ref={container} className={styles.miniChart} data-testid="mini-chart" />;
};
