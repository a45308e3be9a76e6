import { ordersInSlots, type OrderSlots } from '../../streams/instructions';
import type { ProgramCheck, ProgramFailure } from '../ledger';
import type { ActionBook, OrderAction, Refund } from './actions';
import { INSTRUCTION_DID_NOT_DESERIALIZE, INVALID_ORDER, ORDER_NOT_OPEN, REQUEST_NOT_FOUND, programFailure } from './programs';

/**
 * The order programs' on-chain decision, made when a transaction is simulated and when it
 * lands: the instruction must decode with the program's layout, its `ref` must name an action
 * the simulator built for this program and not yet seen land, and what the instruction says
 * must still make sense (`vet`): a valid order for a create, orders that are open and the
 * signer's for a cancel, an escrow that still holds what a cancel refunds.
 */
export const notOpen = (detail: string): ProgramFailure =>
  programFailure(ORDER_NOT_OPEN, 'OrderNotOpen', `The order is not open or changed since the transaction was built (${detail})`);
export const invalidOrder = (detail: string): ProgramFailure =>
  programFailure(INVALID_ORDER, 'InvalidOrder', `The instruction does not describe a valid order (${detail})`);

export const createOrderProgramCheck =
  <D extends { readonly value: { readonly ref: string } }, A extends OrderAction>(
    actions: ActionBook,
    decode: (data: Uint8Array) => D | undefined,
    isOwn: (action: OrderAction) => action is A,
    vet: (action: A, instruction: D) => ProgramFailure | undefined,
  ): ProgramCheck =>
  (data) => {
    const instruction = decode(data);
    if (!instruction)
      return programFailure(INSTRUCTION_DID_NOT_DESERIALIZE, 'InstructionDidNotDeserialize', 'The program could not deserialize the given instruction');
    const action = actions.get(instruction.value.ref);
    if (!action || !isOwn(action)) return programFailure(REQUEST_NOT_FOUND, 'RequestNotFound', 'The request is unknown or expired');
    return vet(action, instruction);
  };

/** Whether a cancel's slots name exactly the orders its request refunds, in the same order. */
export const namesTheRefunds = (slots: OrderSlots, refunds: readonly Refund[]): boolean => {
  const named = ordersInSlots(slots);
  return named !== undefined && named.length === refunds.length && named.every((orderKey, index) => orderKey === refunds[index]?.orderKey);
};
