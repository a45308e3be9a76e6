import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { createMemoryStorage } from '@streams/core/ports';
import { toBase58 } from '@streams/solana/codec';
import type { AccountSnapshot, BlockhashWithExpiry, SignatureStatus, SimulationResult, TransactionSigner } from '@streams/solana/ports';
import { SYSTEM_PROGRAM } from '@streams/solana/programs';
import { NATIVE_SOL, type TransactionEngineDeps, type TxRequest, type TxState, createTransactionEngine } from '@streams/tx/index';
import type { Observable } from 'rxjs';
import { defer } from 'rxjs';
import { type RpcAnswers, type SubscriptionAnswers, createFakeRpc, createFakeSubscriptions } from '../../support/fakeRpc';
import { createRecordingLogger } from '../../support/fakeLogger';
import type { MarbleContext } from '../../support/marbles';

/** Transactions, wallets and a wired engine for the marble tests of streams/tx. */
export const payer = Keypair.fromSeed(new Uint8Array(32).fill(7));
export const stranger = Keypair.fromSeed(new Uint8Array(32).fill(8));
export const recipient = new PublicKey(new Uint8Array(32).fill(3));
export const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(9)).toBase58();
export const OTHER_BLOCKHASH = new PublicKey(new Uint8Array(32).fill(10)).toBase58();
export const LAST_VALID = 1150;
export const blockhash: BlockhashWithExpiry = { blockhash: BLOCKHASH, lastValidBlockHeight: LAST_VALID, slot: 5000 };

/** An unsigned SOL transfer from the payer, as web3.js serialises it for a wallet. */
export const transferWire = (recentBlockhash = BLOCKHASH, lamports = 1000): Uint8Array => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash });
  tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports }));
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

export const signWire = (wire: Uint8Array, keypair: Keypair = payer): Uint8Array => {
  const tx = VersionedTransaction.deserialize(wire);
  tx.sign([keypair]);
  return tx.serialize();
};

export const signatureOf = (signed: Uint8Array): string => toBase58(VersionedTransaction.deserialize(signed).signatures[0] ?? new Uint8Array());

export const UNSIGNED = transferWire();
export const SIGNED = signWire(UNSIGNED);
export const SIGNATURE = signatureOf(SIGNED);

export const simulationOk: SimulationResult = { err: null, logs: ['Program 11111111111111111111111111111111 success'], unitsConsumed: 150 };
export const landed = (slot: number, err: unknown = null): SignatureStatus => ({ slot, confirmationStatus: 'confirmed', err });
export const processed = (slot: number): SignatureStatus => ({ slot, confirmationStatus: 'processed', err: null });

/** A wallet whose signatures come from `answer`; `calls` counts the prompts. */
export const createSigner = (answer: (wire: Uint8Array) => Observable<Uint8Array>, autoSigns = false) => {
  const calls: Uint8Array[] = [];
  const signer: TransactionSigner = {
    publicKey: payer.publicKey.toBase58(),
    autoSigns,
    signTransaction: (wire) =>
      defer(() => {
        calls.push(wire);
        return answer(wire);
      }),
  };
  return { signer, calls };
};

/** Answers for a chain where nothing lands unless a test says so. */
export const quietChain = (m: MarbleContext): RpcAnswers => ({
  getLatestBlockhash: () => m.cold('(b|)', { b: blockhash }),
  simulateTransaction: () => m.cold('(s|)', { s: simulationOk }),
  sendTransaction: () => m.cold('(a|)', { a: SIGNATURE }),
  getSignatureStatuses: () => m.cold('(n|)', { n: [null] }),
  getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID - 100 }),
});

/** A system account holding `lamports`. */
export const wallet = (lamports: bigint, owner = SYSTEM_PROGRAM): AccountSnapshot => ({ lamports, owner, data: new Uint8Array() });

export type Ledger = Readonly<Record<string, AccountSnapshot | null>>;

