import type { ToastInput } from '@streams/shell/toasts';
import { createToasts } from '@streams/shell/toasts';
import type { BatchState } from '@streams/tx/batchState';
import { type BatchToastCopy, MULTI_APPROVAL_NOTE, MULTI_APPROVAL_NOTE_ABOVE, createBatchToastWriter } from '@streams/tx/batchToasts';
import { txError } from '@streams/tx/errors';
import type { TxState } from '@streams/tx/types';
import { VirtualTimeScheduler } from 'rxjs';
import { testExplorerTx } from '../../support/txCommands';

const LABEL = 'Cancel all orders';
const ID = 'cancel-batch-1';

const copy: BatchToastCopy = {
  confirming: (total) => ({ title: 'Cancelling Orders', description: `${total} orders` }),
  confirmed: (total) => ({ title: 'Orders Cancelled', description: `${total} orders` }),
  failed: (failed, total, first) => ({ title: 'Some Orders Not Cancelled', description: `${failed} of ${total}: ${first.message}` }),
};

/** A batch toast writer on real toasts, each `show` recorded. */
const setup = () => {
  const realToasts = createToasts({ scheduler: new VirtualTimeScheduler() });
  const shown: ToastInput[] = [];
  const toasts = { ...realToasts, show: (toast: ToastInput) => (shown.push(toast), realToasts.show(toast)) };
  const write = createBatchToastWriter({ toasts, explorerTx: testExplorerTx }, ID, copy);
  return { write, shown };
};

const running = (step: TxState, index: number, total: number): BatchState => ({ status: 'running', label: LABEL, index, total, step });
const asking = (autoSigns: boolean): TxState => ({ status: 'awaiting-signature', label: LABEL, autoSigns });

describe('the one toast of a batch', () => {
  it('asks for the first signature, without the multiple-approvals note up to 5 transactions', () => {
    const { write, shown } = setup();
    expect(MULTI_APPROVAL_NOTE_ABOVE).toBe(5);
    write(running(asking(false), 0, 5));
    expect(shown).toEqual([
      { id: ID, scope: 'transaction', variant: 'loading-signature', title: 'Pending Wallet Signature', description: 'Sign in wallet to proceed' },
    ]);
  });

  it('above 5 transactions a wallet that asks warns that several approvals may be needed', () => {
    const { write, shown } = setup();
    write(running(asking(false), 0, 6));
    expect(MULTI_APPROVAL_NOTE).toBe('Multiple approvals may be needed');
    expect(shown).toEqual([
      {
        id: ID,
        scope: 'transaction',
        variant: 'loading-signature',
        title: 'Pending Wallet Signature',
        description: 'Sign in wallet to proceed. Multiple approvals may be needed',
      },
    ]);
  });

  it('a quick account that signs on its own gets no multiple-approvals note, however many transactions', () => {
    const { write, shown } = setup();
    write(running(asking(true), 0, 6));
    expect(shown).toEqual([
      { id: ID, scope: 'transaction', variant: 'loading-signature', title: 'Signing Transaction', description: 'Automatically signing transaction' },
    ]);
  });

  it('says it is confirming once the first transaction is sending', () => {
    const { write, shown } = setup();
    write(running({ status: 'sending', label: LABEL, signature: 'sig1', sends: 1 }, 0, 3));
    expect(shown).toEqual([{ id: ID, scope: 'transaction', variant: 'loading', title: 'Cancelling Orders', description: '3 orders' }]);
  });

  it('says it is confirming once the first transaction is accepted and confirming', () => {
    const { write, shown } = setup();
    write(running({ status: 'confirming', label: LABEL, signature: 'sig1' }, 0, 3));
    expect(shown).toEqual([{ id: ID, scope: 'transaction', variant: 'loading', title: 'Cancelling Orders', description: '3 orders' }]);
  });

  it('later transactions of the batch do not replace the toast while they run', () => {
    const { write, shown } = setup();
    write(running(asking(false), 1, 3));
    write(running({ status: 'sending', label: LABEL, signature: 'sig2', sends: 1 }, 1, 3));
    write(running({ status: 'confirming', label: LABEL, signature: 'sig2' }, 1, 3));
    write(running({ status: 'confirmed', label: LABEL, signature: 'sig2', slot: 9 }, 1, 3));
    write({ status: 'building', label: LABEL });
    expect(shown).toEqual([]);
  });

  it('all landed: success, linking the last transaction that landed on the explorer', () => {
    const { write, shown } = setup();
    write({ status: 'done', label: LABEL, total: 3, confirmed: ['sigA', 'sigB', 'sigC'], errors: [] });
    expect(shown).toEqual([
      {
        id: ID,
        scope: 'transaction',
        variant: 'success',
        title: 'Orders Cancelled',
        description: '3 orders',
        link: { label: 'View transaction', href: testExplorerTx('sigC') },
      },
    ]);
  });

  it('success without any signature to show has no explorer link', () => {
    const { write, shown } = setup();
    write({ status: 'done', label: LABEL, total: 0, confirmed: [], errors: [] });
    expect(shown).toEqual([{ id: ID, scope: 'transaction', variant: 'success', title: 'Orders Cancelled', description: '0 orders' }]);
  });

  it('any failure: an error toast naming how many failed and the first error', () => {
    const { write, shown } = setup();
    write({ status: 'done', label: LABEL, total: 3, confirmed: ['sigA'], errors: [txError('program', 'First broke'), txError('timeout', 'Second timed out')] });
    expect(shown).toEqual([{ id: ID, scope: 'transaction', variant: 'error', title: 'Some Orders Not Cancelled', description: '2 of 3: First broke' }]);
  });
});
