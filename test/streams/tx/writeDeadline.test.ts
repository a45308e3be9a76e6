import type { CommandState } from '@streams/tx/command';
import { DEADLINE_MESSAGES, TX_MESSAGES, txError } from '@streams/tx/errors';
import { lateState } from '@streams/tx/writeDeadline';
import { SIGNATURE } from './fixtures';

/**
 * What a write says when its overall deadline (T59) passes: "stopped, nothing was sent" when the
 * signed bytes never left the app, "may still land" (with the transaction's id) once they may have.
 */
const LABEL = 'Swap 1 SOL';
const stopped = { status: 'failed', label: LABEL, error: { kind: 'timeout', message: DEADLINE_MESSAGES.stopped, programIds: [] } };
const unconfirmed = {
  status: 'failed',
  label: LABEL,
  signature: SIGNATURE,
  error: { kind: 'timeout', message: DEADLINE_MESSAGES.unconfirmed, programIds: [], txid: SIGNATURE },
};

describe('the state a write ends in at its deadline (T59)', () => {
  it.each<[string, CommandState]>([
    ['sending (resent every T29)', { status: 'sending', label: LABEL, signature: SIGNATURE, sends: 2 }],
    ['confirming', { status: 'confirming', label: LABEL, signature: SIGNATURE }],
    ['confirmed, the wallet not yet refreshed', { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 }],
  ])('sent and %s: "may still land", a timeout carrying the transaction id to look it up', (_name, last) => {
    expect(lateState(LABEL, last)).toEqual(unconfirmed);
  });

  it.each<[string, CommandState | undefined]>([
    ['nothing seen yet', undefined],
    ['building', { status: 'building', label: LABEL }],
    ['preparing', { status: 'preparing', label: LABEL }],
    ['simulating', { status: 'simulating', label: LABEL }],
    ['in an auto-signing wallet', { status: 'awaiting-signature', label: LABEL, autoSigns: true }],
  ])('not sent (%s): "stopped, nothing was sent from your wallet", a timeout with no transaction id', (_name, last) => {
    expect(lateState(LABEL, last)).toEqual(stopped);
  });

  it.each<[string, CommandState]>([
    ['a failure that names its signature', { status: 'failed', label: LABEL, signature: SIGNATURE, error: txError('program', TX_MESSAGES.programFailed) }],
    ['an expired blockhash', { status: 'expired', label: LABEL, signature: SIGNATURE, error: txError('expired', TX_MESSAGES.expired) }],
  ])('a signature alone does not mean sent: %s ends "stopped"', (_name, last) => {
    expect(lateState(LABEL, last)).toEqual(stopped);
  });
});
