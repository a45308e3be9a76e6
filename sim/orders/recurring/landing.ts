import { ordersInSlots, type RecurringCreate } from '../../../streams/instructions';
import type { LandedTransaction } from '../../ledger';
import { SOL_MINT } from '../../market/knownTokens';
import { applyLegToMarket } from '../../swap/marketTrade';
import type { RecurringOrderRecord } from '../../wallet/records';
import type { OrdersDeps } from '../actions';
import { orderActivity, receivedBy } from '../activities';
import { openedBase } from '../openedOrder';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, remainingInput } from '../orderTypes';
import type { RecurringInstruction } from '../programs';
import type { RecurringAction } from './check';

/**
 * What a landed recurring transaction does: a create that deposited `inAmount` makes the order
 * its instruction describes (user, receiver, mints, amount per cycle, count, interval, bounds,
 * start: the terms the user signed, whatever the service kept) Active, its first cycle due at
 * once (or at startAt); a slice trades the pools, counts the cycle and schedules the next one
 * interval later, completing the order after the last; a close refunds and ends the orders it
 * names (userClosed). Each step goes to the wallet store (the DCA element) and the wallet's DCA
 * activity; a failed transaction changes nothing.
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

/** The order a create instruction describes, as it opens; undefined when a mint is not tradable. */
const openedOrder = (deps: OrdersDeps, create: RecurringCreate, signature: string): RecurringOrder | undefined => {
  const base = openedBase(deps, { ...create, owner: create.user, nativeInput: create.inputMint === SOL_MINT, nativeOutput: true }, signature);
  const startAt = create.startAt === null ? null : Number(create.startAt) * 1000;
  return (
    base && {
      ...base,
      status: 'Active',
      inDeposited: create.inAmount,
      inUsed: 0n,
      inWithdrawn: 0n,
      outReceived: 0n,
      inAmountPerCycle: create.inAmountPerCycle,
      numberOfOrders: create.numberOfOrders,
      cyclesDone: 0,
      interval: create.interval,
      minPrice: create.minPrice,
      maxPrice: create.maxPrice,
      nextCycleAt: Math.max(base.createdAt, startAt ?? base.createdAt),
      startAt,
      userClosed: false,
    }
  );
};

interface Step {
  log(action: string, inAmount: bigint, outAmount: bigint): void;
  close(status: 'Completed' | 'Cancelled'): void;
}

/** Runs `apply` on a live order with its activity log and its close. */
const applyToOrder = (
  deps: OrdersDeps,
  store: OrderStore<RecurringOrder>,
  orderKey: string,
  record: LandedTransaction,
  apply: (order: RecurringOrder, step: Step) => void,
) => {
  const order = store.get(orderKey);
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
  apply(order, { log, close });
};

export const applyRecurringLanding = (
  deps: OrdersDeps,
  store: OrderStore<RecurringOrder>,
  action: RecurringAction,
  record: LandedTransaction,
  instructions: readonly RecurringInstruction[],
): void => {
  const ok = record.meta.err === null || record.meta.err === undefined;
  const ours = instructions.find((instruction) => instruction.value.ref === action.tagId);
  if (action.kind === 'recurring-create') {
    const order = ok && ours?.instruction === 'create' ? openedOrder(deps, ours.value, record.signature) : undefined;
    if (!order || store.get(order.orderKey) || receivedBy(record, order.escrow) < order.inDeposited) return;
    store.add(order);
    deps.wallets.upsertRecurringOrder(order.owner, 'DCA', recurringOrderRecord(order));
    applyToOrder(deps, store, order.orderKey, record, (opened, step) => step.log('Create Order', opened.inDeposited, 0n));
    return;
  }
  if (action.kind === 'recurring-close') {
    // The orders the close instruction names (the check made sure they are its request's).
    for (const orderKey of ours?.instruction === 'close' ? (ordersInSlots(ours.value) ?? []) : []) {
      applyToOrder(deps, store, orderKey, record, (order, step) => {
        order.cancelUntilHeight = 0;
        if (!ok || order.status !== 'Active') return;
        const amount = action.refunds.find((refund) => refund.orderKey === orderKey)?.amount ?? 0n;
        order.inWithdrawn += amount;
        order.userClosed = true;
        step.close('Cancelled');
        step.log('Cancel Order', amount, 0n);
      });
    }
    return;
  }
  applyToOrder(deps, store, action.orderKey, record, (order, step) => {
    if (order.inFlight?.tagId === action.tagId) order.inFlight = undefined;
    if (!ok || order.status !== 'Active') return;
    const { fill } = action;
    for (const route of fill.routes) for (const leg of route.legs) applyLegToMarket(deps.market(), leg, { owner: order.owner, signature: record.signature });
    order.inUsed += fill.inAmount;
    order.outReceived += fill.netOut;
    order.cyclesDone += 1;
    order.updatedAt = deps.now();
    order.trades.push({ inAmount: fill.inAmount, outAmount: fill.netOut, feeAmount: fill.feeAmount, txId: record.signature, confirmedAt: deps.now() });
    if (order.nextCycleAt !== null) order.nextCycleAt += order.interval * 1000;
    step.log('Fill', fill.inAmount, fill.netOut);
    if (order.cyclesDone >= order.numberOfOrders || remainingInput(order) <= 0n) step.close('Completed');
    else deps.wallets.upsertRecurringOrder(order.owner, 'DCA', recurringOrderRecord(order));
  });
};
