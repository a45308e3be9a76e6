import { Observable, catchError, distinctUntilChanged, of, shareReplay, switchMap, take } from 'rxjs';
import type { BatchState } from './batchState';
import type { TxBatch, TxBatches } from './batchCommand';
import type { CommandState, TxCommand, TxCommands } from './command';
import { txError } from './errors';
import type { TxLayer } from './feature';

/** A write asked for while the signing code could not be fetched: said plainly, nothing signed. */
export const WRITE_PATH_UNAVAILABLE = 'The app could not load its signing code. Check your connection and try again.';

/** Runs `work` now and keeps its states for whoever watches, as runWrite does for a write. */
const hot = <S>(work$: Observable<S>): Observable<S> => {
  const state$ = work$.pipe(shareReplay({ bufferSize: 1, refCount: false }));
  // eslint-disable-next-line rxjs-x/no-ignored-subscription -- started hot on purpose, like runWrite: a write runs to its end whoever watches
  state$.subscribe();
  return state$;
};

/** `source$`, with `initial` first when it has nothing to say at once (no false-then-true glitch when it does). */
const untilHeard = <T>(source$: Observable<T>, initial: T): Observable<T> =>
  new Observable<T>((subscriber) => {
    let heard = false;
    const subscription = source$.subscribe({
      next: (value) => {
        heard = true;
        subscriber.next(value);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    if (!heard && !subscriber.closed) subscriber.next(initial);
    return subscription;
  });

/**
 * The write path for pages that reach it before its code has arrived (issue 27: the engine and
 * its checks are ~12.5 KB that the swap and order pages need only at the first write, so they
 * are fetched after the page instead of before it). `layer$` gives the write path once its code
 * is in: a write asked for sooner waits for it, then runs exactly as it would have; `busy$` is
 * false until then, since nothing can be in flight on a path not yet built. Subscribing to
 * `busy$` (the page's submit button does) is what fetches the code, right after the page shows.
 */
export const deferredWritePath = (
  layer$: Observable<Pick<TxLayer, 'commands' | 'batches'>>,
): { readonly commands: Pick<TxCommands, 'run' | 'busy$'>; readonly batches: Pick<TxBatches, 'run'> } => {
  const first$ = layer$.pipe(take(1));
  const unavailable = () => txError('unknown', WRITE_PATH_UNAVAILABLE);
  return {
    commands: {
      run: (command: TxCommand) =>
        hot(
          first$.pipe(
            switchMap((layer) => layer.commands.run(command)),
            catchError(() => of<CommandState>({ status: 'failed', label: command.label, error: unavailable() })),
          ),
        ),
      busy$: untilHeard(
        first$.pipe(
          switchMap((layer) => layer.commands.busy$),
          catchError(() => of(false)),
        ),
        false,
      ).pipe(distinctUntilChanged()),
    },
    batches: {
      run: (batch: TxBatch) =>
        hot(
          first$.pipe(
            switchMap((layer) => layer.batches.run(batch)),
            catchError(() => of<BatchState>({ status: 'done', label: batch.label, total: 0, confirmed: [], errors: [unavailable()] })),
          ),
        ),
    },
  };
};
