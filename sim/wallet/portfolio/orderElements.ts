import type { z } from 'zod';
import type { limitOrderDataSchema, recurringOrderDataSchema } from '../../../streams/schemas';
import type { Market } from '../../market/market';
import type { LimitOrderRecord, RecurringKind, RecurringOrderRecord } from '../records';
import { priceOf, sum, valueOf } from './valuation';

/**
 * The LimitOrder, DCA and SmartDCA elements. An order is worth what it still holds for its
 * owner: the input not yet traded (and, for recurring orders, output not yet withdrawn).
 */
const iso = (time: number) => new Date(time).toISOString();

export const valueLimitOrder = (market: Market, order: LimitOrderRecord): z.input<typeof limitOrderDataSchema> => {
  const remainingMaking = order.remainingMakingAmount ?? order.makingAmount;
  const remainingTaking = order.remainingTakingAmount ?? order.takingAmount;
  return {
    orderKey: order.orderKey,
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    makingAmount: order.makingAmount,
    takingAmount: order.takingAmount,
    remainingMakingAmount: remainingMaking,
    remainingTakingAmount: remainingTaking,
    remainingInputUsd: valueOf(remainingMaking, priceOf(market, order.inputMint)),
    remainingOutputUsd: valueOf(remainingTaking, priceOf(market, order.outputMint)),
    createdAt: iso(order.createdAt),
    expiredAt: order.expiredAt != null ? iso(order.expiredAt) : null,
  };
};

export const limitOrderElement = (market: Market, orders: readonly LimitOrderRecord[]) => {
  const valued = orders.map((order) => valueLimitOrder(market, order));
  return {
    label: 'LimitOrder' as const,
    type: 'trade',
    networkId: 'solana',
    platformId: 'jupiter-exchange',
    name: 'Limit Orders',
    value: sum(valued.map((order) => order.remainingInputUsd ?? 0)),
    data: { orders: valued },
  };
};

export const valueRecurringOrder = (market: Market, order: RecurringOrderRecord): z.input<typeof recurringOrderDataSchema> => {
  const inUsed = order.inUsed ?? 0;
  const inWithdrawn = order.inWithdrawn ?? 0;
  const outReceived = order.outReceived ?? 0;
  const outWithdrawn = order.outWithdrawn ?? 0;
  return {
    orderKey: order.orderKey,
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    inDeposited: order.inDeposited,
    inUsed,
    inWithdrawn,
    outReceived,
    outWithdrawn,
    inAmountPerCycle: order.inAmountPerCycle ?? null,
    cycleFrequency: order.cycleFrequency ?? null,
    remainingInputUsd: valueOf(Math.max(0, order.inDeposited - inUsed - inWithdrawn), priceOf(market, order.inputMint)),
    remainingOutputUsd: valueOf(Math.max(0, outReceived - outWithdrawn), priceOf(market, order.outputMint)),
    createdAt: iso(order.createdAt),
  };
};

export const recurringElement = (market: Market, kind: RecurringKind, orders: readonly RecurringOrderRecord[]) => {
  const valued = orders.map((order) => valueRecurringOrder(market, order));
  return {
    label: kind,
    type: 'trade',
    networkId: 'solana',
    platformId: 'jupiter-exchange',
    name: kind === 'DCA' ? 'Recurring' : 'Value Average',
    value: sum(valued.map((order) => (order.remainingInputUsd ?? 0) + (order.remainingOutputUsd ?? 0))),
    data: { orders: valued },
  };
};
