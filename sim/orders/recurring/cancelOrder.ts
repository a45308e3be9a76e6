import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { MAX_ORDERS_PER_CANCEL, recurringClose, slotsFor } from '../../../streams/instructions';
import type { OrdersDeps } from '../actions';
import { type Answer, answer, refusal } from '../answers';
import { refundInstructions } from '../escrowMoves';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, afterInFlight, remainingInput } from '../orderTypes';
import { RECURRING_PROGRAM_ID } from '../programs';
import { programInstruction } from '../txAssembly';
import { isWallet, userTransaction } from '../userTransaction';

/**
 * POST /recurring/v1/cancelOrder `{user, order, recurringType: "time"}`: the close transaction
 * (compute limit 300,000, spec 000 §7) gives the unused input back to the user (as SOL when
 * it was SOL) and closes the escrow; signed by the order authority. The keeper waits for it.
 */
export const CLOSE_UNIT_LIMIT = 300_000;

type Close = { readonly order: RecurringOrder; readonly amount: bigint };

/** The unused input of an order `user` may close, or a refusal. */
const closable = (store: OrderStore<RecurringOrder>, user: string, orderKey: string): Close | undefined => {
  const order = store.get(orderKey);
  const amount = order ? afterInFlight(remainingInput(order), order) : 0n;
  return order && order.owner === user && order.status === 'Active' && amount > 0n ? { order, amount } : undefined;
};

const refundsOf = (deps: OrdersDeps, user: string, closes: readonly Close[]) =>
  closes.flatMap(({ order, amount }) =>
    refundInstructions({
      owner: new PublicKey(user),
      mint: order.inputMint,
      amount,
      decimals: order.inputDecimals,
      escrow: new PublicKey(order.escrow),
      authority: deps.authority.publicKey,
      unwrapSol: order.nativeInput,
    }),
  );

/** Closes per transaction for Cancel All (spec 000 §9). */
export const CLOSES_PER_TRANSACTION = MAX_ORDERS_PER_CANCEL;

/** One close transaction: the Recurring close instruction naming the orders, then their refunds; the keeper waits for it. */
const buildClose = (deps: OrdersDeps, user: string, closes: readonly Close[], ref: string) => {
  const close = programInstruction(RECURRING_PROGRAM_ID, recurringClose.encode({ ref, user, ...slotsFor(closes.map(({ order }) => order.orderKey)) }));
  const built = userTransaction(deps, user, [close, ...refundsOf(deps, user, closes)], { unitLimit: CLOSE_UNIT_LIMIT, authoritySigns: true });
  for (const { order } of closes) order.cancelUntilHeight = built.lastValidBlockHeight;
  deps.actions.set(ref, {
    tagId: ref,
    lastValidBlockHeight: built.lastValidBlockHeight,
    kind: 'recurring-close',
    refunds: closes.map(({ order, amount }) => ({ orderKey: order.orderKey, amount })),
  });
  return built.transaction;
};

/**
 * [I] POST /recurring/v1/cancelOrders `{user, orders: [keys], recurringType: "time"}`: Cancel
 * All as `{requestId, transactions}`, 4 closes to a transaction (the spec groups recurring
 * cancels 4 a transaction; the public API documents only the single cancelOrder).
 */
export const cancelRecurringOrders = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, body: Record<string, unknown>): Answer => {
  const { user, orders, recurringType } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (recurringType !== undefined && recurringType !== 'time')
    return refusal('recurringType must be time: the simulator offers time-based recurring orders only');
  if (!Array.isArray(orders) || orders.length === 0 || !orders.every((key) => typeof key === 'string'))
    return refusal('orders must be a non-empty list of order keys');
  const closes: Close[] = [];
  for (const key of new Set(orders as string[])) {
    const found = closable(store, user, key);
    if (!found) return refusal(`Order not found or not active: ${key}`);
    closes.push(found);
  }
  const requestId = randomUUID();
  const transactions: string[] = [];
  for (let start = 0; start < closes.length; start += CLOSES_PER_TRANSACTION) {
    transactions.push(buildClose(deps, user, closes.slice(start, start + CLOSES_PER_TRANSACTION), `${requestId}.${transactions.length}`));
  }
  return answer({ requestId, transactions });
};

export const cancelRecurringOrder = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, body: Record<string, unknown>): Answer => {
  const { user, order: orderKey, recurringType } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (recurringType !== undefined && recurringType !== 'time')
    return refusal('recurringType must be time: the simulator offers time-based recurring orders only');
  if (typeof orderKey !== 'string') return refusal('order must be an order key');
  const found = closable(store, user, orderKey);
  if (!found) return refusal(`Order not found or not active: ${orderKey}`);
  const requestId = randomUUID();
  return answer({ requestId, transaction: buildClose(deps, user, [found], requestId) });
};
