import type { LimitOrderData, RecurringOrderData } from '../schemas/portfolio';
import { OrderStatus, type OrderStatusCode, type PortfolioOrder } from './types';

/** Order conversions of spec 000 §3 (Order) and §4 (Order status codes). */

const parseTime = (text: string): number | null => {
  const time = Date.parse(text);
  return Number.isFinite(time) ? time : null;
};

/** The share of the input already filled, in [0, 1]; 0 for an order with no input. */
export const filledFraction = (inputAmount: number, remainingInputAmount: number): number => {
  if (!(inputAmount > 0)) return 0;
  return Math.min(1, Math.max(0, (inputAmount - remainingInputAmount) / inputAmount));
};

/** A limit order is Open when nothing is filled, Completed when all is, PartialFill between. */
export const limitOrderStatus = (fraction: number): OrderStatusCode =>
  fraction <= 0 ? OrderStatus.Open : fraction >= 1 ? OrderStatus.Completed : OrderStatus.PartialFill;

export const convertLimitOrder = (order: LimitOrderData): PortfolioOrder => ({
  orderKey: order.orderKey,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  inputAmount: order.makingAmount,
  outputAmount: order.takingAmount,
  createdAt: parseTime(order.createdAt),
  orderStatus: limitOrderStatus(filledFraction(order.makingAmount, order.remainingMakingAmount)),
  remainingInputAmount: order.remainingMakingAmount,
  remainingInputUsd: order.remainingInputUsd ?? 0,
  remainingOutputAmount: order.remainingTakingAmount,
  remainingOutputUsd: order.remainingOutputUsd ?? 0,
});

/**
 * A recurring (DCA or value-average) order is always Open. What remains of the input is what
 * was deposited and neither spent nor withdrawn; of the output, what was received and not
 * withdrawn yet.
 */
export const convertRecurringOrder = (order: RecurringOrderData): PortfolioOrder => ({
  orderKey: order.orderKey,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  inputAmount: order.inDeposited,
  outputAmount: order.outReceived,
  createdAt: parseTime(order.createdAt),
  orderStatus: OrderStatus.Open,
  remainingInputAmount: Math.max(0, order.inDeposited - order.inUsed - (order.inWithdrawn ?? 0)),
  remainingInputUsd: order.remainingInputUsd ?? 0,
  remainingOutputAmount: Math.max(0, order.outReceived - (order.outWithdrawn ?? 0)),
  remainingOutputUsd: order.remainingOutputUsd ?? 0,
});
