import type { ChartType } from '@streams/charts';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useCharts } from '@/hooks/useCharts';
import type { CandleChart, createCandleChart } from './candleChart';
import { createChartSlot } from './pendingChartEvents';

/**
 * A price chart living in `container` while the component is mounted, drawn as `type`. Returns
 * a stable `apply` for the chart feed's events and whether the chart exists. The chart library
 * (a third of a page's first download) is fetched when the first chart mounts, not with the
 * page: events that arrive before it are kept (from the last reset on) and drawn once it is in. The zoom is restored when the chart is made and saved when it goes or the page
 * is hidden (spec 001 §4: the layout is auto-saved and restored).
 */
/**
 * One fetch of the chart code, however many charts mount at once (the watchlist shows several).
 * A failed fetch is forgotten, so the next chart to mount tries again.
 */
let library: Promise<{ readonly createCandleChart: typeof createCandleChart }> | undefined;
const loadLibrary = () =>
  (library ??= import('./candleChart').catch((error: unknown) => {
    library = undefined;
    throw error;
  }));

export const useCandleChart = (
  container: RefObject<HTMLDivElement | null>,
  type: ChartType,
  { rememberZoom = true }: { readonly rememberZoom?: boolean } = {},
) => {
  const { settings } = useCharts();
  const [chart] = useState(createChartSlot<CandleChart>);
  const firstType = useRef(type);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let created: CandleChart | undefined;
    let gone = false;
    const save = () => {
      if (!rememberZoom || !created) return;
      const bars = created.barsInView();
      if (bars !== undefined) settings.saveBarsInView(bars);
    };
    const onHidden = () => document.visibilityState === 'hidden' && save();
    void loadLibrary().then(
      ({ createCandleChart }) => {
        if (gone) return;
        created = createCandleChart(element, { type: firstType.current, barsInView: rememberZoom ? settings.barsInView() : undefined });
        chart.attach(created);
        document.addEventListener('visibilitychange', onHidden);
      },
      () => undefined,
    ); // the overlay keeps saying it is loading; the next mount fetches again
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onHidden);
      save();
      chart.detach();
      created?.remove();
    };
  }, [container, settings, rememberZoom, chart]);
  useEffect(() => {
    if (firstType.current === type) return;
    firstType.current = type;
    chart.current()?.setType(type);
  }, [type, chart]);
  const exists = useCallback(() => chart.current() !== null, [chart]);
  return { apply: chart.apply, exists, current: chart.current };
};
