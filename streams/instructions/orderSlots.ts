import { address, optional } from './textLayout';

/**
 * The orders one cancel instruction names (Trigger and Recurring): up to 4, as cancels go 4
 * orders to a transaction (spec 000 §9), in four fixed slots so the layout stays one line of
 * fixed fields; the empty slots are last.
 */
export const ORDER_SLOTS = { order1: address, order2: optional(address), order3: optional(address), order4: optional(address) } as const;

export interface OrderSlots {
  readonly order1: string;
  readonly order2: string | null;
  readonly order3: string | null;
  readonly order4: string | null;
}

export const MAX_ORDERS_PER_CANCEL = 4;

/** The orders the slots name, in order; undefined when an empty slot comes before a full one. */
export const ordersInSlots = (slots: OrderSlots): string[] | undefined => {
  const rest = [slots.order2, slots.order3, slots.order4];
  const firstEmpty = rest.indexOf(null);
  if (firstEmpty >= 0 && rest.slice(firstEmpty).some((order) => order !== null)) return undefined;
  return [slots.order1, ...rest.filter((order): order is string => order !== null)];
};

/** The slots for 1 to 4 orders. */
export const slotsFor = (orders: readonly string[]): OrderSlots => {
  const [order1, order2 = null, order3 = null, order4 = null] = orders;
  if (order1 === undefined || orders.length > MAX_ORDERS_PER_CANCEL)
    throw new RangeError(`a cancel names 1 to ${MAX_ORDERS_PER_CANCEL} orders, not ${orders.length}`);
  return { order1, order2, order3, order4 };
};
