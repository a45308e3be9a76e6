/**
 * The instructions area's front door: what the React app and the simulator may use from streams/instructions/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from './claims';
export { decodeEarn, earnDeposit, earnWithdraw, LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM, vaultOperate } from './lend';
export { MAX_ORDERS_PER_CANCEL, ordersInSlots, type OrderSlots, slotsFor } from './orderSlots';
export {
  decodePerpsInstruction,
  encodePerpsInstruction,
  microToUsd,
  PERPS_PROGRAM,
  type PerpsDecrease,
  type PerpsIncrease,
  type PerpsInstruction,
  type PerpsTpsl,
  usdToMicro,
} from './perps';
export { decodeRecurring, recurringClose, type RecurringCreate, recurringCreate, recurringSlice } from './recurring';
export { type SwapRoute, swapRouteLayout } from './swapRoute';
export { decodeTrigger, triggerCancel, type TriggerCreate, triggerCreate, triggerExpire, triggerFill } from './trigger';
export {
  firstBuyTokens,
  STUDIO_DECIMALS,
  STUDIO_DEFAULT_SUPPLY,
  STUDIO_LAUNCH_FEE_LAMPORTS,
  STUDIO_MAX_FIRST_BUY_LAMPORTS,
  STUDIO_MAX_SUPPLY,
  STUDIO_MIN_SUPPLY,
  STUDIO_PROGRAM,
  type StudioLaunch,
  studioLaunch,
  supplyBaseUnits,
} from './studio';
export { decodeJlp, JLP_PROGRAM, jlpAdd, jlpLoan, jlpRemove } from './jlp';
