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
