import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, concat, concatMap, defer, finalize, from, map, of, shareReplay, switchMap, take, tap, throwError, throwIfEmpty, timeout } from 'rxjs';
import type { Logger } from '../core/ports';
import type { Toasts } from '../shell/toasts';
import type { TransactionSigner } from '../solana/ports';
import type { TxBuild } from './command';
import type { TransactionEngine } from './engine';
import { COMMAND_DEADLINE_MS } from '../core/timing';
import { withDeadline } from './deadline';
import { DEADLINE_MESSAGES, TX_MESSAGES, type TxError, TxFailure, txError } from './errors';
import { TX_BUSY_MESSAGE, type TxGate } from './gate';
import { signatureToastText } from './signatureToast';
import { type FinalTxState, type TxState, isFinal } from './types';

/** spec 000 §4: above this many transactions a wallet that asks may ask several times. */
export const MULTI_APPROVAL_NOTE_ABOVE = 5;
export const MULTI_APPROVAL_NOTE = 'Multiple approvals may be needed';

interface ToastText {
  readonly title: string;
  readonly description?: string;
}

/** What a batch says: one toast for the whole batch, whatever the number of transactions. */
export interface BatchToastCopy {
  readonly confirming: (total: number) => ToastText;
  readonly confirmed: (total: number) => ToastText;
  /** Some or all failed; `first` is the first failure's error. */
  readonly failed: (failed: number, total: number, first: TxError) => ToastText;
}

/** Several transactions the user asked for at once (cancel all): signed and sent one after another. */
export interface TxBatch {
  readonly kind: string;
  readonly label: string;
  readonly signer: TransactionSigner;
  readonly copy: BatchToastCopy;
  /** Builds every transaction (a server call answering several); an empty list is an error. */
  readonly build: () => Observable<readonly TxBuild[]>;
  readonly buildError?: (error: unknown) => TxError;
  /** Runs once the batch is over, however it ended. */
  readonly onFinal?: () => void;
}

export type BatchState =
  | { readonly status: 'building'; readonly label: string }
  /** `index` of `total` is in flight, in the engine's `step`. */
  | { readonly status: 'running'; readonly label: string; readonly index: number; readonly total: number; readonly step: TxState }
  /** Every transaction ended: the signatures that landed, the errors of those that did not. */
  | { readonly status: 'done'; readonly label: string; readonly total: number; readonly confirmed: readonly string[]; readonly errors: readonly TxError[] };

export interface TxBatchesDeps {
  readonly engine: Pick<TransactionEngine, 'execute'>;
  readonly gate: TxGate;
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  readonly refresh: (owner: string) => void;
  readonly logger: Logger;
  /** Times each step's deadline (T59). */
  readonly scheduler: SchedulerLike;
}

/**
 * A batch as one write (spec 000 §4 Cancelling orders, several at once): the gate is held once
 * for all of it, each transaction goes through the engine in turn (prepare, simulate, pre-sign
 * checks, sign, send, confirm), one failure does not stop the rest, and one toast follows the
 * batch: 'Confirming Transaction' while any is open, then the batch's success or failure.
 */
