import type { ProgramFailure } from '../../ledger';
import type { Market } from '../../market/market';
import type { OrderAction } from '../actions';
import type { OrderStore } from '../orderStore';
import { type TriggerOrder, afterInFlight } from '../orderTypes';
import { invalidOrder, namesTheRefunds, notOpen } from '../programCheck';
import type { TriggerInstruction } from '../programs';

export type TriggerAction = Extract<OrderAction, { kind: `trigger-${string}` }>;

export const isTriggerAction = (action: OrderAction): action is TriggerAction => action.kind.startsWith('trigger-');

/**
 * What the Trigger stand-in checks of an instruction (see programCheck.ts), from what it says:
 * a create opens the order its request opened an escrow for, on two tradable mints that differ,
 * with amounts; a cancel names its request's orders, open and the maker's, whose escrows still
 * hold what it refunds; the keeper's fills and expiries name their order, still open.
 */
export const vetTriggerAction =
  (store: OrderStore<TriggerOrder>, market: () => Market) =>
  (action: TriggerAction, instruction: TriggerInstruction): ProgramFailure | undefined => {
    if (instruction.instruction === 'create') {
      const { value } = instruction;
      if (action.kind !== 'trigger-create' || value.order !== action.orderKey) return invalidOrder(`${value.order} is not the order of request ${value.ref}`);
      if (store.get(value.order)) return notOpen(value.order);
      if (value.inputMint === value.outputMint || !market().token(value.inputMint) || !market().token(value.outputMint))
        return invalidOrder('the mints must be two tradable tokens');
      if (value.makingAmount === 0n || value.takingAmount === 0n) return invalidOrder('the amounts must be positive');
      return value.slippageBps > 10_000 ? invalidOrder('slippageBps must be at most 10000') : undefined;
    }
    if (instruction.instruction === 'cancel') {
      if (action.kind !== 'trigger-cancel' || !namesTheRefunds(instruction.value, action.refunds))
        return invalidOrder(`the orders of request ${instruction.value.ref}`);
      for (const { orderKey, amount } of action.refunds) {
        const order = store.get(orderKey);
        if (order?.status !== 'Open' || order.owner !== instruction.value.maker) return notOpen(orderKey);
        // While a keeper fill is in flight, the cancel was built for what will remain after it.
        if (amount !== order.remainingMaking && amount !== afterInFlight(order.remainingMaking, order)) return notOpen(orderKey);
      }
      return undefined;
    }
    const kind = instruction.instruction === 'fill' ? 'trigger-fill' : 'trigger-expire';
    if (action.kind !== kind || action.orderKey !== instruction.value.order)
      return invalidOrder(`${instruction.value.order} is not the order of request ${instruction.value.ref}`);
    return store.get(action.orderKey)?.status === 'Open' ? undefined : notOpen(action.orderKey);
  };
