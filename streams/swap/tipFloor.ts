import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, concat, exhaustMap, map, of, shareReplay, startWith, switchMap, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { TIP_FLOOR_POLL_MS, TIP_FLOOR_RETRIES, TIP_FLOOR_RETRY_MS, TIP_FLOOR_STALE_MS } from '../core/timing';

/** The bundle tip floor: what recent bundles paid to land, in lamports. */
export type TipFloor =
  | { readonly status: 'loading' }
  /** `lamports`: the smoothed median landed tip. `stale`: no fresh answer for T28's 15 s. */
  | { readonly status: 'known'; readonly lamports: number; readonly stale: boolean };

const LAMPORTS_PER_SOL = 1e9;

/** GET tip_floor: an array of percentile rows, in SOL (the block engine's public shape). */
const tipFloorSchema = z
  .array(
    z.looseObject({
      landed_tips_50th_percentile: z.number().check(z.nonnegative()),
      ema_landed_tips_50th_percentile: z.optional(z.number().check(z.nonnegative())),
    }),
  )
  .check(z.minLength(1));

/**
 * The tip floor (spec 001 §7, T28): fetched now and every 5 s while watched; a failed fetch is
 * retried twice 3 s apart (a round still retrying skips the next tick); the last floor stays
 * shown and turns stale once 15 s pass without a fresh one.
 */
export const createTipFloor = ({
  http,
  url,
  scheduler,
  logger,
}: {
  http: HttpClient;
  url: string;
  scheduler: SchedulerLike;
  logger: Logger;
}): Observable<TipFloor> => {
  const fetchFloor = () =>
    http
      .get(url, {
        api: 'Bundle tip floor',
        responseName: 'tip floor',
        schema: tipFloorSchema,
        retry: { count: TIP_FLOOR_RETRIES, delayMs: TIP_FLOOR_RETRY_MS },
      })
      .pipe(
        map((rows) => {
          const row = rows[0] ?? { landed_tips_50th_percentile: 0 };
          return Math.round((row.ema_landed_tips_50th_percentile ?? row.landed_tips_50th_percentile) * LAMPORTS_PER_SOL);
        }),
        catchError((error: unknown) => {
          logger.warn('The bundle tip floor could not be fetched', { error: error instanceof Error ? error.message : String(error) });
          return EMPTY;
        }),
      );
  return timer(0, TIP_FLOOR_POLL_MS, scheduler).pipe(
    exhaustMap(fetchFloor),
    switchMap((lamports) =>
      concat(
        of<TipFloor>({ status: 'known', lamports, stale: false }),
        timer(TIP_FLOOR_STALE_MS, scheduler).pipe(map((): TipFloor => ({ status: 'known', lamports, stale: true }))),
      ),
    ),
    startWith<TipFloor>({ status: 'loading' }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
};

/** The least tip the block engine takes, in lamports. */
export const MIN_JITO_TIP_LAMPORTS = 1000;

/**
 * The tip a bundle pays: the floor, within [1000 lamports, the user's maximum]. Without a fresh
 * floor the maximum is paid: a stale guess could leave the swap unlanded.
 */
export const chooseTip = (floor: TipFloor, maxLamports: number): number => {
  const max = Math.max(MIN_JITO_TIP_LAMPORTS, maxLamports);
  if (floor.status !== 'known' || floor.stale) return max;
  return Math.min(max, Math.max(MIN_JITO_TIP_LAMPORTS, floor.lamports));
};
