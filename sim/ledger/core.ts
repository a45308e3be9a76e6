import { createRng } from '../prng';
import { type Block, type Chain, type Commitment, createChain, FINALIZED_DEPTH, CONFIRMED_DEPTH, MAX_PROCESSING_AGE } from './chain';
import { isAddress, toBase58 } from './codec';
import { INVALID_PARAMS, RpcError } from './errors';
import { seededKeypair } from './keys';
import { createPipeline, type Pipeline } from './pipeline';
import { createProgramGuards } from './programGuards';
import { createRecordStore, type RecordStore, type TransactionRecord } from './records';
import { METADATA_PROGRAM, encodeMetadata, metadataAddress } from './metadata';
import * as tokens from './tokens';
import { buildTransfer } from './transfer';
import type { Ledger, SignatureStatus } from './types';
import { createVm, type Vm } from './vm';
import { parseWireTransaction, sanitizeError, WireError } from './wire';

/**
 * The ledger's state and its block loop, shared by the JSON-RPC and pubsub servers, and the
 * `Ledger` facade the rest of the simulator uses. Deterministic from the seed: keypairs,
 * blockhashes and skipped slots all come from sim/prng.
 */
export interface LedgerCore {
  readonly vm: Vm;
  readonly chain: Chain;
  readonly records: RecordStore;
  readonly pipeline: Pipeline;
  /** Parses and submits wire bytes; throws RpcError as sendTransaction answers. */
  submit(bytes: Uint8Array, options: { skipPreflight: boolean; droppable: boolean }): string;
  airdrop(address: string, lamports: bigint): string;
  statusOf(record: TransactionRecord): { confirmationStatus: Commitment; confirmations: number | null };
  onBlock(listener: (block: Block, landed: TransactionRecord[]) => void): () => void;
  attachPubsub(pubsub: { dropAll(): number; count(): number }): void;
  /** Produces one block. */
  tick(): void;
}

export const LAMPORTS_PER_SOL = 1_000_000_000n;
const FAUCET_FUNDS = 500_000_000n * LAMPORTS_PER_SOL;
const FAUCET_GIFT = 10n * LAMPORTS_PER_SOL;
/** Entries of the SlotHashes sysvar, as on a validator. */
const SLOT_HASHES = 512;

