import type { Toasts } from '../shell/toasts';
import type { BatchState } from './batchState';
import type { ToastText } from './commandToasts';
import type { TxError } from './errors';
import { signatureToastText } from './signatureToast';

/** spec 000 §4: above this many transactions a wallet that asks may ask several times. */
export const MULTI_APPROVAL_NOTE_ABOVE = 5;
export const MULTI_APPROVAL_NOTE = 'Multiple approvals may be needed';

/** What a batch says: one toast for the whole batch, whatever the number of transactions. */
export interface BatchToastCopy {
  readonly confirming: (total: number) => ToastText;
  readonly confirmed: (total: number) => ToastText;
  /** Some or all failed; `first` is the first failure's error. */
  readonly failed: (failed: number, total: number, first: TxError) => ToastText;
}

export interface BatchToastDeps {
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
}

/**
 * A batch's one toast (spec 000 §4 Cancelling orders): the first transaction's signature step,
 * 'Confirming Transaction' once it is sent, then the batch's success or failure.
 */
export const createBatchToastWriter =
  ({ toasts, explorerTx }: BatchToastDeps, id: string, copy: BatchToastCopy) =>
  (state: BatchState): void => {
    if (state.status === 'running' && state.step.status === 'awaiting-signature' && state.index === 0) {
      const text = signatureToastText(state.step.autoSigns, state.step.intent);
      const note = !state.step.autoSigns && state.total > MULTI_APPROVAL_NOTE_ABOVE ? `${text.description}. ${MULTI_APPROVAL_NOTE}` : text.description;
      toasts.show({ id, scope: 'transaction', variant: 'loading-signature', title: text.title, description: note });
    } else if (state.status === 'running' && (state.step.status === 'confirming' || state.step.status === 'sending') && state.index === 0) {
      toasts.show({ id, scope: 'transaction', variant: 'loading', ...copy.confirming(state.total) });
    } else if (state.status === 'done') {
      const [first] = state.errors;
      if (first) toasts.show({ id, scope: 'transaction', variant: 'error', ...copy.failed(state.errors.length, state.total, first) });
      else {
        const signature = state.confirmed.at(-1);
        toasts.show({
          id,
          scope: 'transaction',
          variant: 'success',
          ...copy.confirmed(state.total),
          ...(signature ? { link: { label: 'View transaction', href: explorerTx(signature) } } : {}),
        });
      }
    }
  };
