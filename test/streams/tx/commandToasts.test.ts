import type { ToastInput } from '@streams/shell/toasts';
import { createToasts } from '@streams/shell/toasts';
import type { CommandState } from '@streams/tx/commandState';
import { type TxToastCopy, createCommandToastWriter } from '@streams/tx/commandToasts';
import { VirtualTimeScheduler } from 'rxjs';
import { TEST_HELP_URL, testExplorerTx } from '../../support/txCommands';

const LABEL = 'Withdraw 1 SOL';
const ID = 'withdraw-1';

const copy: TxToastCopy = {
  working: { title: 'Transferring', description: LABEL },
  confirming: { title: 'Confirming Transaction', description: LABEL },
  confirmed: { title: 'Transfer Complete' },
  failed: (error) => ({ title: 'Transfer Failed', description: error.message, help: true }),
};

const setup = () => {
  const realToasts = createToasts({ scheduler: new VirtualTimeScheduler() });
  const shown: ToastInput[] = [];
  const toasts = { ...realToasts, show: (toast: ToastInput) => (shown.push(toast), realToasts.show(toast)) };
  const write = createCommandToastWriter({ toasts, explorerTx: testExplorerTx, helpUrl: TEST_HELP_URL }, ID, copy);
  return { write, shown };
};

const working = { id: ID, scope: 'transaction', variant: 'loading', title: 'Transferring', description: LABEL };

describe('the toast of one write command', () => {
  it.each<CommandState['status']>(['building', 'preparing', 'simulating'])('shows the working toast when the first state seen is %s', (status) => {
    const { write, shown } = setup();
    write({ status, label: LABEL } as CommandState);
    expect(shown).toEqual([working]);
  });

  it('shows the working toast once across building, preparing and simulating', () => {
    const { write, shown } = setup();
    write({ status: 'preparing', label: LABEL });
    write({ status: 'simulating', label: LABEL });
    expect(shown).toEqual([working]);
  });

  it('a settled command leaves the confirmed toast as it is', () => {
    const { write, shown } = setup();
    write({ status: 'confirmed', label: LABEL, signature: 'sig1', slot: 9 });
    write({ status: 'settled', label: LABEL, signature: 'sig1', slot: 9, result: undefined });
    expect(shown).toEqual([
      { id: ID, scope: 'transaction', variant: 'success', title: 'Transfer Complete', link: { label: 'View transaction', href: testExplorerTx('sig1') } },
    ]);
  });
});
