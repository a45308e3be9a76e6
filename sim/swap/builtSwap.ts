import type { CompiledInstruction } from '../ledger/wire';
import { ROUTE_PROGRAM_ID } from './programs';
import type { QuotePlan } from './quote';

/**
 * A swap transaction the service built and is waiting to see land. Its route instruction (to
 * the route program) carries only the tag `route <id>`: the route program stand-in and the
 * landing handler find the swap by it.
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

const TAG = /^route ([0-9a-f]{16})$/;

export const routeTagData = (id: string): Uint8Array => new TextEncoder().encode(`route ${id}`);

export const routeIdOf = (data: Uint8Array): string | undefined => TAG.exec(new TextDecoder().decode(data))?.[1];

/** The route instruction's tag in a landed transaction, if it has one. */
export const routeIdIn = (message: { staticKeys: readonly string[]; instructions: readonly CompiledInstruction[] }): string | undefined => {
  const ix = message.instructions.find((instruction) => message.staticKeys[instruction.programIdIndex] === ROUTE_PROGRAM_ID);
  return ix ? routeIdOf(ix.data) : undefined;
};
