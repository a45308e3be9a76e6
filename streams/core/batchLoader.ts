import type { SchedulerLike } from 'rxjs';
import { Observable, Subject, catchError, filter, map, mergeMap, of, share, take } from 'rxjs';
import { type BatchPolicy, batchKeys } from './batchKeys';

export interface BatchLoaderDeps<K, V> {
  readonly scheduler: SchedulerLike;
  readonly policy: BatchPolicy;
  /** Fetches one chunk; keys missing from the map resolve to undefined (e.g. Price v3 omits unknown mints). */
  readonly fetchChunk: (keys: readonly K[]) => Observable<ReadonlyMap<K, V>>;
}

type ChunkResult<K, V> = { readonly keys: readonly K[]; readonly values: ReadonlyMap<K, V> } | { readonly keys: readonly K[]; readonly error: unknown };

/**
 * Turns single-key lookups into batched calls: `load(key)` joins the current window, and
 * emits the key's value once its chunk answers (then completes). A failed chunk fails every
 * lookup in it, and only those.
 */
export const createBatchLoader = <K, V>({ scheduler, policy, fetchChunk }: BatchLoaderDeps<K, V>) => {
  const requests = new Subject<K>();
  const results$ = requests.pipe(
    batchKeys<K>(policy, scheduler),
    mergeMap((keys) =>
      fetchChunk(keys).pipe(
        take(1),
        map((values): ChunkResult<K, V> => ({ keys, values })),
        catchError((error: unknown) => of<ChunkResult<K, V>>({ keys, error })),
      ),
    ),
    share(),
  );

  const load = (key: K): Observable<V | undefined> =>
    new Observable<V | undefined>((subscriber) => {
      const subscription = results$
        .pipe(
          filter((result) => result.keys.includes(key)),
          take(1),
        )
        .subscribe((result) => {
          if ('error' in result) {
            subscriber.error(result.error);
            return;
          }
          subscriber.next(result.values.get(key));
          subscriber.complete();
        });
      requests.next(key);
      return subscription;
    });

  return { load };
};
