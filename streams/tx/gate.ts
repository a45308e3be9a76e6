import type { Observable } from 'rxjs';
import { BehaviorSubject, defer, distinctUntilChanged, finalize, map, of } from 'rxjs';

/** What a refused submit says: the user sees it as the transaction's failure. */
export const TX_BUSY_MESSAGE = 'Another transaction is still in progress. Wait for it to finish, then try again.';

/**
 * One write at a time, decided in the stream: while a transaction runs (a swap, a transfer, a
 * position change, or one resumed after a reload) a second submit is refused at once with a
 * clear message, whatever the buttons show. `hold()` marks work that keeps the gate closed
 * without being a submit (transactions resumed after a reload).
 */
export const createTxGate = () => {
  const open = new BehaviorSubject(0);
  const hold = <T>(work$: Observable<T>): Observable<T> =>
    defer(() => {
      open.next(open.value + 1);
      return work$.pipe(finalize(() => open.next(open.value - 1)));
    });
  return {
    busy$: open.pipe(
      map((count) => count > 0),
      distinctUntilChanged(),
    ) as Observable<boolean>,
    isBusy: () => open.value > 0,
    hold,
    /** Runs `work$` when nothing else runs; otherwise emits `refused()` and completes. */
    submit: <T>(work$: Observable<T>, refused: () => T): Observable<T> => defer(() => (open.value > 0 ? of(refused()) : hold(work$))),
  };
};

export type TxGate = ReturnType<typeof createTxGate>;
