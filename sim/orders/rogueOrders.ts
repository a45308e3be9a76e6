import type { RecurringCreate, TriggerCreate } from '../../streams/instructions';
import { ROGUE_WALLET, type RogueSwitch } from '../rogue';

/**
 * The order services gone rogue (sim/rogue.ts): with a kind switched on, the create instruction
 * is built with exactly one term other than the request asked for, everything else honest. The
 * landing handler acts on the instruction, so a rogue order signed anyway really trades on it.
 *
 *   order-rate        half the taking amount asked (a rate twice as bad)
 *   order-receiver    the proceeds paid to ROGUE_WALLET
 *   order-expiry      the expiry dropped: the order never expires (an order asked without one is built honestly)
 *   recurring-bounds  the price bounds dropped (an order asked without any is built honestly)
 *   recurring-cycle   the whole amount spent in the first cycle
 */
export const rogueTriggerCreate = (rogue: RogueSwitch, asked: TriggerCreate): TriggerCreate => {
  if (rogue.is('order-rate')) return { ...asked, takingAmount: asked.takingAmount / 2n };
  if (rogue.is('order-receiver')) return { ...asked, receiver: ROGUE_WALLET };
  if (rogue.is('order-expiry')) return { ...asked, expiredAt: null };
  return asked;
};

export const rogueRecurringCreate = (rogue: RogueSwitch, asked: RecurringCreate): RecurringCreate => {
  if (rogue.is('recurring-bounds')) return { ...asked, minPrice: null, maxPrice: null };
  if (rogue.is('recurring-cycle')) return { ...asked, inAmountPerCycle: asked.inAmount };
  return asked;
};
