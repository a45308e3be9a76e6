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

export const cancelRecurringOrder = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, body: Record<string, unknown>): Answer => {
  const { user, order: orderKey, recurringType } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (recurringType !== undefined && recurringType !== 'time') return refusal('recurringType must be time: the simulator offers time-based recurring orders only');
  if (typeof orderKey !== 'string') return refusal('order must be an order key');
  const order = store.get(orderKey);
  const amount = order ? afterInFlight(remainingInput(order), order) : 0n;
  if (!order || order.owner !== user || order.status !== 'Active' || amount <= 0n) return refusal(`Order not found or not active: ${orderKey}`);
  const requestId = randomUUID();
  const instructions = [
    tagInstruction(RECURRING_PROGRAM_ID, 'close', requestId),
    ...refundInstructions({ owner: new PublicKey(user), mint: order.inputMint, amount, decimals: order.inputDecimals, escrow: new PublicKey(order.escrow), authority: deps.authority.publicKey, unwrapSol: order.nativeInput }),
  ];
  const built = userTransaction(deps, user, instructions, { unitLimit: CLOSE_UNIT_LIMIT, authoritySigns: true });
  order.cancelUntilHeight = built.lastValidBlockHeight;
  deps.actions.set(requestId, { tagId: requestId, lastValidBlockHeight: built.lastValidBlockHeight, kind: 'recurring-close', orderKey, amount });
  return answer({ requestId, transaction: built.transaction });
};
