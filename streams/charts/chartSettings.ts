import type { Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs';
import { z } from 'zod';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { type ChartInterval, DEFAULT_INTERVAL, chartIntervals } from './intervals';

/** Storage key of the chart state (spec 001 §4: a trading-view-state key). */
export const CHART_STATE_KEY = 'callisto-trading-view-state';

const chartStateSchema = z.object({
  /** The last interval chosen; an unsupported stored value falls back to the default. */
  interval: z.enum(chartIntervals).catch(DEFAULT_INTERVAL),
  /** The widget's own saved layout, opaque here. */
  layout: z.record(z.string(), z.unknown()).optional(),
});
export type ChartState = z.infer<typeof chartStateSchema>;

/** The chart's remembered interval (default 15) and auto-saved layout. */
export const createChartSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stored = createPersistedValue<ChartState>({ storage, logger, key: CHART_STATE_KEY, schema: chartStateSchema, defaults: { interval: DEFAULT_INTERVAL } });
  return {
    interval$: stored.value$.pipe(map((state) => state.interval), distinctUntilChanged()) as Observable<ChartInterval>,
    layout$: stored.value$.pipe(map((state) => state.layout), distinctUntilChanged()),
    setInterval: (interval: ChartInterval) => stored.update({ interval }),
    saveLayout: (layout: Record<string, unknown>) => stored.update({ layout }),
  };
};

export type ChartSettings = ReturnType<typeof createChartSettings>;