/** The payer with 1 SOL; the recipient has no account yet. */
export const LEDGER_BEFORE: Ledger = { [payer.publicKey.toBase58()]: wallet(1_000_000_000n) };
/** After the fixture's 1,000-lamport transfer and its 5,000-lamport fee. */
export const LEDGER_AFTER: Ledger = { [payer.publicKey.toBase58()]: wallet(1_000_000_000n - 6_000n), [recipient.toBase58()]: wallet(1_000n) };

/**
 * RPC answers that read accounts from `before` (getMultipleAccounts) and a simulation that leaves
 * them as in `after` (its `accounts`), as the pre-sign checks of an auto-signing wallet ask.
 */
export const ledgerAnswers = (m: MarbleContext, before: Ledger = LEDGER_BEFORE, after: Ledger = LEDGER_AFTER): RpcAnswers => ({
  getMultipleAccounts: ([addresses]) => m.cold('(a|)', { a: addresses.map((address) => before[address] ?? null) }),
  simulateTransaction: ([, options]) => m.cold('(s|)', { s: { ...simulationOk, accounts: (options.accounts ?? []).map((address) => after[address] ?? null) } }),
});

export interface EngineSetup {
  readonly rpc?: RpcAnswers;
  readonly subscriptions?: SubscriptionAnswers;
  readonly storage?: ReturnType<typeof createMemoryStorage>;
  readonly bundles?: TransactionEngineDeps['bundles'];
  readonly mirrors?: TransactionEngineDeps['mirrors'];
  readonly blockhashSlotsToExpiry?: number;
  readonly readsLayouts?: boolean;
}

export const setupEngine = (m: MarbleContext, setup: EngineSetup = {}) => {
  const rpc = createFakeRpc(m.scheduler, { ...quietChain(m), ...setup.rpc });
  const subscriptions = createFakeSubscriptions(m.scheduler, setup.subscriptions);
  const storage = setup.storage ?? createMemoryStorage();
  const logger = createRecordingLogger();
  const engine = createTransactionEngine({
    rpc: rpc.rpc,
    subscriptions: subscriptions.subscriptions,
    storage,
    scheduler: m.scheduler,
    logger,
    ...(setup.bundles ? { bundles: setup.bundles } : {}),
    ...(setup.mirrors ? { mirrors: setup.mirrors } : {}),
    ...(setup.blockhashSlotsToExpiry !== undefined ? { blockhashSlotsToExpiry: () => setup.blockhashSlotsToExpiry } : {}),
    ...(setup.readsLayouts !== undefined ? { readsLayouts: setup.readsLayouts } : {}),
  });
  return { engine, rpc, subscriptions, storage, logger };
};

/** The fixture's transfer, allowed to move its 1,000 lamports out (the auto-signing checks read it). */
export const buildRequest = (signer: TransactionSigner, extra: Partial<TxRequest> = {}): TxRequest =>
  ({
    kind: 'build',
    build: (hash: BlockhashWithExpiry) => transferWire(hash.blockhash),
    signer,
    label: 'Send 0.000001 SOL',
    spend: { maxOutflow: { [NATIVE_SOL]: 1_000n } },
    ...extra,
  }) as TxRequest;

export const LABEL = 'Send 0.000001 SOL';

export const confirmedAt = (slot: number, signature = SIGNATURE): TxState => ({ status: 'confirmed', label: LABEL, signature, slot });

/** The states of a run on the standard wallet (prompted, not auto-signing). */
export const states = {
  p: { status: 'preparing', label: LABEL },
  s: { status: 'simulating', label: LABEL },
  w: { status: 'awaiting-signature', label: LABEL, autoSigns: false },
  a: { status: 'awaiting-signature', label: LABEL, autoSigns: true },
  1: { status: 'sending', label: LABEL, signature: SIGNATURE, sends: 1 },
  2: { status: 'sending', label: LABEL, signature: SIGNATURE, sends: 2 },
  c: { status: 'confirming', label: LABEL, signature: SIGNATURE },
} as const;

/** Final failures compared by status, message and signature (the full error is checked in errors.test.ts). */
export const brief = (state: TxState): unknown =>
  state.status === 'failed' || state.status === 'expired'
    ? { status: state.status, message: state.error.message, ...(state.signature !== undefined ? { signature: state.signature } : {}) }
    : state;
