import type { SchedulerLike } from 'rxjs';
import { COMMAND_DEADLINE_MS } from '../core/timing';
import type { CommandState } from './commandState';
import { withDeadline } from './deadline';
import { DEADLINE_MESSAGES, txError } from './errors';
import type { TxState } from './types';

/** The failure a write ends in when its deadline passes. */
export type LateState = Extract<TxState, { status: 'failed' }>;

/** The states an external wallet's prompt spans: not counted against the deadline. */
const inPrompt = (state: CommandState) => state.status === 'awaiting-signature' && !state.autoSigns;
/** Past these the signed bytes may be on their way: a late write is followed on, not stopped. */
const wasSent = (state: CommandState) => state.status === 'sending' || state.status === 'confirming' || state.status === 'confirmed';

/** What a write says when its deadline passes: stopped before sending, or sent and maybe landing. */
export const lateState = (label: string, last: CommandState | undefined): LateState => {
  const signature = last && 'signature' in last ? last.signature : undefined;
  return last && wasSent(last) && signature !== undefined
    ? { status: 'failed', label, signature, error: txError('timeout', DEADLINE_MESSAGES.unconfirmed, { txid: signature }) }
    : { status: 'failed', label, error: txError('timeout', DEADLINE_MESSAGES.stopped) };
};

export interface WriteDeadlineHooks<S> {
  /** Told the last state seen when the deadline passes, before the write ends `lateState`. */
  readonly onLate?: (last: S | undefined) => void;
  /** Each state of a write followed on past its deadline (deadline.ts `detached`). */
  readonly detached: (state: S) => void;
}

/**
 * T59 the same way for every write (a command, each transaction of a batch): the prompt of an
 * external wallet does not count, and a write already sent when it passes is followed on.
 */
export const withWriteDeadline = <S extends CommandState>(scheduler: SchedulerLike, label: string, { onLate, detached }: WriteDeadlineHooks<S | LateState>) =>
  withDeadline<S | LateState>(COMMAND_DEADLINE_MS, scheduler, {
    inPrompt,
    sent: wasSent,
    late: (last) => {
      onLate?.(last);
      return lateState(label, last);
    },
    detached,
  });
