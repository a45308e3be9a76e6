/** The transaction engine's public surface. */
export { createTransactionEngine, type ResumedTransaction, type TransactionEngine } from './engine';
export { type BalanceChanges, NATIVE_SOL, WRAPPED_SOL, balanceChanges } from './landed';
export { TX_MESSAGES, type TxError, type TxErrorKind, mapRpcFailure, mapTransactionError } from './errors';
export { ROUTE_ERROR_MESSAGES, ROUTE_PROGRAM_ID } from './routeErrors';
export { PENDING_TX_KEY } from './pendingStore';
export type { BroadcastMode, BundleSender, FinalTxState, TransactionEngineDeps, TxRequest, TxState } from './types';
export { isFinal } from './types';
export { type CommandState, isFinalCommandState } from './command';
