import type { Observable, SchedulerLike } from 'rxjs';
import type { Logger } from '../core/ports';
import { concat, defer, map, of, switchMap } from 'rxjs';
import { type Bar, type Tick, liveBars } from '../charts/liveBars';
import type { PerpsHistory } from './history';
import type { PerpsMarket } from './markets';
import type { PerpsPriceSocket } from './priceSocket';
import { type PerpsResolution, perpsPeriodSeconds } from '../catalogues/perpsResolutions';

/** What a perps chart draws: the history once, then each live bar change (`series.update`). */
export type CandleEvent =
  | { readonly type: 'loading' }
  | { readonly type: 'history'; readonly bars: readonly Bar[] }
  | { readonly type: 'bar'; readonly bar: Bar; readonly isNew: boolean }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'cancelled' };

/** How many bars of history a chart loads. */
export const HISTORY_BARS = 300;

export interface LiveCandlesDeps {
  readonly history: Pick<PerpsHistory, 'feedBars$'>;
  readonly prices: Pick<PerpsPriceSocket, 'ticks$'>;
  readonly scheduler: SchedulerLike;
  /** Hears the chart feed's developer error when live bars start without a last bar. */
  readonly logger?: Pick<Logger, 'warn'>;
}

/** The chart datafeed's developer error (spec 001 §8 Chart) for live bars with no bar to continue from. */
export const NO_LAST_BAR = 'ChaosTVDataFeed: lastBar is not found';

/**
 * Live perps candles (spec 001 §4 Live bars): the price feed's last bars, then the price socket's
 * ticks through the live-bar rule, continuing from the newest historical bar (a tick past its
 * period starts a new bar; one inside moves it; an older one is dropped).
 */
export const createLiveCandles = ({ history, prices, scheduler, logger }: LiveCandlesDeps) => ({
  candles$: (market: PerpsMarket, resolution: PerpsResolution, bars = HISTORY_BARS): Observable<CandleEvent> =>
    defer(() => {
      const period = perpsPeriodSeconds[resolution];
      const till = scheduler.now();
      const ticks$ = prices.ticks$(market.channel).pipe(map((tick): Tick => ({ time: tick.time / 1000, price: tick.priceUsd })));
      return history.feedBars$(market, resolution, till - period * 1000 * bars, till).pipe(
        switchMap((state): Observable<CandleEvent> => {
          switch (state.status) {
            case 'loading':
            case 'cancelled':
              return of({ type: state.status });
            case 'error':
              return of({ type: 'error', message: state.message });
            case 'ready':
              // An empty history leaves the live bars nothing to continue: said for developers; the first tick opens a bar.
              if (state.value.length === 0) logger?.warn(NO_LAST_BAR, { market: market.symbol, resolution });
              return concat(
                of<CandleEvent>({ type: 'history', bars: state.value }),
                ticks$.pipe(
                  liveBars(period, state.value.at(-1)),
                  map((update): CandleEvent => ({ type: 'bar', ...update })),
                ),
              );
          }
        }),
      );
    }),
});

export type LiveCandles = ReturnType<typeof createLiveCandles>;
