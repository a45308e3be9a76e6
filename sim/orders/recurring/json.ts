import { toBaseUnits } from '../../ledgerBridge';
import { iso, ui } from '../amounts';
import { tradeJson } from '../orderJson';
import type { RecurringOrder } from '../orderTypes';

/**
 * A time-based recurring order as the Recurring API lists it (research §6), plus our
 * `numberOfOrders`, `nextCycleAt` and `status` [I]. minOutAmount/maxOutAmount are per cycle,
 * from maxPrice/minPrice (input per output token); "0" when unbounded.
 */
const outFor = (order: RecurringOrder, price: number | null) =>
  price === null ? 0n : toBaseUnits(Number(order.inAmountPerCycle) / 10 ** order.inputDecimals / price, order.outputDecimals);

export const recurringOrderJson = (order: RecurringOrder, keeper: string) => {
  const amounts = {
    inDeposited: [order.inDeposited, order.inputDecimals],
    inWithdrawn: [order.inWithdrawn, order.inputDecimals],
    inUsed: [order.inUsed, order.inputDecimals],
    outReceived: [order.outReceived, order.outputDecimals],
    outWithdrawn: [order.outReceived, order.outputDecimals],
    inAmountPerCycle: [order.inAmountPerCycle, order.inputDecimals],
    minOutAmount: [outFor(order, order.maxPrice), order.outputDecimals],
    maxOutAmount: [outFor(order, order.minPrice), order.outputDecimals],
  } as const;
  const fields: Record<string, string> = {};
  for (const [name, [amount, decimals]] of Object.entries(amounts)) {
    fields[name] = ui(amount, decimals);
    fields[`raw${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`] = amount.toString();
  }
  return {
    userPubkey: order.owner,
    orderKey: order.orderKey,
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    ...fields,
    cycleFrequency: order.interval,
    numberOfOrders: order.numberOfOrders,
    nextCycleAt: iso(order.nextCycleAt),
    openTx: order.openTx,
    closeTx: order.closeTx,
    userClosed: order.userClosed,
    status: order.status,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    trades: order.trades.map((trade) => tradeJson(order, trade, keeper)),
  };
};
