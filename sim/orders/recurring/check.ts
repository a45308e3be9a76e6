import type { ProgramFailure } from '../../ledger';
import type { Market } from '../../market/market';
import type { OrderAction } from '../actions';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, afterInFlight, remainingInput } from '../orderTypes';
import { invalidOrder, namesTheRefunds, notOpen } from '../programCheck';
import type { RecurringInstruction } from '../programs';

export type RecurringAction = Extract<OrderAction, { kind: `recurring-${string}` }>;

export const isRecurringAction = (action: OrderAction): action is RecurringAction => action.kind.startsWith('recurring-');

/**
 * What the Recurring stand-in checks of an instruction (see programCheck.ts), from what it says:
 * a create opens the order its request opened an escrow for, on two tradable mints that differ,
 * a deposit that covers at least one cycle, bounds in order; a close names its request's
 * orders, active and the user's, whose escrows still hold what it refunds; a slice names its
 * order, still active.
 */
export const vetRecurringAction =
  (store: OrderStore<RecurringOrder>, market: () => Market) =>
  (action: RecurringAction, instruction: RecurringInstruction): ProgramFailure | undefined => {
    if (instruction.instruction === 'create') {
      const { value } = instruction;
      if (action.kind !== 'recurring-create' || value.order !== action.orderKey) return invalidOrder(`${value.order} is not the order of request ${value.ref}`);
      if (store.get(value.order)) return notOpen(value.order);
      if (value.inputMint === value.outputMint || !market().token(value.inputMint) || !market().token(value.outputMint))
        return invalidOrder('the mints must be two tradable tokens');
      if (value.inAmountPerCycle === 0n || value.inAmountPerCycle > value.inAmount) return invalidOrder('a cycle spends from 1 base unit to the whole amount');
      if (value.numberOfOrders < 1 || value.interval < 1) return invalidOrder('at least one order, at least a second apart');
      return value.minPrice !== null && value.maxPrice !== null && value.minPrice > value.maxPrice ? invalidOrder('minPrice above maxPrice') : undefined;
    }
    if (instruction.instruction === 'close') {
      if (action.kind !== 'recurring-close' || !namesTheRefunds(instruction.value, action.refunds))
        return invalidOrder(`the orders of request ${instruction.value.ref}`);
      for (const { orderKey, amount } of action.refunds) {
        const order = store.get(orderKey);
        if (order?.status !== 'Active' || order.owner !== instruction.value.user) return notOpen(orderKey);
        const remaining = remainingInput(order);
        if (amount !== remaining && amount !== afterInFlight(remaining, order)) return notOpen(orderKey);
      }
      return undefined;
    }
    if (action.kind !== 'recurring-slice' || action.orderKey !== instruction.value.order)
      return invalidOrder(`${instruction.value.order} is not the order of request ${instruction.value.ref}`);
    return store.get(action.orderKey)?.status === 'Active' ? undefined : notOpen(action.orderKey);
  };
