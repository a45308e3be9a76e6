import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, concat, defer, finalize, map, of, shareReplay, switchMap, take, tap, throwIfEmpty } from 'rxjs';
import type { Logger } from '../core/ports';
import type { Toasts } from '../shell/toasts';
import type { TransactionSigner } from '../solana/ports';
import { type TxToastCopy, createCommandToastWriter } from './commandToasts';
import type { TransactionEngine } from './engine';
import { COMMAND_DEADLINE_MS } from '../core/timing';
import { withDeadline } from './deadline';
import { DEADLINE_MESSAGES, TX_MESSAGES, type TxError, TxFailure, txError } from './errors';
import type { WriteIntent } from './intent';
import { TX_BUSY_MESSAGE, type TxGate } from './gate';
import { balanceChanges } from './landed';
import type { CommandState } from './commandState';
import type { TxRequest, TxState } from './types';

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

export interface TxCommandsDeps {
  readonly engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'>;
  readonly gate: TxGate;
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  /** Where 'Get Help' on a failure toast leads. */
  readonly helpUrl: string;
  /** Holdings and portfolio of the signer, refetched once a transaction lands. */
  readonly refresh: (owner: string) => void;
  readonly logger: Logger;
  /** Times the overall deadline (T59). */
  readonly scheduler: SchedulerLike;
}

/** The states an external wallet's prompt spans: not counted against the deadline. */
const inPrompt = (state: CommandState) => state.status === 'awaiting-signature' && !state.autoSigns;
/** Past these the signed bytes may be on their way: a late write is followed on, not stopped. */
const wasSent = (state: CommandState) => state.status === 'sending' || state.status === 'confirming' || state.status === 'confirmed';

/** What a write says when its deadline passes: stopped before sending, or sent and maybe landing. */
export const lateState = (label: string, last: CommandState | undefined): CommandState => {
  const signature = last && 'signature' in last ? last.signature : undefined;
  return last && wasSent(last) && signature !== undefined
    ? { status: 'failed', label, signature, error: txError('timeout', DEADLINE_MESSAGES.unconfirmed, { txid: signature }) }
    : { status: 'failed', label, error: txError('timeout', DEADLINE_MESSAGES.stopped) };
};

export const isFinalCommandState = (state: CommandState): boolean =>
  state.status === 'settled' || state.status === 'failed' || state.status === 'expired' || state.status === 'confirmed';

/**
 * The one transaction command (issue 11 item 1) that every write goes through:
 *   build → prepare → simulate → pre-sign checks → sign → send, resent every T29 → confirm
 *   → refresh the wallet → (measure the balance changes)
 * with one toast from commandToasts.ts. Commands are gated in the stream: while one runs (or a
 * transaction resumed after a reload), another is refused at once with a clear message. A
 * command runs to its end whoever watches (leaving the page does not stop a transaction in
 * flight); what `run` returns replays its latest state. It always ends in a final state: a
 * build that fails, a programmer error, an engine failure all end 'failed'. Nothing holds the
 * gate for ever: every request has its own timeout and the command its overall deadline (T59,
 * an external wallet's prompt not counted); a transaction already sent when it passes is
 * followed on in the background, with its own toast when it ends.
 */
export const createTxCommands = (deps: TxCommandsDeps) => {
  const { engine, gate, logger } = deps;
  let counter = 0;

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

  const run = (command: TxCommand): Observable<CommandState> => {
    const { label, signer } = command;
    const writeToast = createCommandToastWriter(deps, `${command.kind}-${++counter}`, command.copy);
    const failed = (error: TxError): CommandState => ({ status: 'failed', label, error });
    if (gate.isBusy()) {
      const refused = failed(txError('unknown', TX_BUSY_MESSAGE));
      writeToast(refused);
      command.onFinal?.();
      return of(refused);
    }
    const buildFailure = (error: unknown): TxError =>
      error instanceof TxFailure ? error.error : (command.buildError?.(error) ?? txError('unknown', TX_MESSAGES.unknown, { cause: error }));
    const built$ = defer(command.build).pipe(
      take(1),
      throwIfEmpty(() => new Error('the build step ended without a transaction')),
      map((built) => ({ ok: true, built }) as const),
      catchError((error: unknown) => {
        logger.warn('Building a transaction failed', { label, error: error instanceof Error ? error.message : String(error) });
        return of({ ok: false, error: buildFailure(error) } as const);
      }),
    );
    const transaction$ = built$.pipe(
      switchMap((outcome) =>
        outcome.ok ? engine.execute({ ...outcome.built, signer, label, ...(command.intent ? { intent: command.intent } : {}) }) : of(failed(outcome.error)),
      ),
    );
    // A write followed on past its deadline gets a toast of its own when it ends.
    const writeLateToast = createCommandToastWriter(deps, `${command.kind}-${counter}-late`, command.copy);
    const state$ = concat(of<CommandState>({ status: 'building', label }), transaction$).pipe(
      switchMap((state) => {
        if (state.status !== 'confirmed') return of(state);
        deps.refresh(signer.publicKey);
        return measured(command, state);
      }),
      catchError((error: unknown) => {
        logger.error('A transaction command stopped', { label, error: error instanceof Error ? error.message : String(error) });
        return of(failed(txError('unknown', TX_MESSAGES.unknown, { cause: error })));
      }),
      withDeadline(COMMAND_DEADLINE_MS, deps.scheduler, {
        inPrompt,
        sent: wasSent,
        late: (last) => {
          logger.warn('A write passed its deadline', { label, status: last?.status ?? 'none' });
          return lateState(label, last);
        },
        detached: (state) => isFinalCommandState(state) && writeLateToast(state),
      }),
      tap(writeToast),
      finalize(() => command.onFinal?.()),
      (work$) => gate.hold(work$),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    // eslint-disable-next-line rxjs-x/no-ignored-subscription -- started hot on purpose: a write runs to its end whoever watches, and completes by itself
    state$.subscribe();
    return state$;
  };

  return {
    run,
    /** True while any write is in flight (or a resumed one): the quote's timed refetch waits (spec 001 §4). */
    busy$: gate.busy$,
  };
};

export type TxCommands = ReturnType<typeof createTxCommands>;
