/**
 * The swap area's front door: what the React app and the simulator may use from streams/swap/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { isPublicKey, USDC_MINT, USDT_MINT, WRAPPED_SOL_MINT } from './addresses';
export { fromBaseUnits, isNumericAmount, toBaseUnits } from './baseUnits';
export { amountThreshold, formatSlippage, priceImpactPercent, quoteFees, quoteRate, quoteSlippagePercent, routeLabels } from './quoteDisplay';
export { REFERRAL_PARAMS } from './referral';
export { broadcastModes, type BroadcastModeSetting, feeTypes, isValidSlippage, MAX_PRIORITY_FEE_SOL, solToLamports } from './settings';
export { type SwapAsset, swapAssetOf, WELL_KNOWN_TOKENS } from './swapAsset';
export { balanceOf, type SwapChoice, type SwapChoiceOption, type SwapForm, type SwapFormState } from './swapForm';
export { quoteErrorText } from './swapButton';
export { toUnits } from './tokenUnits';
export type { BundleTip, SwapStreams } from './swapStreams';
export { createTokenPicker, localChoices, type TokenChoice, type TokenPicker, type TokenPickerView } from './tokenPicker';
export { SOL_RESERVE_LAMPORTS, spendableSol } from './solReserve';
export { type SlippageSetting, type SlippageView, createSlippageSetting } from './slippageSetting';
export { rpcLabel } from './rpcEndpoints';
export type { CustomRpcFormView } from './customRpcForm';
