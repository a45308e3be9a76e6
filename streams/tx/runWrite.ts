import type { Observable, SchedulerLike } from 'rxjs';
import { finalize, of, shareReplay, tap } from 'rxjs';
import type { Logger } from '../core/ports';
import type { Toasts } from '../shell/toasts';
import { type TxError, txError } from './errors';
import { TX_BUSY_MESSAGE, type TxGate } from './gate';

/** What every write (a command, a batch) runs with. */
export interface WriteDeps {
  readonly gate: TxGate;
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  /** Holdings and portfolio of the signer, refetched once a transaction lands. */
  readonly refresh: (owner: string) => void;
  readonly logger: Logger;
  /** Times the overall deadline (T59). */
  readonly scheduler: SchedulerLike;
}

export interface WriteRun<S> {
  /** Shows each state in the write's one toast, a refusal too. */
  readonly toast: (state: S) => void;
  /** The state a write refused at the gate ends in. */
  readonly refused: (error: TxError) => S;
  /** Runs once the write is over, however it ended. */
  readonly onFinal: () => void;
  /** The write's states, from building to final; subscribed once, under the gate. */
  readonly work: () => Observable<S>;
}

/**
 * The life every write shares: refused at once while another holds the gate; else run under the
 * gate, each state toasted. It is started hot, so it runs to its end whoever watches (leaving
 * the page does not stop a transaction in flight), and what is returned replays its latest state.
 */
export const runWrite = <S>(gate: TxGate, { toast, refused, onFinal, work }: WriteRun<S>): Observable<S> => {
  if (gate.isBusy()) {
    const state = refused(txError('unknown', TX_BUSY_MESSAGE));
    toast(state);
    onFinal();
    return of(state);
  }
  const state$ = work().pipe(tap(toast), finalize(onFinal), (work$) => gate.hold(work$), shareReplay({ bufferSize: 1, refCount: false }));
  // eslint-disable-next-line rxjs-x/no-ignored-subscription -- started hot on purpose: a write runs to its end whoever watches, and completes by itself
  state$.subscribe();
  return state$;
};
