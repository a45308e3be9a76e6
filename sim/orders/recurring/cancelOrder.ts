import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import type { OrdersDeps } from '../actions';
import { type Answer, answer, refusal } from '../answers';
import { refundInstructions } from '../escrowMoves';
import type { OrderStore } from '../orderStore';
import { type RecurringOrder, afterInFlight, remainingInput } from '../orderTypes';
import { RECURRING_PROGRAM_ID } from '../programs';
import { tagInstruction } from '../txAssembly';
import { isWallet, userTransaction } from '../userTransaction';

/**
 * POST /recurring/v1/cancelOrder `{user, order, recurringType: "time"}`: the close transaction
 * (compute limit 300,000, spec 000 §7) gives the unused input back to the user (as SOL when
 * it was SOL) and closes the escrow; signed by the order authority. The keeper waits for it.
 */
export const CLOSE_UNIT_LIMIT = 300_000;

/** The unused input of an order `user` may close, or a refusal. */
const closable = (store: OrderStore<RecurringOrder>, user: string, orderKey: string): { order: RecurringOrder; amount: bigint } | undefined => {
  const order = store.get(orderKey);
  const amount = order ? afterInFlight(remainingInput(order), order) : 0n;
  return order && order.owner === user && order.status === 'Active' && amount > 0n ? { order, amount } : undefined;
};

const refundsOf = (deps: OrdersDeps, user: string, closes: readonly { order: RecurringOrder; amount: bigint }[]) =>
  closes.flatMap(({ order, amount }) =>
    refundInstructions({ owner: new PublicKey(user), mint: order.inputMint, amount, decimals: order.inputDecimals, escrow: new PublicKey(order.escrow), authority: deps.authority.publicKey, unwrapSol: order.nativeInput }),
  );

/** Closes per transaction for Cancel All (spec 000 §9). */
export const CLOSES_PER_TRANSACTION = 4;

/**
 * [I] POST /recurring/v1/cancelOrders `{user, orders: [keys], recurringType: "time"}`: Cancel
 * All as `{requestId, transactions}`, 4 closes to a transaction (the spec groups recurring
 * cancels 4 a transaction; the public API documents only the single cancelOrder).
 */
export const cancelRecurringOrders = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, body: Record<string, unknown>): Answer => {
  const { user, orders, recurringType } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (recurringType !== undefined && recurringType !== 'time') return refusal('recurringType must be time: the simulator offers time-based recurring orders only');
  if (!Array.isArray(orders) || orders.length === 0 || !orders.every((key) => typeof key === 'string')) return refusal('orders must be a non-empty list of order keys');
  const closes: { order: RecurringOrder; amount: bigint }[] = [];
  for (const key of new Set(orders as string[])) {
    const found = closable(store, user, key);
    if (!found) return refusal(`Order not found or not active: ${key}`);
    closes.push(found);
  }
  const requestId = randomUUID();
  const transactions: string[] = [];
  for (let start = 0; start < closes.length; start += CLOSES_PER_TRANSACTION) {
    const group = closes.slice(start, start + CLOSES_PER_TRANSACTION);
    const tagId = `${requestId}.${transactions.length}`;
    const built = userTransaction(deps, user, [tagInstruction(RECURRING_PROGRAM_ID, 'close', tagId), ...refundsOf(deps, user, group)], { unitLimit: CLOSE_UNIT_LIMIT, authoritySigns: true });
    for (const { order } of group) order.cancelUntilHeight = built.lastValidBlockHeight;
    deps.actions.set(tagId, { tagId, lastValidBlockHeight: built.lastValidBlockHeight, kind: 'recurring-close-many', closes: group.map(({ order, amount }) => ({ orderKey: order.orderKey, amount })) });
    transactions.push(built.transaction);
  }
  return answer({ requestId, transactions });
};

export const cancelRecurringOrder = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, body: Record<string, unknown>): Answer => {
  const { user, order: orderKey, recurringType } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (recurringType !== undefined && recurringType !== 'time') return refusal('recurringType must be time: the simulator offers time-based recurring orders only');
  if (typeof orderKey !== 'string') return refusal('order must be an order key');
  const found = closable(store, user, orderKey);
  if (!found) return refusal(`Order not found or not active: ${orderKey}`);
  const { order, amount } = found;
  const requestId = randomUUID();
  const instructions = [tagInstruction(RECURRING_PROGRAM_ID, 'close', requestId), ...refundsOf(deps, user, [found])];
  const built = userTransaction(deps, user, instructions, { unitLimit: CLOSE_UNIT_LIMIT, authoritySigns: true });
  order.cancelUntilHeight = built.lastValidBlockHeight;
  deps.actions.set(requestId, { tagId: requestId, lastValidBlockHeight: built.lastValidBlockHeight, kind: 'recurring-close', orderKey, amount });
  return answer({ requestId, transaction: built.transaction });
};
