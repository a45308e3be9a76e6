import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, concat, defer, distinctUntilChanged, map, of, scan, startWith, switchMap, timer } from 'rxjs';
import type { Bar } from '../charts/liveBars';
import { PERPS_FEED_AGE_REFRESH_MS, PERPS_ORACLE_STALE_MS } from '../core/timing';
import type { ChartLoad } from './chartRetry';
import type { PerpsPriceTick, PriceSocketStatus } from './priceSocket';

/**
 * A price feed's health as the page marks it (spec 001 §7 Perps price feed, issue 8 "stale and
 * reconnecting marks"): 'live' while ticks flow; 'stale' once the channel has been silent for
 * T27 (5 s, an oracle price's staleness) on an open socket, with the silence refreshed every
 * second; 'reconnecting' while the watchdog (T38) replaces a closed or silent socket;
 * 'connecting' before the first socket opens (a first socket that opened and closed is reconnecting).
 */
export type FeedHealth =
  | { readonly status: 'connecting' }
  | { readonly status: 'live' }
  | { readonly status: 'stale'; readonly silentMs: number; readonly lastTickAt: number | null }
  | { readonly status: 'reconnecting'; readonly attempt: number; readonly lastTickAt: number | null };

export interface FeedHealthDeps {
  readonly status$: Observable<PriceSocketStatus>;
  /** The channel's ticks (subscribing holds the channel). */
  readonly ticks$: Observable<PerpsPriceTick>;
  readonly scheduler: SchedulerLike;
}

const sameHealth = (a: FeedHealth, b: FeedHealth) => JSON.stringify(a) === JSON.stringify(b);

export const feedHealth$ = ({ status$, ticks$, scheduler }: FeedHealthDeps): Observable<FeedHealth> =>
  combineLatest([
    // Whether any socket of this feed has opened: after that, a closed one is a lost feed.
    defer(() => {
      let opened = false;
      return status$.pipe(
        map((status) => {
          opened ||= status.state === 'open';
          return { status, opened };
        }),
      );
    }),
    ticks$.pipe(
      map((tick): number | null => tick.receivedAt),
      startWith<number | null>(null),
    ),
  ]).pipe(
    switchMap(([{ status, opened }, lastTickAt]): Observable<FeedHealth> => {
      if (status.state !== 'open') {
        const again = opened || status.generation > 1 || lastTickAt !== null;
        return of(again ? { status: 'reconnecting', attempt: status.generation, lastTickAt } : { status: 'connecting' });
      }
      // Silence counts from the last tick, or from the socket's opening when none came yet.
      const since = lastTickAt ?? status.since;
      const quietFor = scheduler.now() - since;
      const stale$ = timer(Math.max(0, PERPS_ORACLE_STALE_MS - quietFor), PERPS_FEED_AGE_REFRESH_MS, scheduler).pipe(
        map((): FeedHealth => ({ status: 'stale', silentMs: scheduler.now() - since, lastTickAt })),
      );
      return quietFor < PERPS_ORACLE_STALE_MS ? concat(of<FeedHealth>({ status: 'live' }), stale$) : stale$;
    }),
    distinctUntilChanged(sameHealth),
  );

/** A market's last 24 hours: change from the first bar's open to the latest price, high and low (live prices included). */
export interface DayStats {
  readonly changePct: number;
  readonly high: number;
  readonly low: number;
}

/** 24 h stats from hourly bars, then moved by each live price. Null until the bars are in (or when there are none). */
export const dayStats$ = (bars$: Observable<ChartLoad<readonly Bar[]>>, prices$: Observable<number>): Observable<DayStats | null> =>
  bars$.pipe(
    switchMap((state): Observable<DayStats | null> => {
      if (state.status !== 'ready' || state.value.length === 0) return of(null);
      const bars = state.value;
      const open = bars[0]?.open ?? 0;
      const initial: DayStats & { last: number } = {
        changePct: 0,
        high: Math.max(...bars.map((bar) => bar.high)),
        low: Math.min(...bars.map((bar) => bar.low)),
        last: bars.at(-1)?.close ?? open,
      };
      const withChange = (stats: DayStats & { last: number }): DayStats => ({
        changePct: open > 0 ? ((stats.last - open) / open) * 100 : 0,
        high: stats.high,
        low: stats.low,
      });
      return prices$.pipe(
        scan((stats, price) => ({ last: price, high: Math.max(stats.high, price), low: Math.min(stats.low, price), changePct: 0 }), initial),
        startWith(initial),
        map(withChange),
      );
    }),
  );
