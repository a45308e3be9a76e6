import type { Observable, SchedulerLike } from 'rxjs';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { BlockhashWithExpiry, SolanaRpc, SolanaSubscriptions, TransactionSigner } from '../solana/ports';
import type { TxError } from './errors';
import type { WriteIntent } from './intent';
import type { SpendLimits } from './spendCheck';

/** plain: sendTransaction (to every RPC), resent every T29. jito: bundle attempts every T31 until processed. mixed: both. */
export type BroadcastMode = 'plain' | 'jito' | 'mixed';

interface RequestBase {
  readonly signer: TransactionSigner;
  /** What the user is doing, for toasts and the pending list: 'Swap 1 SOL to USDC'. */
  readonly label: string;
  /** Send even when the simulation fails (never for insufficient funds or too many locks). */
  readonly skipPreflight?: boolean;
  readonly broadcastMode?: BroadcastMode;
  /**
   * What may leave the signer's wallet (and what must arrive). An auto-signing wallet signs only
   * when the simulation stays within it; without it, nothing but fees may leave.
   */
  readonly spend?: SpendLimits;
  /**
   * What the user asked for (intent.ts): its `verify` reads the transaction's own instructions
   * before any wallet is asked, and its summary is shown beside an external wallet's prompt.
   */
  readonly intent?: WriteIntent;
}

export type TxRequest = RequestBase &
  (
    | {
        readonly kind: 'build';
        /** Builds the unsigned wire transaction on a blockhash fetched at 'confirmed'. */
        readonly build: (blockhash: BlockhashWithExpiry) => Uint8Array;
      }
    | {
        /** Built elsewhere (a swap from the server), with the height its blockhash is valid to. */
        readonly kind: 'prebuilt';
        readonly wire: Uint8Array;
        readonly lastValidBlockHeight: number;
      }
  );

export type TxState =
  | { readonly status: 'preparing'; readonly label: string }
  | { readonly status: 'simulating'; readonly label: string }
  /** 'Signing Transaction' when the wallet auto-signs, 'Pending Wallet Signature' otherwise. */
  /** `intent`: what the user asked for, shown beside an external wallet's own prompt. */
  | { readonly status: 'awaiting-signature'; readonly label: string; readonly autoSigns: boolean; readonly intent?: string }
  /** Broadcasting; no RPC has accepted the bytes yet. `sends` counts the attempts so far. */
  | { readonly status: 'sending'; readonly label: string; readonly signature: string; readonly sends: number }
  /** Accepted by the RPC; resends continue until the outcome is known. */
  | { readonly status: 'confirming'; readonly label: string; readonly signature: string }
  /** slot: where the status poll found it, or the slot of the socket's notification (the same or later). */
  | { readonly status: 'confirmed'; readonly label: string; readonly signature: string; readonly slot: number }
  | { readonly status: 'failed'; readonly label: string; readonly error: TxError; readonly signature?: string }
  | { readonly status: 'expired'; readonly label: string; readonly signature: string; readonly error: TxError };

export type FinalTxState = Extract<TxState, { status: 'confirmed' | 'failed' | 'expired' }>;

export const isFinal = (state: TxState): state is FinalTxState => state.status === 'confirmed' || state.status === 'failed' || state.status === 'expired';

/** A bundle engine (jito-style): submits transactions together; answers with a bundle id. */
export interface BundleSender {
  sendBundle(transactionsBase64: readonly string[]): Observable<string>;
}

export interface TransactionEngineDeps {
  readonly rpc: SolanaRpc;
  readonly subscriptions: SolanaSubscriptions;
  readonly storage: KeyValueStorage;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** Used by broadcastMode 'jito' and 'mixed'; without it the attempts go through sendTransaction. */
  readonly bundles?: BundleSender;
  /** The other configured RPCs: plain sends reach them too. */
  readonly mirrors?: () => readonly SolanaRpc[];
  /** The remote config's blockhashSlotsToExpiry: how long an external wallet's prompt may take before its signature is not sent (never the life of a sent transaction). */
  readonly blockhashSlotsToExpiry?: () => number | undefined;
  /** The network pending transactions belong to (profile and RPC): each keeps its own list. */
  readonly scope?: string;
  /**
   * Whether the network's programs speak the instruction layouts this app reads
   * (streams/instructions/: the simulator's); false on mainnet, where a quick account refuses
   * writes whose intent it cannot read. True by default.
   */
  readonly readsLayouts?: boolean;
  /** The programs an auto-signing wallet may sign for (trustedPrograms.ts); the simulator's by default. */
  readonly trustedPrograms?: ReadonlySet<string>;
}
