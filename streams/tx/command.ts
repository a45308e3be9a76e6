import type { Observable } from 'rxjs';
import { catchError, concat, map, of, switchMap, take } from 'rxjs';
import type { TransactionSigner } from '../solana/ports';
import { catchBuildFailure, firstBuild } from './buildStep';
import { type TxToastCopy, createCommandToastWriter } from './commandToasts';
import type { TransactionEngine } from './engine';
import { TX_MESSAGES, type TxError, txError } from './errors';
import type { WriteIntent } from './intent';
import { balanceChanges } from './landed';
import type { CommandState } from './commandState';
import { type WriteDeps, runWrite } from './runWrite';
import type { TxRequest, TxState } from './types';
import { withWriteDeadline } from './writeDeadline';

type WithoutSigner<T> = T extends unknown ? Omit<T, 'signer' | 'label'> : never;
/** What a command's build step hands the engine: the request without the signer and label. */
export type TxBuild = WithoutSigner<TxRequest>;

export type { CommandState, MeasuredChanges } from './commandState';

/** One write the user asked for: a swap, a withdrawal, a position change (later orders and lend). */
export interface TxCommand {
  /** Names its toast ('swap' → 'swap-3'). */
  readonly kind: string;
  readonly label: string;
  readonly signer: TransactionSigner;
  readonly copy: TxToastCopy;
  /**
   * What the user asked for, made from the form before any service is asked (intent.ts). It is
   * what the transaction is checked against, whatever the build step answers.
   */
  readonly intent?: WriteIntent;
  /** Builds the transaction. A TxFailure ends the command with its error; anything else goes through `buildError`. */
  readonly build: () => Observable<TxBuild>;
  readonly buildError?: (error: unknown) => TxError;
  /** After landing, read the signer's balance changes of this pair: the command ends 'settled'. */
  readonly measure?: { readonly inputMint: string; readonly outputMint: string };
  /** Runs once the command is over, however it ended. */
  readonly onFinal?: () => void;
}

export interface TxCommandsDeps extends WriteDeps {
  readonly engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'>;
  /** Where 'Get Help' on a failure toast leads. */
  readonly helpUrl: string;
}

export const isFinalCommandState = (state: CommandState): boolean =>
  state.status === 'settled' || state.status === 'failed' || state.status === 'expired' || state.status === 'confirmed';

/**
 * The one transaction command (issue 11 item 1) that every write goes through:
 *   build → prepare → simulate → pre-sign checks → sign → send, resent every T29 → confirm
 *   → refresh the wallet → (measure the balance changes)
 * with one toast from commandToasts.ts. Gated, hot and replayed as runWrite.ts runs every write.
 * It always ends in a final state: a build that fails, a programmer error, an engine failure all
 * end 'failed'. Nothing holds the gate for ever: every request has its own timeout and the
 * command its overall deadline (writeDeadline.ts); a transaction already sent when it passes is
 * followed on in the background, with its own toast when it ends.
 */
export const createTxCommands = (deps: TxCommandsDeps) => {
  const { engine, gate, logger } = deps;
  let counter = 0;
  const failed = (label: string, error: TxError): CommandState => ({ status: 'failed', label, error });

  const measured = (command: TxCommand, state: Extract<TxState, { status: 'confirmed' }>): Observable<CommandState> => {
    const { measure } = command;
    if (!measure) return of(state);
    const settle$ = engine.fetchLanded(state.signature).pipe(
      take(1),
      map((record): CommandState => {
        const done = { status: 'settled', label: state.label, signature: state.signature, slot: state.slot } as const;
        if (!record) return { ...done, result: undefined };
        const changes = balanceChanges(record, command.signer.publicKey, measure.inputMint, measure.outputMint);
        if (!changes.ok) {
          logger.warn(changes.error.message, { signature: state.signature });
          return { ...done, result: undefined, error: changes.error };
        }
        const { inputAmount, outputAmount } = changes;
        return { ...done, result: { txid: state.signature, inputAddress: measure.inputMint, outputAddress: measure.outputMint, inputAmount, outputAmount } };
      }),
    );
    return concat(of(state), settle$);
  };

  /** The command's states, from building to final. */
  const work = (command: TxCommand, id: string): Observable<CommandState> => {
    const { label, signer } = command;
    const built$ = firstBuild(command, 'a transaction').pipe(
      map((built) => ({ ok: true, built }) as const),
      catchBuildFailure(logger, command, 'a transaction', (error) => ({ ok: false, error }) as const),
    );
    const transaction$ = built$.pipe(
      switchMap((outcome) =>
        outcome.ok
          ? engine.execute({ ...outcome.built, signer, label, ...(command.intent ? { intent: command.intent } : {}) })
          : of(failed(label, outcome.error)),
      ),
    );
    // A write followed on past its deadline gets a toast of its own when it ends.
    const writeLateToast = createCommandToastWriter(deps, `${id}-late`, command.copy);
    return concat(of<CommandState>({ status: 'building', label }), transaction$).pipe(
      switchMap((state) => {
        if (state.status !== 'confirmed') return of(state);
        deps.refresh(signer.publicKey);
        return measured(command, state);
      }),
      catchError((error: unknown) => {
        logger.error('A transaction command stopped', { label, error: error instanceof Error ? error.message : String(error) });
        return of(failed(label, txError('unknown', TX_MESSAGES.unknown, { cause: error })));
      }),
      withWriteDeadline(deps.scheduler, label, {
        onLate: (last) => logger.warn('A write passed its deadline', { label, status: last?.status ?? 'none' }),
        detached: (state) => isFinalCommandState(state) && writeLateToast(state),
      }),
    );
  };

  const run = (command: TxCommand): Observable<CommandState> => {
    const id = `${command.kind}-${++counter}`;
    return runWrite(gate, {
      toast: createCommandToastWriter(deps, id, command.copy),
      refused: (error) => failed(command.label, error),
      onFinal: () => command.onFinal?.(),
      work: () => work(command, id),
    });
  };

  return {
    run,
    /** True while any write is in flight (or a resumed one): the quote's timed refetch waits (spec 001 §4). */
    busy$: gate.busy$,
  };
};

export type TxCommands = ReturnType<typeof createTxCommands>;
