/**
 * The transaction page's front door: what the React app may use from streams/transactionPage/.
 * The feature itself keeps its own door (feature.ts), so its code stays in the page's chunk.
 */
export type { BalanceChange } from './balanceChanges';
export type { TransactionDetails, TransactionInstruction, TransactionViewState } from './transactionView';
