import type { ChartEvent } from '@streams/charts';

/**
 * The chart feed's events while the chart library is still loading: a reset replaces all that
 * came before it (it redraws every bar), updates pile on top of it. What is left is exactly what
 * the chart must draw, in order, when it is made; so the feed never waits for the library.
 */
export const pendEvent = (pending: readonly ChartEvent[], event: ChartEvent): ChartEvent[] => (event.kind === 'reset' ? [event] : [...pending, event]);

/**
 * Where a chart lives once it is made: events go straight to it, and until then they wait
 * (from the last reset on) and are drawn the moment it is attached.
 */
export const createChartSlot = <C extends { apply(event: ChartEvent): void }>() => {
  let chart: C | null = null;
  let pending: ChartEvent[] = [];
  return {
    apply: (event: ChartEvent) => {
      if (chart) chart.apply(event);
      else pending = pendEvent(pending, event);
    },
    attach: (made: C) => {
      chart = made;
      const waiting = pending;
      pending = [];
      for (const event of waiting) made.apply(event);
    },
    detach: () => {
      chart = null;
    },
    current: (): C | null => chart,
  };
};
