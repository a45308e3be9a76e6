import type { ProgramFailure } from '../../ledger';
import type { OrderAction } from '../actions';
import type { OrderStore } from '../orderStore';
import { type TriggerOrder, afterInFlight } from '../orderTypes';
import { notOpen } from '../programCheck';

export type TriggerAction = Extract<OrderAction, { kind: `trigger-${string}` }>;

export const isTriggerAction = (action: OrderAction): action is TriggerAction => action.kind.startsWith('trigger-');

/** What the Trigger stand-in checks of a tagged transaction (see programCheck.ts). */
export const vetTriggerAction = (store: OrderStore<TriggerOrder>) => (action: TriggerAction): ProgramFailure | undefined => {
  if (action.kind === 'trigger-cancel') {
    for (const { orderKey, amount } of action.refunds) {
      const order = store.get(orderKey);
      // While a keeper fill is in flight, the cancel was built for what will remain after it.
      if (order?.status !== 'Open' || (amount !== order.remainingMaking && amount !== afterInFlight(order.remainingMaking, order))) return notOpen(orderKey);
    }
    return undefined;
  }
  const order = store.get(action.orderKey);
  const expected = action.kind === 'trigger-create' ? 'Pending' : 'Open';
  return order?.status === expected ? undefined : notOpen(action.orderKey);
};