export const createTxBatches = ({ engine, gate, toasts, explorerTx, refresh, logger, scheduler }: TxBatchesDeps) => {
  let counter = 0;
  return {
    run: (batch: TxBatch): Observable<BatchState> => {
      const { label, signer, copy } = batch;
      const id = `${batch.kind}-batch-${++counter}`;
      const done = (total: number, confirmed: readonly string[], errors: readonly TxError[]): BatchState => ({
        status: 'done',
        label,
        total,
        confirmed,
        errors,
      });
      const toast = (state: BatchState) => {
        if (state.status === 'running' && state.step.status === 'awaiting-signature' && state.index === 0) {
          const text = signatureToastText(state.step.autoSigns, state.step.intent);
          const note = !state.step.autoSigns && state.total > MULTI_APPROVAL_NOTE_ABOVE ? `${text.description}. ${MULTI_APPROVAL_NOTE}` : text.description;
          toasts.show({ id, scope: 'transaction', variant: 'loading-signature', title: text.title, description: note });
        } else if (state.status === 'running' && (state.step.status === 'confirming' || state.step.status === 'sending') && state.index === 0) {
          toasts.show({ id, scope: 'transaction', variant: 'loading', ...copy.confirming(state.total) });
        } else if (state.status === 'done') {
          const [first] = state.errors;
          if (first) toasts.show({ id, scope: 'transaction', variant: 'error', ...copy.failed(state.errors.length, state.total, first) });
          else {
            const signature = state.confirmed.at(-1);
            toasts.show({
              id,
              scope: 'transaction',
              variant: 'success',
              ...copy.confirmed(state.total),
              ...(signature ? { link: { label: 'View transaction', href: explorerTx(signature) } } : {}),
            });
          }
        }
      };
      if (gate.isBusy()) {
        const refused = done(0, [], [txError('unknown', TX_BUSY_MESSAGE)]);
        toast(refused);
        batch.onFinal?.();
        return of(refused);
      }
      const buildFailure = (error: unknown): TxError =>
        error instanceof TxFailure ? error.error : (batch.buildError?.(error) ?? txError('unknown', TX_MESSAGES.unknown, { cause: error }));

      const runAll = (builds: readonly TxBuild[]): Observable<BatchState> => {
        const total = builds.length;
        const outcomes: FinalTxState[] = [];
        const each$ = from(builds.map((built, index) => ({ built, index }))).pipe(
          concatMap(({ built, index }) =>
            engine.execute({ ...built, signer, label: total > 1 ? `${label} (${index + 1}/${total})` : label }).pipe(
              // Each transaction of the batch has the T59 deadline (prompt time not counted);
              // one sent when it passes is followed on, its outcome logged.
              withDeadline<TxState>(COMMAND_DEADLINE_MS, scheduler, {
                inPrompt: (step) => step.status === 'awaiting-signature' && !step.autoSigns,
                sent: (step) => step.status === 'sending' || step.status === 'confirming',
                late: (step) =>
                  step && 'signature' in step && (step.status === 'sending' || step.status === 'confirming')
                    ? { status: 'failed', label, signature: step.signature, error: txError('timeout', DEADLINE_MESSAGES.unconfirmed, { txid: step.signature }) }
                    : { status: 'failed', label, error: txError('timeout', DEADLINE_MESSAGES.stopped) },
                detached: (step) => {
                  if (!isFinal(step)) return;
                  logger.info('A batch transaction followed past its deadline ended', { label, status: step.status });
                  if (step.status === 'confirmed') refresh(signer.publicKey);
                },
              }),
              tap((step) => {
                if (isFinal(step)) outcomes.push(step);
              }),
              map((step): BatchState => ({ status: 'running', label, index, total, step })),
            ),
          ),
        );
        const summary$ = defer(() => {
          const confirmed = outcomes.flatMap((outcome) => (outcome.status === 'confirmed' ? [outcome.signature] : []));
          const errors = outcomes.flatMap((outcome) => (outcome.status === 'confirmed' ? [] : [outcome.error]));
          if (confirmed.length > 0) refresh(signer.publicKey);
          return of(done(total, confirmed, errors));
        });
        return concat(each$, summary$);
      };

      const state$ = concat(
        of<BatchState>({ status: 'building', label }),
        defer(batch.build).pipe(
          take(1),
          throwIfEmpty(() => new Error('the build step ended without transactions')),
          // The build too: a service that never answers must not hold the gate (T59).
          timeout({ first: COMMAND_DEADLINE_MS, scheduler, with: () => throwError(() => new TxFailure(txError('timeout', DEADLINE_MESSAGES.stopped))) }),
          switchMap((builds) => (builds.length === 0 ? of(done(0, [], [txError('unknown', 'Nothing to send')])) : runAll(builds))),
          catchError((error: unknown) => {
            logger.warn('Building a batch failed', { label, error: error instanceof Error ? error.message : String(error) });
            return of(done(0, [], [buildFailure(error)]));
          }),
        ),
      ).pipe(
        tap(toast),
        finalize(() => batch.onFinal?.()),
        (work$) => gate.hold(work$),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      // eslint-disable-next-line rxjs-x/no-ignored-subscription -- started hot on purpose: a write runs to its end whoever watches, and completes by itself
      state$.subscribe();
      return state$;
    },
  };
};

export type TxBatches = ReturnType<typeof createTxBatches>;
