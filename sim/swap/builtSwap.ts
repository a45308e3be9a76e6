import { type SwapRoute, swapRouteLayout } from '../../streams/instructions';
import type { CompiledInstruction } from '../ledger/wire';
import { ROUTE_PROGRAM_ID } from './programs';
import type { QuotePlan } from './quote';

/**
 * A swap transaction the service built and is waiting to see land. Its route instruction (to
 * the route program) carries the swap's id, pair, typed amount and threshold in the shared
 * layout (streams/instructions/swapRoute.ts): the route program stand-in enforces the threshold
 * it decodes, and the landing handler finds the swap by its id.
 */
export interface BuiltSwap {
  readonly id: string;
  readonly owner: string;
  readonly plan: QuotePlan;
  /** The threshold the route enforces (the quote's, or the dynamic slippage's). */
  readonly threshold: bigint;
  /** The platform fee charged (0 without a fee account). */
  readonly feeCharged: bigint;
  /** What the transaction moves from and to the user (base units). */
  readonly userPays: bigint;
  readonly userGets: bigint;
  readonly lastValidBlockHeight: number;
}

/** The route instruction's data. */
export const routeData = (route: SwapRoute): Uint8Array => swapRouteLayout.encode(route);

/** The route a route instruction's data names, or undefined when it is not one. */
export const routeOf = (data: Uint8Array): SwapRoute | undefined => swapRouteLayout.decode(data);

/** The route instruction of a landed transaction, if it has one. */
export const routeIn = (message: { staticKeys: readonly string[]; instructions: readonly CompiledInstruction[] }): SwapRoute | undefined => {
  const ix = message.instructions.find((instruction) => message.staticKeys[instruction.programIdIndex] === ROUTE_PROGRAM_ID);
  return ix ? routeOf(ix.data) : undefined;
};
