import type { OperatorFunction } from 'rxjs';
import { filter, map, scan } from 'rxjs';
import type { Tick } from './liveBars';

/** One token's price at a moment (USD). */
export interface PricePoint {
  readonly id: string;
  readonly price: number;
  /** Unix seconds. */
  readonly time: number;
}

/**
 * A pair's live price from its two tokens' ticks: each tick of either side gives the base's
 * price in the quote from both sides' latest prices, once both are known. A price that is not
 * a positive finite number is ignored: it would draw a spike to zero or infinity.
 */
export const pairTicks =
  (base: string, quote: string): OperatorFunction<PricePoint, Tick> =>
  (points$) =>
    points$.pipe(
      filter((point) => Number.isFinite(point.price) && point.price > 0 && (point.id === base || point.id === quote)),
      scan(
        (state: { base?: number; quote?: number; time: number }, point) =>
          point.id === base ? { ...state, base: point.price, time: point.time } : { ...state, quote: point.price, time: point.time },
        { time: 0 },
      ),
      filter((state): state is { base: number; quote: number; time: number } => state.base !== undefined && state.quote !== undefined),
      map((state): Tick => ({ time: state.time, price: state.base / state.quote, volume: 0 })),
    );
