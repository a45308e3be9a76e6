import type { Observable, SchedulerLike } from 'rxjs';
import { concat, distinctUntilChanged, filter, map, merge, of, scan, startWith, switchMap, timer } from 'rxjs';
import { PRICE_ARROW_MS, PRICE_FLASH_MS } from '../core/timing';

export type Direction = 'up' | 'down';

export interface PriceCardState {
  readonly price: number | undefined;
  /** Set for 950 ms after the price moves (T20). */
  readonly flash: Direction | undefined;
  /** Set for 4 s after the price moves (T20). */
  readonly arrow: Direction | undefined;
}

type Event =
  | { readonly kind: 'price'; readonly price: number; readonly direction: Direction | undefined }
  | { readonly kind: 'flash-off' }
  | { readonly kind: 'arrow-off' };

const INITIAL: PriceCardState = { price: undefined, flash: undefined, arrow: undefined };

const reduce = (state: PriceCardState, event: Event): PriceCardState => {
  switch (event.kind) {
    case 'price':
      return event.direction ? { price: event.price, flash: event.direction, arrow: event.direction } : { ...state, price: event.price };
    case 'flash-off':
      return { ...state, flash: undefined };
    case 'arrow-off':
      return { ...state, arrow: undefined };
  }
};

/**
 * A swap page price card (spec 001 §2.2, T20): the token's price, a flash in the direction of
 * each change for 950 ms and an arrow for 4 s; a newer change restarts both. The first price
 * shows without either: it is not a move.
 */
export const priceCard = (price$: Observable<number | undefined>, scheduler: SchedulerLike): Observable<PriceCardState> => {
  const moves$ = price$.pipe(
    filter((price): price is number => price !== undefined && Number.isFinite(price)),
    distinctUntilChanged(),
    scan<number, { price: number; direction: Direction | undefined }>(
      (last, price) => ({ price, direction: last.price === undefined ? undefined : price > last.price ? 'up' : 'down' }),
      {
        price: undefined as unknown as number,
        direction: undefined,
      },
    ),
  );
  const events$ = moves$.pipe(
    switchMap(({ price, direction }) => {
      const shown = of<Event>({ kind: 'price', price, direction });
      if (!direction) return shown;
      return concat(
        shown,
        merge(
          timer(PRICE_FLASH_MS, scheduler).pipe(map((): Event => ({ kind: 'flash-off' }))),
          timer(PRICE_ARROW_MS, scheduler).pipe(map((): Event => ({ kind: 'arrow-off' }))),
        ),
      );
    }),
  );
  return events$.pipe(
    scan(reduce, INITIAL),
    startWith(INITIAL),
    distinctUntilChanged((a, b) => a.price === b.price && a.flash === b.flash && a.arrow === b.arrow),
  );
};
