import { type OrderSlots, ordersInSlots } from '../instructions/orderSlots';
import { recurringClose } from '../instructions/recurring';
import { triggerCancel } from '../instructions/trigger';
import { RECURRING_PROGRAM, TRIGGER_PROGRAM } from '../solana/programs';
import { type WriteIntent, instructionsTo, shortAddress } from '../tx/intent';
import type { ParsedTransaction } from '../solana/wireFormat';

/** A cancel instruction as both programs have it: who cancels, and which orders. */
type CancelReader = (data: Uint8Array) => (OrderSlots & { readonly owner: string }) | undefined;

const PROGRAMS = {
  trigger: {
    program: TRIGGER_PROGRAM,
    read: ((data) => {
      const value = triggerCancel.decode(data);
      return value && { ...value, owner: value.maker };
    }) satisfies CancelReader,
  },
  recurring: {
    program: RECURRING_PROGRAM,
    read: ((data) => {
      const value = recurringClose.decode(data);
      return value && { ...value, owner: value.user };
    }) satisfies CancelReader,
  },
} as const;

/** What is wrong with a cancel transaction's instructions to `program`; undefined when each names only orders the user chose, once, as the user. */
const differs = (tx: ParsedTransaction, kind: keyof typeof PROGRAMS, owner: string, chosen: ReadonlySet<string>): string | undefined => {
  const { program, read } = PROGRAMS[kind];
  const found = instructionsTo(tx, program);
  if (found.length === 0) return 'the transaction does not cancel any order';
  const seen = new Set<string>();
  for (const data of found) {
    const cancel = read(data);
    const orders = cancel && ordersInSlots(cancel);
    if (!cancel || !orders) return 'the cancel in the transaction cannot be read';
    if (cancel.owner !== owner) return `the cancel is made for ${shortAddress(cancel.owner)} in the transaction, not your wallet`;
    for (const order of orders) {
      if (!chosen.has(order)) return `the transaction cancels order ${shortAddress(order)}, which you did not choose`;
      if (seen.has(order)) return `the transaction cancels order ${shortAddress(order)} twice`;
      seen.add(order);
    }
  }
  return undefined;
};

/**
 * The intent of Cancel, Cancel All and Close (issue 23): every cancel instruction of the
 * transaction (a batch's transactions each hold some of the orders) is made for the wallet and
 * names only orders the user chose, each once. What comes back is the escrow's; the balance
 * checks see that nothing else leaves.
 */
export const cancelOrdersIntent = (kind: keyof typeof PROGRAMS, owner: string, orderKeys: readonly string[]): WriteIntent => {
  const chosen = new Set(orderKeys);
  const noun = kind === 'trigger' ? 'limit' : 'recurring';
  return {
    summary: `Cancel ${chosen.size === 1 ? `your ${noun} order ${shortAddress(orderKeys[0] ?? '')}` : `${chosen.size} of your ${noun} orders`}`,
    verify: (tx) => differs(tx, kind, owner, chosen),
  };
};
