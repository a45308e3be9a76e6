import type { ProgramFailure } from '../../ledger';
import type { OrderAction } from '../actions';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, afterInFlight, remainingInput } from '../orderTypes';
import { notOpen } from '../programCheck';

export type RecurringAction = Extract<OrderAction, { kind: `recurring-${string}` }>;

export const isRecurringAction = (action: OrderAction): action is RecurringAction => action.kind.startsWith('recurring-');

/** What the Recurring stand-in checks of a tagged transaction (see programCheck.ts). */
export const vetRecurringAction = (store: OrderStore<RecurringOrder>) => (action: RecurringAction): ProgramFailure | undefined => {
  if (action.kind === 'recurring-close-many') {
    for (const close of action.closes) {
      const failure = vetRecurringAction(store)({ ...action, kind: 'recurring-close', orderKey: close.orderKey, amount: close.amount });
      if (failure) return failure;
    }
    return undefined;
  }
  const order = store.get(action.orderKey);
  if (action.kind === 'recurring-create') return order?.status === 'Pending' ? undefined : notOpen(action.orderKey);
  if (order?.status !== 'Active') return notOpen(action.orderKey);
  if (action.kind === 'recurring-close') {
    const remaining = remainingInput(order);
    if (action.amount !== remaining && action.amount !== afterInFlight(remaining, order)) return notOpen(action.orderKey);
  }
  return undefined;
};
