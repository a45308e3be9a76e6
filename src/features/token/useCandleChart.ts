import type { ChartEvent, ChartType } from '@streams/charts';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useCharts } from '@/hooks/useCharts';
import { type CandleChart, createCandleChart } from './candleChart';

/**
 * A price chart living in `container` while the component is mounted, drawn as `type`. Returns
 * a stable `apply` for the chart feed's events (ignored while there is no chart) and whether the
 * chart exists. The zoom is restored when the chart is made and saved when it goes or the page
 * is hidden (spec 001 §4: the layout is auto-saved and restored).
 */
export const useCandleChart = (
  container: RefObject<HTMLDivElement | null>,
  type: ChartType,
  { rememberZoom = true }: { readonly rememberZoom?: boolean } = {},
) => {
  const { settings } = useCharts();
  const chart = useRef<CandleChart | null>(null);
  const firstType = useRef(type);
  useEffect(() => {
    if (!container.current) return;
    const created = createCandleChart(container.current, { type: firstType.current, barsInView: rememberZoom ? settings.barsInView() : undefined });
    chart.current = created;
    const save = () => {
      if (!rememberZoom) return;
      const bars = created.barsInView();
      if (bars !== undefined) settings.saveBarsInView(bars);
    };
    const onHidden = () => document.visibilityState === 'hidden' && save();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      save();
      chart.current = null;
      created.remove();
    };
  }, [container, settings, rememberZoom]);
  useEffect(() => {
    if (firstType.current === type) return;
    firstType.current = type;
    chart.current?.setType(type);
  }, [type]);
  const apply = useCallback((event: ChartEvent) => chart.current?.apply(event), []);
  const exists = useCallback(() => chart.current !== null, []);
  return { apply, exists };
};
