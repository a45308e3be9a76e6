import { iso, ui } from '../amounts';
import { tradeJson } from '../orderJson';
import type { TriggerOrder } from '../orderTypes';
import { TRIGGER_PROGRAM_ID } from '../programs';

/** A trigger order as GET /trigger/v1/getTriggerOrders lists it (research §5). */
export const triggerOrderJson = (order: TriggerOrder, keeper: string) => ({
  userPubkey: order.owner,
  orderKey: order.orderKey,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  makingAmount: ui(order.makingAmount, order.inputDecimals),
  takingAmount: ui(order.takingAmount, order.outputDecimals),
  remainingMakingAmount: ui(order.remainingMaking, order.inputDecimals),
  remainingTakingAmount: ui(order.remainingTaking, order.outputDecimals),
  rawMakingAmount: order.makingAmount.toString(),
  rawTakingAmount: order.takingAmount.toString(),
  rawRemainingMakingAmount: order.remainingMaking.toString(),
  rawRemainingTakingAmount: order.remainingTaking.toString(),
  slippageBps: String(order.slippageBps),
  expiredAt: iso(order.expiredAt),
  createdAt: iso(order.createdAt),
  updatedAt: iso(order.updatedAt),
  status: order.status,
  openTx: order.openTx,
  closeTx: order.closeTx,
  programVersion: TRIGGER_PROGRAM_ID,
  trades: order.trades.map((trade) => tradeJson(order, trade, keeper)),
});
