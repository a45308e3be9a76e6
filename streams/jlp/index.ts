/**
 * The JLP area's front door: what the React app may use from streams/jlp/ without building the
 * feature. The feature itself keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { JLP_SLIPPAGE_BPS, type JlpQuote, quoteBuy, quoteSell } from './jlpQuote';
export { type JlpFormInput, type JlpFormModel, type JlpMode, jlpFormModel } from './jlpForm';
export { type LoanAction, type LoanFormInput, type LoanFormModel, loanFormModel, loanHeadroom } from './loanForm';
export type { JlpCustody, JlpPool, JlpPosition } from './schemas';
