import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { MAX_ORDERS_PER_CANCEL, slotsFor, triggerCancel } from '../../../streams/instructions';
import type { OrdersDeps } from '../actions';
import { type Answer, answer, refusal } from '../answers';
import { refundInstructions } from '../escrowMoves';
import type { OrderStore } from '../orderStore';
import { type TriggerOrder, afterInFlight } from '../orderTypes';
import { TRIGGER_PROGRAM_ID } from '../programs';
import { programInstruction } from '../txAssembly';
import { isWallet, unitPriceOf, userTransaction } from '../userTransaction';

/**
 * POST /trigger/v1/cancelOrder and /cancelOrders: transactions that give each order's escrow
 * back to its maker, grouped 4 orders per transaction (spec 000 §9), each with one Trigger
 * cancel instruction naming the maker and its orders, signed by the order authority (the
 * escrows' owner). Until they land or expire the keeper leaves those orders alone.
 */
export const CANCELS_PER_TRANSACTION = MAX_ORDERS_PER_CANCEL;
const CANCEL_UNIT_LIMIT = 300_000;

const invalid = (cause: string) => refusal('invalid cancel order request', cause);

type Picked = { readonly ok: true; readonly orders: TriggerOrder[] } | { readonly ok: false; readonly answer: Answer };

const pick = (store: OrderStore<TriggerOrder>, maker: unknown, keys: unknown): Picked => {
  if (!isWallet(maker)) return { ok: false, answer: invalid('maker must be a base58 address') };
  const open = (order: TriggerOrder | undefined): order is TriggerOrder =>
    order?.status === 'Open' && order.owner === maker && afterInFlight(order.remainingMaking, order) > 0n;
  if (keys === undefined || keys === null) {
    const orders = store.liveOf(maker).filter(open);
    return orders.length > 0 ? { ok: true, orders } : { ok: false, answer: invalid('no open orders to cancel') };
  }
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string'))
    return { ok: false, answer: invalid('orders must be a non-empty list of order keys') };
  const orders: TriggerOrder[] = [];
  for (const key of new Set(keys as string[])) {
    const order = store.get(key);
    if (!open(order)) return { ok: false, answer: invalid(`order not found or not open: ${key}`) };
    orders.push(order);
  }
  return { ok: true, orders };
};

const buildCancel = (deps: OrdersDeps, maker: string, orders: readonly TriggerOrder[], tagId: string, unitPrice: number | undefined) => {
  const authority = deps.authority.publicKey;
  const refunds = orders.map((order) => ({ order, amount: afterInFlight(order.remainingMaking, order) }));
  const instructions = refunds.flatMap(({ order, amount }) =>
    refundInstructions({
      owner: new PublicKey(maker),
      mint: order.inputMint,
      amount,
      decimals: order.inputDecimals,
      escrow: new PublicKey(order.escrow),
      authority,
      unwrapSol: order.nativeInput,
    }),
  );
  const cancel = programInstruction(TRIGGER_PROGRAM_ID, triggerCancel.encode({ ref: tagId, maker, ...slotsFor(orders.map((order) => order.orderKey)) }));
  const built = userTransaction(deps, maker, [cancel, ...instructions], { unitLimit: CANCEL_UNIT_LIMIT, unitPrice, authoritySigns: true });
  for (const order of orders) order.cancelUntilHeight = built.lastValidBlockHeight;
  deps.actions.set(tagId, {
    tagId,
    lastValidBlockHeight: built.lastValidBlockHeight,
    kind: 'trigger-cancel',
    refunds: refunds.map(({ order, amount }) => ({ orderKey: order.orderKey, amount })),
  });
  return built.transaction;
};

export const cancelTriggerOrder = (deps: OrdersDeps, store: OrderStore<TriggerOrder>, body: Record<string, unknown>): Answer => {
  if (typeof body.order !== 'string') return invalid('order must be an order key');
  const picked = pick(store, body.maker, [body.order]);
  if (!picked.ok) return picked.answer;
  const requestId = randomUUID();
  return answer({ requestId, transaction: buildCancel(deps, body.maker as string, picked.orders, requestId, unitPriceOf(body.computeUnitPrice)) });
};

export const cancelTriggerOrders = (deps: OrdersDeps, store: OrderStore<TriggerOrder>, body: Record<string, unknown>): Answer => {
  const picked = pick(store, body.maker, body.orders);
  if (!picked.ok) return picked.answer;
  const requestId = randomUUID();
  const transactions: string[] = [];
  for (let start = 0; start < picked.orders.length; start += CANCELS_PER_TRANSACTION) {
    const group = picked.orders.slice(start, start + CANCELS_PER_TRANSACTION);
    transactions.push(buildCancel(deps, body.maker as string, group, `${requestId}.${transactions.length}`, unitPriceOf(body.computeUnitPrice)));
  }
  return answer({ requestId, transactions });
};
