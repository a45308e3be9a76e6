import type { TransactionSigner } from '../solana/ports';

/** A token of the pool as the form shows it. */
export interface JlpToken {
  readonly mint: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** Buy JLP with `amount` of `token`, for at least `minJlp` (jlpQuote.ts: the pool the user saw). */
export interface JlpBuyRequest {
  readonly signer: TransactionSigner;
  readonly token: JlpToken;
  readonly amount: bigint;
  readonly minJlp: bigint;
  readonly label: string;
}

/** Sell `jlp` JLP for at least `minOut` of `token`. */
export interface JlpSellRequest {
  readonly signer: TransactionSigner;
  readonly token: JlpToken;
  readonly jlp: bigint;
  readonly minOut: bigint;
  readonly label: string;
}

/**
 * A JLP loan change: `loanId` 0 opens a new loan. Signed base units: collateral in JLP
 * (+ supplies, − withdraws), debt in USDC (+ borrows, − repays).
 */
export interface JlpLoanRequest {
  readonly signer: TransactionSigner;
  readonly loanId: number;
  readonly collateral: bigint;
  readonly debt: bigint;
  /** The whole debt is repaid: the service may take less than `-debt` (what is owed when it builds), never more. */
  readonly repayAll: boolean;
  readonly label: string;
}
