import type { TransactionSigner } from '../solana/ports';

/**
 * What the lend forms and the claim page ask for: the user's request, from which each command
 * builds both its service request and its intent (lendIntents.ts, claimIntent.ts).
 */

/** A token as the form shows it. */
export interface LendToken {
  readonly address: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface DepositRequest {
  readonly signer: TransactionSigner;
  readonly assetMint: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: bigint;
  /** The vault's share mint, and the fewest shares the deposit may mint (shareBounds.ts: the vault's rate the user saw). */
  readonly shareMint: string;
  readonly minShares: bigint;
  readonly label: string;
}

export interface WithdrawRequest {
  readonly signer: TransactionSigner;
  readonly assetMint: string;
  readonly shareMint: string;
  readonly symbol: string;
  readonly decimals: number;
  /** undefined: everything. */
  readonly amount: bigint | undefined;
  /** Every share the wallet holds, and what they were worth when the user asked (the position shown). */
  readonly shares: bigint;
  readonly assets: bigint;
  readonly label: string;
}

export interface OperateRequest {
  readonly signer: TransactionSigner;
  readonly vaultId: number;
  /** 0 opens a new position. */
  readonly positionId: number;
  readonly supply: LendToken;
  readonly borrow: LendToken;
  /** Signed base units: + supplies or borrows, − withdraws or repays. */
  readonly collateral: bigint;
  readonly debt: bigint;
  /** Repay the whole debt: `debt` (negative) is then the most it may take; the service takes exactly what is owed. */
  readonly repayAll?: boolean;
  readonly label: string;
}

export interface ClaimRequest {
  readonly signer: TransactionSigner;
  readonly id: string;
  readonly mint: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: bigint;
  readonly label: string;
}
