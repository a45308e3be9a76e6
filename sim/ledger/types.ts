import type { AccessPolicy } from '../http/access';
import type { HttpFaults } from '../http/faults';
import type { Commitment } from './chain';
import type { ProgramCheck } from './programGuards';
import type { TransactionRecord } from './records';

export interface LedgerOptions {
  host: string;
  /** 0 picks a free port (then pass RunningLedger.wsUrl to web3.js as `wsEndpoint`). */
  rpcPort: number;
  wsPort: number;
  /** More JSON-RPC ports serving the same ledger (the app's RPC choice); none by default. */
  extraRpcPorts?: readonly number[];
  seed: number;
  /** Block interval; default 400. 0 = no timer: blocks only come from `ledger.advance()`. */
  slotMs?: number;
  /** Share of leader slots skipped (slot +2 instead of +1 for a block); default 0.05. */
  skipRate?: number;
  /** The switchboard: each JSON-RPC method is intercepted as 'rpc:<method>' before it is answered. */
  faults?: HttpFaults;
  /** Who may call both ports (sim/http/access.ts); by default the app's origins and APP_PORT, SIM_ALLOWED_ORIGINS, SIM_ALLOWED_HOSTS. */
  access?: AccessPolicy;
}

export interface RunningLedger {
  ledger: Ledger;
  rpcUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** A landed transaction as getTransaction reports it. */
export type LandedTransaction = TransactionRecord;

export interface SignatureStatus {
  slot: number;
  confirmationStatus: Commitment;
  /** serde JSON form of the transaction error, null on success */
  err: unknown;
}

export interface Ledger {
  /** The newest (processed) block's slot and block height. */
  slot(): number;
  blockHeight(): number;
  /** Create an SPL mint account directly (no transaction), mint authority = authority(). Idempotent. */
  createMint(mint: string, decimals: number, options?: { supply?: bigint; freezeAuthority?: string | null }): void;
  /** Writes the mint's token metadata account (name, symbol, uri), as the metadata program would. */
  setMetadata(mint: string, metadata: { name: string; symbol: string; uri: string }): void;
  /** Set (create if missing) the associated token account of owner for mint to exactly `amount` base units; returns the ATA address. */
  setTokenBalance(owner: string, mint: string, amount: bigint): string;
  /** Set a token account at an explicit address (e.g. a pool vault owned by a pool-authority PDA/keypair). */
  setTokenAccount(address: string, mint: string, owner: string, amount: bigint): void;
  setLamports(address: string, lamports: bigint): void;
  getLamports(address: string): bigint;
  /** The owner's total of `mint` across all its token accounts. */
  tokenBalance(owner: string, mint: string): bigint;
  /** Every token account of the owner (both token programs), as getTokenAccountsByOwner lists them. */
  tokenAccounts(owner: string): { address: string; mint: string; amount: bigint; decimals: number; programId: string; isFrozen: boolean }[];
  /** Funds a wallet: 10 SOL by a real transfer from the faucet (lands next block), plus token balances set directly. */
  faucet(address: string, tokens: { mint: string; amount: bigint }[]): { signature?: string; lamports: bigint };
  /** The next N client sendTransaction calls return a signature but never land. */
  dropNextSends(count: number): void;
  /** Sends land N extra blocks later (0 = the next block). Stays until changed. */
  delayLanding(slots: number): void;
  /** The authority keypair's public key (mint authority of createMint). */
  authority(): string;
  /** Its 64-byte secret key (web3.js `Keypair.fromSecretKey` format), to sign as the authority. */
  authoritySecretKey(): Uint8Array;
  /** The newest blockhash at a commitment (default confirmed) and the last block height it may land in, as getLatestBlockhash answers. */
  latestBlockhash(commitment?: Commitment): { blockhash: string; lastValidBlockHeight: number; slot: number };
  /**
   * Installs `programId` as a stand-in program (it runs as a no-op; see programGuards.ts) whose
   * instructions `check` inspects when a transaction is simulated or lands: a failure it returns
   * fails the transaction with InstructionError [index, {Custom: code}]. Survives reset(); the
   * returned function removes the check.
   */
  guardProgram(programId: string, check: ProgramCheck): () => void;
  /** Called after each block with its slot. */
  onSlot(listener: (slot: number) => void): () => void;
  /** Called for each transaction that lands. */
  onTransaction(listener: (transaction: LandedTransaction) => void): () => void;
  /** Submit a signed wire transaction in-process, as sendTransaction would (never dropped). Throws the RPC's error. */
  submitTransaction(wire: Uint8Array, options?: { skipPreflight?: boolean }): string;
  /** The checks of a send with preflight (signatures, blockhash, simulation), without sending. Throws the RPC's error. */
  preflight(wire: Uint8Array): void;
  signatureStatus(signature: string): SignatureStatus | null;
  /** Produce `count` blocks now (tests; deterministic expiry). */
  advance(count?: number): void;
  /** Fresh runtime: every account and transaction goes; the chain's clock keeps running; onReset listeners re-create state. */
  reset(): void;
  onReset(listener: () => void): () => void;
  /** Closes every pubsub socket abruptly (a network drop); returns how many. */
  dropSubscribers(): number;
  /** Open pubsub sockets. */
  subscriberCount(): number;
}
