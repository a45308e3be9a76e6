/**
 * The schemas area's front door: what the React app and the simulator may use from streams/schemas/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { type ActivityProduct, activityProducts, type PerpsActivity, type PerpsActivityInput, type SwapActivity, type SwapActivityInput } from './activities';
export type { Asset, StatsWindow } from './asset';
export { type balancesResponseSchema, type holdingsResponseSchema, NATIVE_SOL_KEY, type nativeHoldingSchema } from './balances';
export { type Candle, type DevPeriod, devPeriods, type Tx } from './market';
export type { RecurringOrder, TriggerOrder } from './orders';
export type { Pool } from './pool';
export type {
  limitOrderDataSchema,
  perpPositionDataSchema,
  PortfolioResponseInput,
  PortfolioTokenInfo,
  recurringOrderDataSchema,
  walletAssetSchema,
} from './portfolio';
export type { QuoteResponse } from './quote';
export { type ClientFrame, clientFrameSchema } from './streamFrames';
export {
  cleanStudioText,
  groupDigits,
  sniffImageType,
  STUDIO_IMAGE_TYPES,
  STUDIO_LIMITS,
  type StudioImageType,
  type StudioLaunchAnswer,
  type StudioLaunchRequest,
  type StudioLaunchText,
  studioLaunchAnswerSchema,
  studioLaunchesSchema,
  studioLaunchRequestSchema,
  type StudioLaunchView,
  studioLaunchViewSchema,
} from './studio';
export {
  checkVerifyText,
  VERIFY_LIMITS,
  VERIFY_STATUSES,
  type VerifyErrors,
  type VerifyRequestBody,
  type VerifyRequestView,
  type VerifyStatus,
  type VerifyText,
  verifyRequestSchema,
  verifyRequestsSchema,
  verifyRequestViewSchema,
  verifySubmitAnswerSchema,
} from './verify';
export {
  BRIDGE_PROVIDERS,
  type BridgeProvider,
  type BridgeRoute,
  type BridgeRoutes,
  type BridgeTransferRequest,
  bridgeRoutesSchema,
  bridgeTransferRequestSchema,
  type Card,
  type EvmWallet,
  evmAddressSchema,
  evmWalletSchema,
  ONBOARD_METHODS,
  ONRAMP_ASSETS,
  type OnboardMethod,
  type OnboardMethodId,
  type OnboardMethods,
  onboardMethodsSchema,
  type OnrampAsset,
  type OnrampOrderRequest,
  type OnrampQuote,
  onrampOrderRequestSchema,
  onrampQuoteSchema,
  type SourceChain,
  type Transfer,
  type TransferStep,
  transferSchema,
} from './onboard';
export { cardDigits, cardProblem } from './onboardCard';
