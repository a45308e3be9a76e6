import type { LandedTransaction } from '../../ledger';
import { applyLegToMarket } from '../../swap/marketTrade';
import type { RecurringOrderRecord } from '../../wallet/records';
import type { OrdersDeps } from '../actions';
import { orderActivity, receivedBy } from '../activities';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, remainingInput } from '../orderTypes';
import type { RecurringAction } from './check';

/**
 * What a landed recurring transaction does: a create that deposited `inAmount` makes the order
 * Active with its first cycle due at once (or at startAt); a slice trades the pools, counts the
 * cycle and schedules the next one interval later, completing the order after the last; a close
 * refunds and ends it (userClosed). Each step goes to the wallet store (the DCA element) and the
 * wallet's DCA activity; a failed transaction changes nothing (a failed create forgets its order).
 */
const uiNumber = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

export const recurringOrderRecord = (order: RecurringOrder): RecurringOrderRecord => ({
  orderKey: order.orderKey,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  inDeposited: uiNumber(order.inDeposited, order.inputDecimals),
  inUsed: uiNumber(order.inUsed, order.inputDecimals),
  inWithdrawn: uiNumber(order.inWithdrawn, order.inputDecimals),
  outReceived: uiNumber(order.outReceived, order.outputDecimals),
  // Every slice pays the user at once: all that was received is withdrawn.
  outWithdrawn: uiNumber(order.outReceived, order.outputDecimals),
  inAmountPerCycle: uiNumber(order.inAmountPerCycle, order.inputDecimals),
  cycleFrequency: order.interval,
  createdAt: order.createdAt,
});

export const applyRecurringLanding = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, action: RecurringAction, record: LandedTransaction): void => {
  if (action.kind === 'recurring-close-many') {
    for (const close of action.closes) applyRecurringLanding(deps, store, { ...action, kind: 'recurring-close', orderKey: close.orderKey, amount: close.amount }, record);
    return;
  }
  const ok = record.meta.err === null || record.meta.err === undefined;
  const order = store.get(action.orderKey);
  if (!order) return;
  const market = deps.market();
  const now = deps.now();
  const log = (step: string, inAmount: bigint, outAmount: bigint) =>
    deps.wallets.recordOrderActivity(order.owner, 'DCA', orderActivity(market, order, { action: step, inAmount, outAmount, platform: 'recurring' }, record));
  const close = (status: 'Completed' | 'Cancelled') => {
    order.status = status;
    order.closeTx = record.signature;
    order.updatedAt = now;
    order.nextCycleAt = null;
    order.inFlight = undefined;
    store.retire(order);
    deps.wallets.removeRecurringOrder(order.owner, order.orderKey);
  };

  if (action.kind === 'recurring-create') {
    if (!ok || receivedBy(record, order.escrow) < order.inDeposited) return store.drop(order);
    order.status = 'Active';
    order.openTx = record.signature;
    order.updatedAt = now;
    order.nextCycleAt = Math.max(now, order.startAt ?? now);
    deps.wallets.upsertRecurringOrder(order.owner, 'DCA', recurringOrderRecord(order));
    return log('Create Order', order.inDeposited, 0n);
  }
  if (action.kind === 'recurring-close') {
    order.cancelUntilHeight = 0;
    if (!ok || order.status !== 'Active') return;
    order.inWithdrawn += action.amount;
    order.userClosed = true;
    close('Cancelled');
    return log('Cancel Order', action.amount, 0n);
  }
  if (order.inFlight?.tagId === action.tagId) order.inFlight = undefined;
  if (!ok || order.status !== 'Active') return;
  const { fill } = action;
  for (const route of fill.routes) for (const leg of route.legs) applyLegToMarket(market, leg, { owner: order.owner, signature: record.signature });
  order.inUsed += fill.inAmount;
  order.outReceived += fill.netOut;
  order.cyclesDone += 1;
  order.updatedAt = now;
  order.trades.push({ inAmount: fill.inAmount, outAmount: fill.netOut, feeAmount: fill.feeAmount, txId: record.signature, confirmedAt: now });
  if (order.nextCycleAt !== null) order.nextCycleAt += order.interval * 1000;
  log('Fill', fill.inAmount, fill.netOut);
  if (order.cyclesDone >= order.numberOfOrders || remainingInput(order) <= 0n) close('Completed');
  else deps.wallets.upsertRecurringOrder(order.owner, 'DCA', recurringOrderRecord(order));
};
