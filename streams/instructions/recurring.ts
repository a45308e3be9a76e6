import { ORDER_SLOTS } from './orderSlots';
import { type LayoutValue, address, decimal, decodeWith, defineLayout, optional, reference, u32, u64 } from './textLayout';

/**
 * The Recurring program's instructions (time-based recurring orders; the program id is
 * RECURRING_PROGRAM in streams/solana/programs.ts), shared like the Trigger program's
 * (trigger.ts): the client's pre-sign checks decode them, the simulator builds with them and
 * runs the order it decodes from the landed create.
 *
 *   recurring.create.v1 ref=… order=… user=… receiver=… inputMint=… outputMint=… inAmount=…
 *     inAmountPerCycle=… numberOfOrders=… interval=… minPrice=…|- maxPrice=…|- startAt=…|-
 *   recurring.close.v1 ref=… user=… order1=… order2=…|- order3=…|- order4=…|-
 *   recurring.slice.v1 ref=… order=…   (the keeper's own)
 */
export const recurringCreate = defineLayout('recurring.create.v1', {
  ref: reference,
  /** The order's key: its escrow derives from it. */
  order: address,
  /** Owns the order: may close it, gets the unused input back. */
  user: address,
  /** Gets what each cycle buys. */
  receiver: address,
  inputMint: address,
  outputMint: address,
  /** Base units deposited for all the cycles. */
  inAmount: u64,
  /** Base units each cycle spends (the last takes the rest). */
  inAmountPerCycle: u64,
  numberOfOrders: u32,
  /** Seconds between cycles. */
  interval: u32,
  /** Input tokens per output token a cycle may pay, at least and at most; none: no bound. */
  minPrice: optional(decimal),
  maxPrice: optional(decimal),
  /** Unix seconds of the first cycle; none: at once. */
  startAt: optional(u64),
});

export type RecurringCreate = LayoutValue<typeof recurringCreate.fields>;

export const recurringClose = defineLayout('recurring.close.v1', { ref: reference, user: address, ...ORDER_SLOTS });

export type RecurringClose = LayoutValue<typeof recurringClose.fields>;

export const recurringSlice = defineLayout('recurring.slice.v1', { ref: reference, order: address });

export const RECURRING_LAYOUTS = { create: recurringCreate, close: recurringClose, slice: recurringSlice };

/** Any Recurring instruction, by the layout its data names; undefined when it is none exactly. */
export const decodeRecurring = (data: Uint8Array) => decodeWith(RECURRING_LAYOUTS, data);
