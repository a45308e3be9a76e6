import type { BatchToastCopy } from '../tx/batchCommand';
import type { TxToastCopy } from '../tx/commandToasts';

/** What order writes say (spec 000 §4 Cancelling orders, §8 error catalogue). */
export const ORDER_MESSAGES = {
  limitPlaced: 'Limit order placed',
  recurringStarted: 'Recurring order started',
  orderCancelled: 'Order cancelled',
  closingRecurring: 'Closing Recurring order',
  closedRecurring: 'Successfully closed order',
  closeRecurringFailed: 'Failed to close order. Please try again.',
  cancelFailedOne: 'Failed To Cancel Order',
  cancelFailedSome: 'Failed To Cancel Some Orders',
  batchConfirmed: 'Transactions Confirmed',
  recurringBatchConfirmed: 'Recurring orders cancelled successfully',
  triggerBatchConfirmed: 'Orders cancelled successfully',
  confirming: 'Confirming Transaction',
  /** A batch of several transactions (spec 000 §8 transaction toasts). */
  confirmingMany: 'Confirming Transactions',
} as const;

export const cancellingText = (count: number) => `Cancelling ${count} ${count === 1 ? 'order' : 'orders'}...`;

/** Placing a limit order or starting a recurring one. */
export const createOrderCopy = (label: string, done: string): TxToastCopy => ({
  working: { title: label },
  confirming: { title: ORDER_MESSAGES.confirming, description: label },
  confirmed: { title: done, description: label },
  failed: (error) => ({ title: 'Transaction Failed', description: error.message, help: true }),
});

/** One trigger order: the service's cause on failure (spec 000 §8). */
export const cancelTriggerCopy: TxToastCopy = {
  confirming: { title: ORDER_MESSAGES.confirming, description: cancellingText(1) },
  confirmed: { title: ORDER_MESSAGES.batchConfirmed, description: ORDER_MESSAGES.orderCancelled },
  failed: (error) => ({ title: ORDER_MESSAGES.cancelFailedOne, description: error.message }),
};

/**
 * One recurring order: 'Closing Recurring order', then 'Successfully closed order'. A failure
 * has the spec's words only, but a refusal to sign also says what differed.
 */
export const closeRecurringCopy: TxToastCopy = {
  working: { title: ORDER_MESSAGES.closingRecurring },
  confirming: { title: ORDER_MESSAGES.confirming, description: ORDER_MESSAGES.closingRecurring },
  confirmed: { title: ORDER_MESSAGES.closedRecurring },
  failed: (error) => ({ title: ORDER_MESSAGES.closeRecurringFailed, ...(error.kind === 'refused' ? { description: error.message } : {}) }),
};

/** Cancel All: 'Cancelling N orders...', then 'Transactions Confirmed' or which failed. */
export const cancelBatchCopy = (kind: 'trigger' | 'recurring', orders: number): BatchToastCopy => ({
  confirming: (total) => ({ title: total > 1 ? ORDER_MESSAGES.confirmingMany : ORDER_MESSAGES.confirming, description: cancellingText(orders) }),
  confirmed: () => ({
    title: ORDER_MESSAGES.batchConfirmed,
    description: kind === 'recurring' ? ORDER_MESSAGES.recurringBatchConfirmed : ORDER_MESSAGES.triggerBatchConfirmed,
  }),
  failed: (failed, total, first) => ({
    title: orders === 1 ? ORDER_MESSAGES.cancelFailedOne : ORDER_MESSAGES.cancelFailedSome,
    description: failed < total ? `${failed} of ${total} transactions failed: ${first.message}` : first.message,
  }),
});
