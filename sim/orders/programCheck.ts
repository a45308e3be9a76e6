import type { ProgramCheck, ProgramFailure } from '../ledger';
import type { ActionBook, OrderAction } from './actions';
import { ORDER_NOT_OPEN, REQUEST_NOT_FOUND, parseTag, programFailure } from './programs';

/**
 * The order programs' one on-chain decision, made when a transaction is simulated and when it
 * lands: its tag must name an action the simulator built for this program and not yet seen
 * land, and that action must still make sense for its orders (`vet`): a second cancel of a
 * cancelled order, or a cancel whose refund no longer matches the escrow, fails with 6001.
 */
export const notOpen = (detail: string): ProgramFailure => programFailure(ORDER_NOT_OPEN, 'OrderNotOpen', `The order is not open or changed since the transaction was built (${detail})`);

export const createOrderProgramCheck = <A extends OrderAction>(
  actions: ActionBook,
  isOwn: (action: OrderAction) => action is A,
  vet: (action: A) => ProgramFailure | undefined,
): ProgramCheck => (data) => {
  const tag = parseTag(data);
  const action = tag ? actions.get(tag.tagId) : undefined;
  if (!action || !isOwn(action)) return programFailure(REQUEST_NOT_FOUND, 'RequestNotFound', 'The request is unknown or expired');
  return vet(action);
};
