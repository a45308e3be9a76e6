import type { ChartEvent } from '@streams/charts/chartSeries';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { type CandleChart, createCandleChart } from './candleChart';

/**
 * A candle chart living in `container` while the component is mounted. Returns a stable
 * `apply` for the chart feed's events (ignored while there is no chart).
 */
export const useCandleChart = (container: RefObject<HTMLDivElement | null>) => {
  const chart = useRef<CandleChart | null>(null);
  useEffect(() => {
    if (!container.current) return;
    const created = createCandleChart(container.current);
    chart.current = created;
    return () => {
      chart.current = null;
      created.remove();
    };
  }, [container]);
  return useCallback((event: ChartEvent) => chart.current?.apply(event), []);
};
