import type { OperatorFunction, SchedulerLike } from 'rxjs';
import { connect, exhaustMap, from, mergeMap, startWith, takeUntil, timer, toArray } from 'rxjs';

export interface BatchPolicy {
  /** How long keys are collected after the first one of a batch arrives. */
  readonly windowMs: number;
  /** Most keys in one emitted chunk. */
  readonly chunkSize: number;
}

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

/**
 * Request batching: the first key opens a window of `windowMs`; every key that arrives before it
 * closes joins the batch. At the close the batch is de-duplicated (first occurrence wins the
 * order) and emitted in chunks of at most `chunkSize`, one emission per chunk.
 */
export const batchKeys =
  <K>({ windowMs, chunkSize }: BatchPolicy, scheduler: SchedulerLike): OperatorFunction<K, K[]> =>
  (source) =>
    source.pipe(
      connect((keys$) => keys$.pipe(exhaustMap((first) => keys$.pipe(startWith(first), takeUntil(timer(windowMs, scheduler)), toArray())))),
      mergeMap((batch) => from(chunk([...new Set(batch)], chunkSize))),
    );
