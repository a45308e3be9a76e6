/**
 * The catalogues area's front door: what the React app and the simulator may use from streams/catalogues/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { poolCategories, type PoolCategory } from './categories';
export { launchpadById, launchpadBySlug, launchpadLink, launchpads, stockIssuers } from './launchpads';
export { isPerpsResolution, perpsPeriodSeconds, type PerpsResolution, perpsResolutions, shimResolutionOf } from './perpsResolutions';
export {
  afterFee,
  JLP_BASE_FEE_BPS,
  JLP_DECIMALS,
  JLP_LOAN_LIQUIDATION_BPS,
  JLP_LOAN_LTV_BPS,
  JLP_LOAN_RATE_BPS,
  JLP_MINT,
  JLP_TAX_BPS,
  type JlpCustodySpec,
  jlpCustodies,
  jlpCustodyOf,
  jlpFeeBps,
  jlpForUsd,
  jlpLoanHealth,
  jlpLoanLimit,
  tokensOfUsd,
  usdForJlp,
  usdOfTokens,
} from './jlpPool';
