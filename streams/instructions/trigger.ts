import { ORDER_SLOTS } from './orderSlots';
import { type LayoutValue, address, decodeWith, defineLayout, oneOf, optional, reference, u32, u64 } from './textLayout';

/**
 * The Trigger program's instructions (limit orders; the program id is TRIGGER_PROGRAM in
 * streams/solana/programs.ts). The client's pre-sign checks decode what the user signs with
 * them; the simulator builds every instruction with them and, when one lands, acts on what it
 * decodes, so the order that exists is the order the user signed.
 *
 *   trigger.create.v1 ref=… order=… maker=… receiver=… inputMint=… outputMint=…
 *     makingAmount=… takingAmount=… slippageBps=… expiredAt=…|- sol=native|wrapped
 *   trigger.cancel.v1 ref=… maker=… order1=… order2=…|- order3=…|- order4=…|-
 *   trigger.fill.v1 ref=… order=…      (the keeper's own)
 *   trigger.expire.v1 ref=… order=…    (the keeper's own)
 */

/** `ref` names the service's request (a batch's transactions: `<requestId>.<n>`). */
export const triggerCreate = defineLayout('trigger.create.v1', {
  ref: reference,
  /** The order's key: its escrow derives from it. */
  order: address,
  /** Owns the order: may cancel it, gets its refunds. */
  maker: address,
  /** Gets what the order buys. */
  receiver: address,
  inputMint: address,
  outputMint: address,
  /** Base units sold. */
  makingAmount: u64,
  /** Base units wanted for all of them: the rate. */
  takingAmount: u64,
  /** How far below the rate a fill may pay. */
  slippageBps: u32,
  /** Unix seconds; none: never. */
  expiredAt: optional(u64),
  /** Native SOL in and out as SOL, or as wrapped SOL. */
  sol: oneOf(['native', 'wrapped']),
});

export type TriggerCreate = LayoutValue<typeof triggerCreate.fields>;

/** Cancels go 4 orders to a transaction (spec 000 §9): one instruction names them all. */
export const triggerCancel = defineLayout('trigger.cancel.v1', { ref: reference, maker: address, ...ORDER_SLOTS });

export type TriggerCancel = LayoutValue<typeof triggerCancel.fields>;

export const triggerFill = defineLayout('trigger.fill.v1', { ref: reference, order: address });
export const triggerExpire = defineLayout('trigger.expire.v1', { ref: reference, order: address });

export const TRIGGER_LAYOUTS = { create: triggerCreate, cancel: triggerCancel, fill: triggerFill, expire: triggerExpire };

/** Any Trigger instruction, by the layout its data names; undefined when it is none exactly. */
export const decodeTrigger = (data: Uint8Array) => decodeWith(TRIGGER_LAYOUTS, data);
