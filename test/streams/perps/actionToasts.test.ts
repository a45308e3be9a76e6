import { perpsActionToasts } from '@streams/perps/actionToasts';
import { createToasts } from '@streams/shell/toasts';
import { TX_MESSAGES, txError } from '@streams/tx/errors';
import type { TxState } from '@streams/tx/types';
import { VirtualTimeScheduler, firstValueFrom } from 'rxjs';

const label = 'Open Long SOL';
const states: TxState[] = [
  { status: 'preparing', label },
  { status: 'awaiting-signature', label, autoSigns: true },
  { status: 'sending', label, signature: 'sig1', sends: 1 },
  { status: 'confirmed', label, signature: 'sig1', slot: 9 },
];

describe('perps action toasts', () => {
  it('one toast, replaced in place: the label, the signature step, confirming, then confirmed with its link', async () => {
    const toasts = createToasts({ scheduler: new VirtualTimeScheduler() });
    const follow = perpsActionToasts({ toasts, explorerTx: (signature) => `https://explorer/tx/${signature}` }, 'perps-1');
    const seen: string[] = [];
    for (const state of states) {
      follow(state);
      const shown = await firstValueFrom(toasts.toasts$);
      expect(shown).toHaveLength(1);
      seen.push(shown[0]?.title ?? '');
    }
    expect(seen).toEqual(['Open Long SOL', 'Signing Transaction', 'Confirming Transaction', 'Open Long SOL confirmed']);
    expect((await firstValueFrom(toasts.toasts$))[0]).toMatchObject({ id: 'perps-1', variant: 'success', link: { href: 'https://explorer/tx/sig1' } });
  });

  it("a failure says 'Transaction Failed' with the action and the engine's message", async () => {
    const toasts = createToasts({ scheduler: new VirtualTimeScheduler() });
    const follow = perpsActionToasts({ toasts, explorerTx: (signature) => signature }, 'perps-2');
    follow({ status: 'expired', label, signature: 'sig2', error: txError('expired', TX_MESSAGES.expired) });
    expect((await firstValueFrom(toasts.toasts$))[0]).toMatchObject({ variant: 'error', title: 'Transaction Failed', description: `Open Long SOL: ${TX_MESSAGES.expired}` });
  });
});
