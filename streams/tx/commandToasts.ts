import type { Toasts } from '../shell/toasts';
import type { TxError } from './errors';
import { signatureToastText } from './signatureToast';
import type { CommandState } from './commandState';

/** A toast's words. */
export interface ToastText {
  readonly title: string;
  readonly description?: string;
}

/**
 * What one kind of command says in its toast at each step (spec 000 §4 Toasts; spec 001 §4
 * Transaction flow). The signature step is the same for every command; the rest is worded by
 * the feature: 'Transferring' for a withdrawal, 'Confirming Transaction' for a swap.
 */
export interface TxToastCopy {
  /** While the transaction is built, prepared and simulated; none: no toast before the signature. */
  readonly working?: ToastText;
  /** Sent and waiting for the chain. */
  readonly confirming: ToastText;
  /** Landed; the toast links to the explorer. */
  readonly confirmed: ToastText;
  /** Failed or expired; `help` adds the Get Help link. */
  readonly failed: (error: TxError) => ToastText & { readonly help?: boolean };
}

/** The plain wording of a write's toasts (a swap's, a resumed transaction's): one wording for every generic write. */
export const standardToastCopy = (label: string): TxToastCopy => ({
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: 'Transaction Confirmed', description: label },
  failed: (error) => ({ title: 'Transaction Failed', description: error.message, help: true }),
});

export interface CommandToastDeps {
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  /** Where 'Get Help' leads. */
  readonly helpUrl: string;
}

/**
 * One toast per command, replaced in place as it moves, each step shown once: the single place
 * transaction toasts come from (issue 11 item 1).
 */
export const createCommandToastWriter = ({ toasts, explorerTx, helpUrl }: CommandToastDeps, id: string, copy: TxToastCopy) => {
  let shown: string | undefined;
  const once = (step: string, show: () => void) => {
    if (shown === step) return;
    shown = step;
    show();
  };
  return (state: CommandState): void => {
    switch (state.status) {
      case 'building':
      case 'preparing':
      case 'simulating': {
        const { working } = copy;
        if (working) once('working', () => toasts.show({ id, scope: 'transaction', variant: 'loading', ...working }));
        break;
      }
      case 'awaiting-signature':
        once('signature', () => toasts.show({ id, scope: 'transaction', variant: 'loading-signature', ...signatureToastText(state.autoSigns, state.intent) }));
        break;
      case 'sending':
      case 'confirming':
        // Signed and sent: the explorer can already follow it.
        once('confirming', () =>
          toasts.show({
            id,
            scope: 'transaction',
            variant: 'loading',
            ...copy.confirming,
            link: { label: 'View transaction', href: explorerTx(state.signature) },
          }),
        );
        break;
      case 'confirmed':
        once('confirmed', () =>
          toasts.show({
            id,
            scope: 'transaction',
            variant: 'success',
            ...copy.confirmed,
            link: { label: 'View transaction', href: explorerTx(state.signature) },
          }),
        );
        break;
      case 'failed':
      case 'expired':
        once('failed', () => {
          const { help, ...text } = copy.failed(state.error);
          toasts.show({ id, scope: 'transaction', variant: 'error', ...text, ...(help ? { link: { label: 'Get Help', href: helpUrl } } : {}) });
        });
        break;
      case 'settled':
        break;
    }
  };
};
