import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, distinctUntilChanged, filter, first, map, of, startWith, switchMap, timer } from 'rxjs';
import { CHART_OVERLAY_DELAY_MS, CHART_READINESS_CHECK_MS } from '../core/timing';

export type ChartOverlay = 'loading' | 'ready';

export interface ChartReadinessDeps {
  readonly scheduler: SchedulerLike;
  /** Whether the chart library's script has loaded (a port: the widget knows). */
  readonly isLibraryLoaded: () => boolean;
  /** Whether the chart has its data (history loaded). */
  readonly dataReady$: Observable<boolean>;
}

/**
 * The chart's loading overlay (spec 001 §4 Chart, T33): the library is checked every 1 s; once it
 * has loaded and the data is ready, the overlay goes 250 ms later. A new feed (interval or
 * pair) brings it back through `dataReady$`. The spec's restart counter (a TradingView widget
 * rebuild) has no use here: a lightweight-charts chart changes type and data in place.
 */
export const createChartReadiness = ({ scheduler, isLibraryLoaded, dataReady$ }: ChartReadinessDeps) => {
  const libraryLoaded$ = timer(0, CHART_READINESS_CHECK_MS, scheduler).pipe(
    filter(() => isLibraryLoaded()),
    first(),
    map(() => true),
    startWith(false),
  );
  const overlay$: Observable<ChartOverlay> = combineLatest([libraryLoaded$, dataReady$]).pipe(
    map(([library, data]) => library && data),
    distinctUntilChanged(),
    switchMap((ready) => (ready ? timer(CHART_OVERLAY_DELAY_MS, scheduler).pipe(map((): ChartOverlay => 'ready')) : of<ChartOverlay>('loading'))),
    startWith<ChartOverlay>('loading'),
    distinctUntilChanged(),
  );
  return { overlay$ };
};
