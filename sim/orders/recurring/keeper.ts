import { PublicKey } from '@solana/web3.js';
import { recurringSlice } from '../../../streams/instructions';
import type { OrdersDeps } from '../actions';
import { type PlannedFill, planFill } from '../fillPricing';
import { fillInstructions } from '../fillTransfers';
import { submitKeeperTransaction } from '../keeperTransaction';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, remainingInput } from '../orderTypes';
import { RECURRING_PROGRAM_ID } from '../programs';

/**
 * The recurring keeper, once per block: runs each due cycle: `inAmountPerCycle` (the last
 * cycle takes the rest) swapped at market through the pools, the output paid to the order's
 * receiver (native SOL as SOL). A cycle whose price (input per output token,
 * UI units) falls outside [minPrice, maxPrice], or that finds no route, is skipped: it waits one
 * interval and is not counted. The schedule advances when a slice lands.
 */
const BACKOFF_BLOCKS = 10;

/** Input per output token (UI units) a slice pays. */
export const slicePrice = (order: RecurringOrder, fill: PlannedFill) =>
  Number(fill.inAmount) / 10 ** order.inputDecimals / (Number(fill.netOut) / 10 ** order.outputDecimals);

const withinBounds = (order: RecurringOrder, fill: PlannedFill) => {
  if (fill.netOut <= 0n) return false;
  const price = slicePrice(order, fill);
  return (order.minPrice === null || price >= order.minPrice) && (order.maxPrice === null || price <= order.maxPrice);
};

export const sliceAmount = (order: RecurringOrder) => {
  const remaining = remainingInput(order);
  const last = order.cyclesDone >= order.numberOfOrders - 1;
  return last || remaining < order.inAmountPerCycle ? remaining : order.inAmountPerCycle;
};

export const createRecurringKeeper = (deps: OrdersDeps, store: OrderStore<RecurringOrder>) => {
  const restingUntil = new Map<string, number>();

  const slice = (order: RecurringOrder) => {
    const planned = planFill(deps.market(), order.inputMint, order.outputMint, sliceAmount(order));
    if (!planned || !withinBounds(order, planned)) {
      if (order.nextCycleAt !== null) order.nextCycleAt += order.interval * 1000;
      return null;
    }
    const parties = {
      escrow: new PublicKey(order.escrow),
      orderAuthority: deps.authority.publicKey,
      poolAuthority: deps.poolAuthority().publicKey,
      recipient: new PublicKey(order.receiver),
      outputMint: order.outputMint,
      outputDecimals: order.outputDecimals,
      unwrapSol: order.nativeOutput,
    };
    return submitKeeperTransaction(
      deps,
      RECURRING_PROGRAM_ID,
      (ref) => recurringSlice.encode({ ref, order: order.orderKey }),
      fillInstructions(planned, parties),
      {
        poolSigns: true,
        describe: (tagId, lastValidBlockHeight) => ({ tagId, lastValidBlockHeight, kind: 'recurring-slice', orderKey: order.orderKey, fill: planned }),
      },
    );
  };

  const tick = () => {
    const height = deps.ledger.blockHeight();
    const now = deps.now();
    for (const [key, until] of restingUntil) if (until <= height) restingUntil.delete(key);
    for (const order of store.live()) {
      if (order.inFlight && order.inFlight.lastValidBlockHeight < height) order.inFlight = undefined;
      if (order.status !== 'Active' || order.inFlight || order.cancelUntilHeight >= height || restingUntil.has(order.orderKey)) continue;
      if (order.nextCycleAt === null || order.nextCycleAt > now) continue;
      const action = slice(order);
      if (action === undefined) restingUntil.set(order.orderKey, height + BACKOFF_BLOCKS);
      else if (action?.kind === 'recurring-slice')
        order.inFlight = { tagId: action.tagId, inAmount: action.fill.inAmount, lastValidBlockHeight: action.lastValidBlockHeight };
    }
  };

  return { tick, clear: () => restingUntil.clear() };
};
