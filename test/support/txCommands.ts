import { type Observable, type SchedulerLike, throwError } from 'rxjs';
import type { TxRequest, TxState } from '@streams/tx/types';
import { type ToastInput, createToasts } from '@streams/shell/toasts';
import { createTxBatches } from '@streams/tx/batchCommand';
import { type TxCommandsDeps, createTxCommands } from '@streams/tx/command';
import type { TransactionEngine } from '@streams/tx/engine';
import { type TxGate, createTxGate } from '@streams/tx/gate';
import { createRecordingLogger } from './fakeLogger';

export const TEST_HELP_URL = 'https://help.example/tx';
export const testExplorerTx = (signature: string) => `https://explorer.example/tx/${signature}`;

/**
 * The transaction command (and its batches) on a given engine, with real toasts whose every `show` is recorded,
 * and the wallet refreshes recorded: what a feature's stream test needs to drive it.
 */
export const createTestCommands = (
  scheduler: SchedulerLike,
  engine: TxCommandsDeps['engine'] & Partial<Pick<TransactionEngine, 'executeTogether'>>,
  options: { readonly gate?: TxGate; readonly logger?: TxCommandsDeps['logger'] } = {},
) => {
  const realToasts = createToasts({ scheduler });
  const shown: ToastInput[] = [];
  const toasts = { ...realToasts, show: (toast: ToastInput) => (shown.push(toast), realToasts.show(toast)) };
  const refreshed: string[] = [];
  const logger = options.logger ?? createRecordingLogger();
  const gate = options.gate ?? createTxGate();
  const commands = createTxCommands({
    engine,
    gate,
    toasts,
    explorerTx: testExplorerTx,
    helpUrl: TEST_HELP_URL,
    refresh: (owner) => refreshed.push(owner),
    logger,
    scheduler,
  });
  // Batches approved in one prompt need the engine's executeTogether; a test engine without it fails loudly if one is run.
  const executeTogether = engine.executeTogether ?? (() => throwError(() => new Error('this test engine has no executeTogether')));
  const batches = createTxBatches({
    engine: { ...engine, executeTogether },
    gate,
    toasts,
    explorerTx: testExplorerTx,
    refresh: (owner) => refreshed.push(owner),
    logger,
    scheduler,
  });
  return { commands, batches, gate, toasts: realToasts, shown, refreshed, logger };
};

/**
 * An engine that records what it is asked to execute and plays each a signed-and-confirmed run
 * ('a 9ms (c|)'): for tests of what a feature hands the one command (its spend limits, its intent).
 */
export const createRecordingEngine = (m: { cold: <T>(marbles: string, values?: Record<string, T>) => Observable<T> }) => {
  const executed: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest): Observable<TxState> => {
      executed.push(request);
      return m.cold<TxState>('a 9ms (c|)', {
        a: { status: 'awaiting-signature', label: request.label, autoSigns: true },
        c: { status: 'confirmed', label: request.label, signature: 'sig', slot: 9 },
      });
    },
  };
  return { engine, executed };
};
