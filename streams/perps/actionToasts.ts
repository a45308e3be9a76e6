import type { Toasts } from '../shell/toasts';
import { signatureToastText } from '../tx/signatureToast';
import type { TxState } from '../tx/types';

/**
 * One toast per perps action (spec 000 §4 Toasts), replaced in place as the transaction moves:
 * the action's label while it is prepared and sent, the signature step, then '{label} confirmed'
 * with the explorer link, or 'Transaction Failed' with the engine's message.
 */
export const perpsActionToasts = ({ toasts, explorerTx }: { toasts: Toasts; explorerTx: (signature: string) => string }, id: string) => {
  return (state: TxState) => {
    switch (state.status) {
      case 'preparing':
      case 'simulating':
        toasts.show({ id, scope: 'transaction', variant: 'loading', title: state.label });
        break;
      case 'awaiting-signature':
        toasts.show({ id, scope: 'transaction', variant: 'loading-signature', ...signatureToastText(state.autoSigns) });
        break;
      case 'sending':
      case 'confirming':
        toasts.show({ id, scope: 'transaction', variant: 'loading', title: 'Confirming Transaction', description: state.label });
        break;
      case 'confirmed':
        toasts.show({ id, scope: 'transaction', variant: 'success', title: `${state.label} confirmed`, link: { label: 'View transaction', href: explorerTx(state.signature) } });
        break;
      case 'failed':
      case 'expired':
        toasts.show({ id, scope: 'transaction', variant: 'error', title: 'Transaction Failed', description: `${state.label}: ${state.error.message}` });
        break;
    }
  };
};
