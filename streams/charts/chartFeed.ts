import type { Observable, SchedulerLike } from 'rxjs';
import { auditTime, catchError, defer, distinctUntilChanged, filter, map, merge, of, skip, switchMap, tap } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import type { LiveStream } from '../market/liveStream';
import { type ChartEvent, ChartSeries } from './chartSeries';
import { fetchHistory, fetchPairHistory } from './history';
import { type ChartInterval, intervalSpecs } from './intervals';
import type { Bar, Tick } from './liveBars';
import { pairTicks } from './pairTicks';

export interface ChartFeedDeps {
  readonly http: HttpClient;
  readonly marketApi: string;
  readonly live: LiveStream;
  readonly scheduler: SchedulerLike;
  /** Where series updates are coalesced: the animation frame in the browser. */
  readonly frameScheduler: SchedulerLike;
  readonly logger: Logger;
}

/** Where live bars come from: trades of the most reliable pool, or bare price ticks. */
export type TickSource = 'txns' | 'prices';

/**
 * A token chart's series, fed straight into the chart library without React state:
 * `chartFeed(tokenId, interval)` emits `reset` with the history (GET /v2/charts), then
 * `update`s built from live ticks by the live-bar rule, at most one event per frame. History
 * is fetched again after every reconnect of the live stream. A failed history is logged and
 * charted as empty (spec 001 §8: no data yields an empty result).
 */
export const createChartFeed = ({ http, marketApi, live, scheduler, frameScheduler, logger }: ChartFeedDeps) => {
  const ticks = (tokenId: string, source: TickSource): Observable<Tick> =>
    source === 'txns'
      ? live.txns([tokenId]).pipe(
          // Only trades of the most reliable pool with a valid price are charted (research §8).
          filter(({ value }) => value.isMrp !== false && value.isValidPrice !== false),
          map(({ value }): Tick => ({ time: Date.parse(value.timestamp) / 1000, price: value.usdPrice, volume: value.usdVolume })),
        )
      : live.prices([tokenId]).pipe(map(({ value, receivedAt }): Tick => ({ time: receivedAt / 1000, price: value.price, volume: 0 })));

  /**
   * History, then live ticks on top, as chart events at most once per frame; the history is
   * fetched again after every reconnect of the live stream (ticks missed meanwhile are in it).
   */
  const seriesFeed = (
    interval: ChartInterval,
    history: () => Observable<Bar[]>,
    ticks$: Observable<Tick>,
    context: Record<string, string>,
  ): Observable<ChartEvent> =>
    defer(() => {
      const series = new ChartSeries(intervalSpecs[interval].periodSeconds);
      const reopened$ = live.status$.pipe(
        filter((status) => status.state === 'open'),
        map((status) => status.generation),
        distinctUntilChanged(),
        skip(1),
      );
      const history$ = merge(of(0), reopened$).pipe(
        tap(() => series.unload()),
        switchMap(() =>
          history().pipe(
            catchError((error: unknown) => {
              logger.warn('Chart history failed; charting live bars only', {
                ...context,
                interval,
                error: error instanceof Error ? error.message : String(error),
              });
              return of([]);
            }),
          ),
        ),
        tap((bars) => series.load(bars)),
      );
      const live$ = ticks$.pipe(tap((tick) => series.tick(tick)));
      return merge(history$, live$).pipe(
        auditTime(0, frameScheduler),
        map(() => series.take()),
        filter((event): event is ChartEvent => event !== undefined),
      );
    });

  const chartFeed = (tokenId: string, interval: ChartInterval, source: TickSource = 'txns'): Observable<ChartEvent> =>
    seriesFeed(interval, () => fetchHistory({ http, marketApi }, tokenId, interval, scheduler.now()), ticks(tokenId, source), { tokenId });

  /**
   * A pair's chart (issue 29 item 4): `base` priced in `quote`. History from the own market
   * API's pair bars (spec 001 §7), live bars from the two tokens' price ticks, divided.
   */
  const pairFeed = (base: string, quote: string, interval: ChartInterval): Observable<ChartEvent> =>
    seriesFeed(
      interval,
      () => fetchPairHistory({ http, marketApi }, base, quote, interval, scheduler.now()),
      live.prices([base, quote]).pipe(
        map(({ value, receivedAt }) => ({ id: value.assetId, price: value.price, time: receivedAt / 1000 })),
        pairTicks(base, quote),
      ),
      { base, quote },
    );

  return { chartFeed, pairFeed };
};

export type ChartFeed = ReturnType<typeof createChartFeed>;
