import type { Observable } from 'rxjs';

/**
 * The contract between the streams that talk to Solana (wallet balances, the transaction
 * engine) and the RPC client that implements it (streams/solana/rpcClient.ts, over the HTTP
 * transport and the socket port). Everything is an Observable; amounts are bigint base units.
 */
export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface BlockhashWithExpiry {
  readonly blockhash: string;
  /** The last block height at which a transaction with this blockhash can land. */
  readonly lastValidBlockHeight: number;
  readonly slot: number;
}

export interface SignatureStatus {
  readonly slot: number;
  readonly confirmationStatus: Commitment | null;
  /** The on-chain error, or null on success. */
  readonly err: unknown;
  /** Blocks confirmed on top of it; null once it is final (absent where the answer had none). */
  readonly confirmations?: number | null;
}

/** An account as the RPC returns it (base64 data); null where no account lives. */
export interface AccountSnapshot {
  readonly lamports: bigint;
  /** The program that owns the account. */
  readonly owner: string;
  readonly data: Uint8Array;
}

export interface SimulationResult {
  readonly err: unknown;
  readonly logs: readonly string[] | null;
  readonly unitsConsumed: number | undefined;
  /** The accounts asked for in `accounts`, as the simulation left them (absent when not asked or when it failed). */
  readonly accounts?: readonly (AccountSnapshot | null)[];
}

export interface TokenAccount {
  readonly address: string;
  readonly mint: string;
  readonly owner: string;
  readonly amount: bigint;
  readonly decimals: number;
  readonly isFrozen: boolean;
  readonly programId: string;
}

export interface TokenBalanceChange {
  readonly accountIndex: number;
  readonly mint: string;
  readonly owner: string | undefined;
  readonly amount: bigint;
  readonly decimals: number;
}

export interface TransactionRecord {
  readonly slot: number;
  readonly blockTime: number | null;
  readonly err: unknown;
  readonly fee: bigint;
  readonly accountKeys: readonly string[];
  readonly preBalances: readonly bigint[];
  readonly postBalances: readonly bigint[];
  readonly preTokenBalances: readonly TokenBalanceChange[];
  readonly postTokenBalances: readonly TokenBalanceChange[];
  readonly logMessages: readonly string[];
  /**
   * How many of the first account keys signed (the message header), and the instructions by
   * account index: what the transaction page shows. Optional only for fakes made before it.
   */
  readonly signerCount?: number;
  readonly instructions?: readonly CompiledInstruction[];
}

/** One instruction as the RPC's json encoding gives it: indices into the record's account keys. */
export interface CompiledInstruction {
  readonly programIndex: number;
  readonly accounts: readonly number[];
}

export interface SolanaRpc {
  getLatestBlockhash(commitment: Commitment): Observable<BlockhashWithExpiry>;
  getBlockHeight(commitment: Commitment): Observable<number>;
  getBalance(address: string, commitment: Commitment): Observable<bigint>;
  getTokenAccountsByOwner(owner: string, commitment: Commitment): Observable<readonly TokenAccount[]>;
  /** Up to 100 accounts at once, in the order asked. */
  getMultipleAccounts(addresses: readonly string[], commitment: Commitment): Observable<readonly (AccountSnapshot | null)[]>;
  /** Transaction bytes as base64; `accounts` asks for those accounts' state after the simulation. */
  simulateTransaction(
    wireBase64: string,
    options: { readonly sigVerify: boolean; readonly commitment: Commitment; readonly accounts?: readonly string[] },
  ): Observable<SimulationResult>;
  /** Returns the signature; with skipPreflight and maxRetries 0 for the engine's own resends. */
  sendTransaction(
    wireBase64: string,
    options: { readonly skipPreflight: boolean; readonly maxRetries: number; readonly preflightCommitment: Commitment },
  ): Observable<string>;
  getSignatureStatuses(signatures: readonly string[], options: { readonly searchTransactionHistory: boolean }): Observable<readonly (SignatureStatus | null)[]>;
  getTransaction(signature: string, commitment: Commitment): Observable<TransactionRecord | null>;
  /** The address's latest transactions, newest first (confirmed commitment). */
  getSignaturesForAddress(address: string, options: { readonly limit: number }): Observable<readonly SignatureInfo[]>;
}

export interface SignatureInfo {
  readonly signature: string;
  /** The on-chain error, or null on success. */
  readonly err: unknown;
}

export interface SolanaSubscriptions {
  /** Emits once when the signature reaches the commitment (err null on success), then completes. */
  signature(signature: string, commitment: Commitment): Observable<{ readonly err: unknown; readonly slot: number }>;
  /** Each new slot. */
  slots(): Observable<number>;
  /** The account's lamports each time it changes. */
  accountLamports(address: string, commitment: Commitment): Observable<bigint>;
}

/** A wallet that can sign: bytes in, signed bytes out (web3.js types stay inside adapters). */
export interface TransactionSigner {
  readonly publicKey: string;
  /** True for wallets that sign without a prompt (quick accounts). */
  readonly autoSigns: boolean;
  signTransaction(wire: Uint8Array): Observable<Uint8Array>;
  /**
   * Several transactions in one prompt (the wallet's signAllTransactions), in the order given;
   * absent when the wallet cannot (a batch then cannot be signed as one, spec 000 §4).
   */
  signAllTransactions?(wires: readonly Uint8Array[]): Observable<readonly Uint8Array[]>;
}
