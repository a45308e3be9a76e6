import type { Observable } from 'rxjs';
import { concat, concatMap, defer, from, groupBy, map, mergeMap, of, switchMap, tap, throwError, timeout } from 'rxjs';
import type { TransactionSigner } from '../solana/ports';
import { COMMAND_DEADLINE_MS } from '../core/timing';
import type { BatchState } from './batchState';
import { type BatchToastCopy, createBatchToastWriter } from './batchToasts';
import { catchBuildFailure, firstBuild } from './buildStep';
import type { TxBuild } from './command';
import type { TransactionEngine } from './engine';
import { DEADLINE_MESSAGES, TX_MESSAGES, type TxError, TxFailure, txError } from './errors';
import { type WriteDeps, runWrite } from './runWrite';
import { type FinalTxState, type TxState, isFinal } from './types';
import { withWriteDeadline } from './writeDeadline';

export type { BatchState } from './batchState';
export type { BatchToastCopy } from './batchToasts';

/** Several transactions the user asked for at once (cancel all): approved once on a wallet that prompts, signed in turn by a quick account. */
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

export interface TxBatchesDeps extends WriteDeps {
  readonly engine: Pick<TransactionEngine, 'execute' | 'executeTogether'>;
}

/**
 * A batch as one write (spec 000 §4 Cancelling orders, several at once): the gate is held once
 * for all of it (runWrite.ts), each transaction goes through the engine (prepare,
 * simulate, pre-sign checks, sign, send, confirm), one failure does not stop the rest, and one
 * toast follows the batch (batchToasts.ts). A quick account signs them in turn; a wallet that
 * prompts is asked once for all (executeTogether), and one that cannot is refused at once.
 */
export const createTxBatches = (deps: TxBatchesDeps) => {
  const { engine, gate, refresh, logger, scheduler } = deps;
  let counter = 0;
  return {
    run: (batch: TxBatch): Observable<BatchState> => {
      const { label, signer } = batch;
      const done = (total: number, confirmed: readonly string[], errors: readonly TxError[]): BatchState => ({
        status: 'done',
        label,
        total,
        confirmed,
        errors,
      });

      /** Each transaction's states with the T59 deadline of its own; one sent when it passes is followed on, its outcome logged. */
      const followed = (index: number, total: number, steps$: Observable<TxState>, outcomes: FinalTxState[]): Observable<BatchState> =>
        steps$.pipe(
          withWriteDeadline<TxState>(scheduler, label, {
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
        );

      const runAll = (builds: readonly TxBuild[]): Observable<BatchState> => {
        const total = builds.length;
        const outcomes: FinalTxState[] = [];
        const requests = builds.map((built, index) => ({ ...built, signer, label: total > 1 ? `${label} (${index + 1}/${total})` : label }));
        // A wallet that prompts approves the batch once (spec 000 §4); a quick account signs each in turn.
        const together = !signer.autoSigns && total > 1;
        if (together && !signer.signAllTransactions) {
          logger.warn(TX_MESSAGES.signAllUnavailable, { label, total });
          return of(done(total, [], [txError('signing', TX_MESSAGES.signAllUnavailable)]));
        }
        const each$ = together
          ? engine.executeTogether(requests).pipe(
              groupBy(({ index }) => index),
              mergeMap((group) => followed(group.key, total, group.pipe(map(({ state }) => state)), outcomes)),
            )
          : from(requests).pipe(concatMap((request, index) => followed(index, total, engine.execute(request), outcomes)));
        const summary$ = defer(() => {
          const confirmed = outcomes.flatMap((outcome) => (outcome.status === 'confirmed' ? [outcome.signature] : []));
          const errors = outcomes.flatMap((outcome) => (outcome.status === 'confirmed' ? [] : [outcome.error]));
          if (confirmed.length > 0) refresh(signer.publicKey);
          return of(done(total, confirmed, errors));
        });
        return concat(each$, summary$);
      };

      return runWrite(gate, {
        toast: createBatchToastWriter(deps, `${batch.kind}-batch-${++counter}`, batch.copy),
        refused: (error) => done(0, [], [error]),
        onFinal: () => batch.onFinal?.(),
        work: () =>
          concat(
            of<BatchState>({ status: 'building', label }),
            firstBuild(batch, 'transactions').pipe(
              // The build too: a service that never answers must not hold the gate (T59).
              timeout({ first: COMMAND_DEADLINE_MS, scheduler, with: () => throwError(() => new TxFailure(txError('timeout', DEADLINE_MESSAGES.stopped))) }),
              switchMap((builds) => (builds.length === 0 ? of(done(0, [], [txError('unknown', 'Nothing to send')])) : runAll(builds))),
              catchBuildFailure(logger, batch, 'a batch', (error) => done(0, [], [error])),
            ),
          ),
      });
    },
  };
};

export type TxBatches = ReturnType<typeof createTxBatches>;