const listenerSet = <T extends unknown[]>() => {
  const listeners = new Set<(...args: T) => void>();
  return {
    add: (listener: (...args: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (...args: T) => {
      for (const listener of [...listeners]) {
        try {
          listener(...args);
        } catch (error) {
          console.error('[sim ledger] listener failed:', error); // one bad listener must not stop the chain
        }
      }
    },
  };
};

export const createLedgerCore = (seed: number, skipRate = 0.05): { core: LedgerCore; ledger: Ledger } => {
  const rng = createRng(seed).fork('ledger');
  const authority = seededKeypair(rng, 'authority');
  const faucetKey = seededKeypair(rng, 'faucet');
  const vm = createVm();
  const chain = createChain(rng, Date.now(), skipRate);
  const records = createRecordStore();
  const guards = createProgramGuards(vm);
  const pipeline = createPipeline(vm, chain, records, guards);
  const blocks = listenerSet<[Block, TransactionRecord[]]>();
  const slots = listenerSet<[number]>();
  const transactions = listenerSet<[TransactionRecord]>();
  const resets = listenerSet<[]>();
  let pubsub = { dropAll: () => 0, count: () => 0 };

  const syncClock = () => {
    const tip = chain.tip();
    vm.setClock(
      tip.slot,
      chain.epochInfo(tip).epoch,
      tip.blockTime,
      chain.recent(SLOT_HASHES).map((block) => ({ slot: block.slot, hash: block.blockhash })),
    );
  };
  const seedState = () => {
    tokens.setLamports(vm, faucetKey.address, FAUCET_FUNDS);
    tokens.setLamports(vm, authority.address, 1_000n * LAMPORTS_PER_SOL);
    syncClock();
  };
  seedState();

  const parse = (bytes: Uint8Array) => {
    let tx;
    try {
      tx = parseWireTransaction(bytes);
    } catch (error) {
      const detail = error instanceof WireError ? error.message : 'invalid transaction';
      throw new RpcError(INVALID_PARAMS, `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${detail}`);
    }
    const invalid = sanitizeError(tx);
    if (invalid) throw new RpcError(INVALID_PARAMS, `invalid transaction: ${invalid}`);
    return tx;
  };
  const submit = (bytes: Uint8Array, options: { skipPreflight: boolean; droppable: boolean }) => pipeline.send(parse(bytes), options);
  /** RpcError → Error for in-process callers, the RPC's message kept. */
  const asError = (error: unknown) => (error instanceof RpcError ? new Error(error.message, { cause: error }) : error);

  const statusOf = (record: TransactionRecord) => {
    const depth = chain.tip().height - record.height;
    const confirmationStatus: Commitment = depth >= FINALIZED_DEPTH ? 'finalized' : depth >= CONFIRMED_DEPTH ? 'confirmed' : 'processed';
    return { confirmationStatus, confirmations: confirmationStatus === 'finalized' ? null : depth };
  };

  /** A faucet transfer; an identical request in the same block signs with an older (still valid) blockhash, so it is not a duplicate. */
  const airdrop = (address: string, lamports: bigint) => {
    for (const block of chain.recent(100)) {
      const wire = buildTransfer(faucetKey, address, lamports, block.blockhash);
      if (!pipeline.isKnown(toBase58(wire.subarray(1, 65)))) return submit(wire, { skipPreflight: false, droppable: false });
    }
    throw new RpcError(INVALID_PARAMS, 'airdrop rate limit reached for this address and amount');
  };

  const tick = () => {
    const block = chain.advance(Date.now());
    syncClock();
    const landed = pipeline.land(block);
    blocks.emit(block, landed);
    for (const record of landed) transactions.emit(record);
    slots.emit(block.slot);
  };

  const core: LedgerCore = {
    vm,
    chain,
    records,
    pipeline,
    submit,
    airdrop,
    statusOf,
    onBlock: blocks.add,
    attachPubsub: (attached) => {
      pubsub = attached;
    },
    tick,
  };

  const ledger: Ledger = {
    slot: () => chain.tip().slot,
    blockHeight: () => chain.tip().height,
    createMint: (mint, decimals, options) => tokens.createMint(vm, mint, decimals, authority.address, options),
    setMetadata: (mint, metadata) => {
      const data = encodeMetadata(mint, authority.address, metadata);
      vm.write(metadataAddress(mint), { lamports: vm.rentExempt(data.length), owner: METADATA_PROGRAM, executable: false, data });
    },
    setTokenBalance: (owner, mint, amount) => tokens.setTokenBalance(vm, owner, mint, amount),
    setTokenAccount: (address, mint, owner, amount) => tokens.setTokenAccount(vm, address, mint, owner, amount),
    setLamports: (address, lamports) => tokens.setLamports(vm, address, lamports),
    getLamports: (address) => (isAddress(address) ? vm.lamports(address) : 0n),
    tokenBalance: (owner, mint) => tokens.tokenBalance(vm, owner, mint),
    tokenAccounts: (owner) => tokens.tokenAccounts(vm, owner),
    faucet: (address, gifts) => {
      if (!isAddress(address)) throw new Error(`not a base58 address: ${address}`);
      for (const { mint, amount } of gifts) tokens.setTokenBalance(vm, address, mint, amount);
      return { signature: airdrop(address, FAUCET_GIFT), lamports: FAUCET_GIFT };
    },
    dropNextSends: (count) => pipeline.dropNextSends(count),
    delayLanding: (count) => pipeline.delayLanding(count),
    authority: () => authority.address,
    authoritySecretKey: () => authority.secretKey.slice(),
    latestBlockhash: (commitment = 'confirmed') => {
      const block = chain.at(commitment);
      return { blockhash: block.blockhash, lastValidBlockHeight: block.height + MAX_PROCESSING_AGE, slot: block.slot };
    },
    guardProgram: (programId, check) => guards.register(programId, check),
    onSlot: slots.add,
    onTransaction: transactions.add,
    submitTransaction: (wire, options) => {
      try {
        return submit(wire, { skipPreflight: options?.skipPreflight ?? false, droppable: false });
      } catch (error) {
        throw asError(error);
      }
    },
    preflight: (wire) => {
      try {
        pipeline.preflight(parse(wire));
      } catch (error) {
        throw asError(error);
      }
    },
    signatureStatus: (signature): SignatureStatus | null => {
      const record = records.get(signature);
      return record ? { slot: record.slot, confirmationStatus: statusOf(record).confirmationStatus, err: record.meta.err } : null;
    },
    advance: (count = 1) => {
      for (let i = 0; i < count; i++) tick();
    },
    reset: () => {
      vm.reset();
      guards.install();
      records.clear();
      pipeline.clear();
      seedState();
      resets.emit();
    },
    onReset: resets.add,
    dropSubscribers: () => pubsub.dropAll(),
    subscriberCount: () => pubsub.count(),
  };
  return { core, ledger };
};
