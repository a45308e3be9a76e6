import { address, defineLayout, oneOf, reference, u64 } from './textLayout';

/**
 * The swap route instruction of the simulator's route program (a stand-in at the Jupiter v6
 * address): which swap it is, what it trades, and the threshold the program enforces when the
 * swap lands (ExactIn: the least out; ExactOut: the most in). The route program checks the
 * threshold it decodes here, and the client compares it with the user's slippage before
 * signing, so a build cannot widen it behind the quote's back.
 *
 *   route.swap.v1 id=… owner=… inputMint=… outputMint=… mode=ExactIn amount=… threshold=…
 */
export const swapRouteLayout = defineLayout('route.swap.v1', {
  /** The service's id of the built swap. */
  id: reference,
  /** The wallet that pays and receives. */
  owner: address,
  inputMint: address,
  outputMint: address,
  mode: oneOf(['ExactIn', 'ExactOut']),
  /** What the user typed: the input (ExactIn) or the output (ExactOut), base units. */
  amount: u64,
  threshold: u64,
});

export type SwapRoute = NonNullable<ReturnType<typeof swapRouteLayout.decode>>;
