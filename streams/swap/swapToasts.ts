import type { Toasts } from '../shell/toasts';
import type { SwapState } from './executeSwap';
import { signatureToastText } from '../tx/signatureToast';

export interface SwapToastDeps {
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  /** Where 'Get Help' on a failure leads. */
  readonly helpUrl: string;
}

/**
 * The transaction toasts of one swap (spec 000 §4 Toasts, §8; spec 001 §4 Transaction flow), one
 * toast replaced in place: the signature prompt (auto-signing wallets say so), 'Confirming
 * Transaction', then 'Transaction Confirmed' with the explorer link, or 'Transaction Failed' with
 * Get Help and the mapped message ('Wallet Signing Failed' when the wallet refused).
 */
export const createSwapToastWriter = ({ toasts, explorerTx, helpUrl }: SwapToastDeps, id: string) => {
  let shown: string | undefined;
  const once = (key: string, show: () => void) => {
    if (shown === key) return;
    shown = key;
    show();
  };
  return (state: SwapState): void => {
    switch (state.status) {
      case 'awaiting-signature':
        once('signature', () =>
          toasts.show({
            id,
            scope: 'transaction',
            variant: 'loading-signature',
            ...signatureToastText(state.autoSigns),
          }),
        );
        break;
      case 'sending':
      case 'confirming':
        once('confirming', () => toasts.show({ id, scope: 'transaction', variant: 'loading', title: 'Confirming Transaction', description: state.label }));
        break;
      case 'confirmed':
        once('confirmed', () =>
          toasts.show({
            id,
            scope: 'transaction',
            variant: 'success',
            title: 'Transaction Confirmed',
            description: state.label,
            link: { label: 'View transaction', href: explorerTx(state.signature) },
          }),
        );
        break;
      case 'failed':
      case 'expired':
        once('failed', () =>
          state.error.kind === 'signing'
            ? toasts.show({ id, scope: 'transaction', variant: 'error', title: 'Wallet Signing Failed' })
            : toasts.show({
                id,
                scope: 'transaction',
                variant: 'error',
                title: 'Transaction Failed',
                description: state.error.message,
                link: { label: 'Get Help', href: helpUrl },
              }),
        );
        break;
      default:
        break;
    }
  };
};
