import { type Observable, distinctUntilChanged, map, merge, startWith } from 'rxjs';
import type { LiveStream } from './liveStream';
import type { Prices } from './prices';

/**
 * A token's USD price that moves: the Price API's (T24) and, between its answers, every tick of
 * the live stream's price subscription, so a loan's health follows the market as it trades.
 * Undefined until either has spoken; a repeat of the same price is not a change.
 */
export const livePrice$ = (prices: Pick<Prices, 'price$'>, live: Pick<LiveStream, 'prices'>, mint: string): Observable<number | undefined> =>
  merge(
    prices.price$(mint).pipe(map((state) => (state.status === 'ready' ? state.value : undefined))),
    live.prices([mint]).pipe(map((tick) => tick.value.price)),
  ).pipe(startWith(undefined), distinctUntilChanged());
