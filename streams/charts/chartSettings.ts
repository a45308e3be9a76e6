import type { Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { type ChartInterval, DEFAULT_INTERVAL, chartIntervals } from './intervals';

/** Storage key of the chart state (spec 001 §4: a trading-view-state key). */
export const CHART_STATE_KEY = 'callisto-trading-view-state';

/** How the price is drawn (spec 001 §3 chart types). */
export const chartTypes = ['candles', 'area', 'columns'] as const;
export type ChartType = (typeof chartTypes)[number];

/** The zoom kept between visits: how many bars are in view (within what a chart can show). */
const barsInViewSchema = z.int().check(z.minimum(10), z.maximum(1000));

const chartStateSchema = z.object({
  /** The last interval chosen; an unsupported stored value falls back to the default. */
  interval: z.catch(z.enum(chartIntervals), DEFAULT_INTERVAL),
  type: z.optional(z.catch(z.enum(chartTypes), 'candles')),
  barsInView: z.catch(z.optional(barsInViewSchema), undefined),
});
export type ChartState = z.infer<typeof chartStateSchema>;

/**
 * The chart's remembered state (spec 001 §4: auto-saved under a trading-view-state key and
 * restored): the interval (default 15), the type and the zoom. That is the whole layout of a
 * lightweight-charts chart: it has no panes or drawings of its own to keep.
 */
export const createChartSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stored = createPersistedValue<ChartState>({
    storage,
    logger,
    key: CHART_STATE_KEY,
    schema: chartStateSchema,
    defaults: { interval: DEFAULT_INTERVAL },
  });
  return {
    interval$: stored.value$.pipe(
      map((state) => state.interval),
      distinctUntilChanged(),
    ) as Observable<ChartInterval>,
    type$: stored.value$.pipe(
      map((state) => state.type ?? 'candles'),
      distinctUntilChanged(),
    ) as Observable<ChartType>,
    /** The zoom to restore, read once when a chart is made. */
    barsInView: () => stored.current().barsInView,
    setInterval: (interval: ChartInterval) => stored.update({ interval }),
    setType: (type: ChartType) => stored.update({ type }),
    /** Saved when the chart goes (page left or hidden): not on every scroll. */
    saveBarsInView: (bars: number) => {
      const checked = barsInViewSchema.safeParse(Math.round(bars));
      if (checked.success && checked.data !== stored.current().barsInView) stored.update({ barsInView: checked.data });
    },
  };
};

export type ChartSettings = ReturnType<typeof createChartSettings>;
