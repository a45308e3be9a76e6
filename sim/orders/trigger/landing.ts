import type { LandedTransaction } from '../../ledger';
import { applyLegToMarket } from '../../swap/marketTrade';
import type { LimitOrderRecord } from '../../wallet/records';
import type { OrderAction, OrdersDeps } from '../actions';
import { orderActivity, receivedBy } from '../activities';
import type { OrderStore } from '../orderStore';
import type { TriggerOrder } from '../orderTypes';

/**
 * What a landed trigger transaction does to its orders. A create that moved the making amount
 * into the escrow opens the order; a fill settles its part, trades the pools and completes the
 * order when nothing remains; a cancel or an expiry refund closes it. Each step is written to
 * the wallet store (the portfolio's LimitOrder element) and the wallet's LO activity. A failed
 * transaction changes nothing (a failed create forgets its order).
 */
type TriggerAction = Extract<OrderAction, { kind: `trigger-${string}` }>;

const uiNumber = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

export const limitOrderRecord = (order: TriggerOrder): LimitOrderRecord => ({
  orderKey: order.orderKey,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  makingAmount: uiNumber(order.makingAmount, order.inputDecimals),
  takingAmount: uiNumber(order.takingAmount, order.outputDecimals),
  remainingMakingAmount: uiNumber(order.remainingMaking, order.inputDecimals),
  remainingTakingAmount: uiNumber(order.remainingTaking, order.outputDecimals),
  createdAt: order.createdAt,
  expiredAt: order.expiredAt,
});

export const applyTriggerLanding = (deps: OrdersDeps, store: OrderStore<TriggerOrder>, action: TriggerAction, record: LandedTransaction) => {
  const ok = record.meta.err === null || record.meta.err === undefined;
  const market = deps.market();
  const now = deps.now();
  const log = (order: TriggerOrder, step: string, inAmount: bigint, outAmount: bigint) =>
    deps.wallets.recordOrderActivity(order.owner, 'LO', orderActivity(market, order, { action: step, inAmount, outAmount, platform: 'trigger' }, record));
  const close = (order: TriggerOrder, status: 'Completed' | 'Cancelled' | 'Expired') => {
    order.status = status;
    order.closeTx = record.signature;
    order.updatedAt = now;
    order.inFlight = undefined;
    store.retire(order);
    deps.wallets.removeLimitOrder(order.owner, order.orderKey);
  };

  if (action.kind === 'trigger-cancel') {
    for (const refund of action.refunds) {
      const order = store.get(refund.orderKey);
      if (!order) continue;
      order.cancelUntilHeight = 0;
      if (!ok || order.status !== 'Open') continue;
      close(order, 'Cancelled');
      log(order, 'Cancel Order', refund.amount, order.remainingTaking);
    }
    return;
  }
  const order = store.get(action.orderKey);
  if (!order) return;
  if (action.kind === 'trigger-create') {
    if (!ok || receivedBy(record, order.escrow) < order.makingAmount) return store.drop(order);
    order.status = 'Open';
    order.openTx = record.signature;
    order.updatedAt = now;
    deps.wallets.addLimitOrder(order.owner, limitOrderRecord(order));
    return log(order, 'Create Order', order.makingAmount, order.takingAmount);
  }
  if (order.inFlight?.tagId === action.tagId) order.inFlight = undefined;
  if (!ok || order.status !== 'Open') return;
  if (action.kind === 'trigger-expire') {
    close(order, 'Expired');
    return log(order, 'Expire Order', action.amount, 0n);
  }
  const { fill } = action;
  for (const route of fill.routes) for (const leg of route.legs) applyLegToMarket(market, leg, { owner: order.owner, signature: record.signature });
  order.remainingMaking -= fill.inAmount;
  order.remainingTaking -= action.takingFilled;
  order.updatedAt = now;
  order.trades.push({ inAmount: fill.inAmount, outAmount: fill.netOut, feeAmount: fill.feeAmount, txId: record.signature, confirmedAt: now });
  log(order, 'Fill', fill.inAmount, fill.netOut);
  if (order.remainingMaking <= 0n) close(order, 'Completed');
  else deps.wallets.updateLimitOrder(order.owner, order.orderKey, { remainingMakingAmount: uiNumber(order.remainingMaking, order.inputDecimals), remainingTakingAmount: uiNumber(order.remainingTaking, order.outputDecimals) });
};
