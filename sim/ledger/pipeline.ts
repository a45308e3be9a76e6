import type { Block, Chain } from './chain';
import { type TxError, PREFLIGHT_FAILURE, RpcError, SIGNATURE_VERIFICATION_FAILURE, txError } from './errors';
import { executeTransaction, simulateTransaction, type Simulation } from './execute';
import { computeBudget, transactionFee } from './fees';
import type { ProgramGuards } from './programGuards';
import type { RecordStore, TransactionRecord } from './records';
import type { Vm } from './vm';
import { isStaticWritable, type WireMessage, type WireTransaction } from './wire';

/**
 * From sendTransaction to a block. Sends are checked (preflight unless skipped), then queued;
 * they execute when a later block is produced: the next block, plus `delayLanding` blocks. At
 * landing a transaction whose blockhash has left the 150-block window, or whose signature has
 * already landed, is silently dropped, as the cluster drops it. `dropNextSends` makes sends
 * answer with their signature and go nowhere, like a lost UDP packet.
 */
export interface SendOptions {
  skipPreflight: boolean;
  /** Client sends count against dropNextSends; the faucet's own do not. */
  droppable: boolean;
}

export interface Pipeline {
  send(tx: WireTransaction, options: SendOptions): string;
  /** The checks a send without skipPreflight runs, without sending: throws the RPC's error. */
  preflight(tx: WireTransaction): void;
  /** Lands what is due in `block`; returns the records that landed. */
  land(block: Block): TransactionRecord[];
  simulate(tx: WireTransaction, sigVerify: boolean): Simulation;
  fee(message: WireMessage): bigint;
  /** Per block of the last 150: the lowest compute-unit price among landed transactions writing any of `addresses` (all when empty). */
  recentPrioritizationFees(addresses: string[]): { slot: number; prioritizationFee: number }[];
  dropNextSends(count: number): void;
  delayLanding(blocks: number): void;
  onReceived(listener: (signature: string) => void): void;
  pendingCount(): number;
  /** Queued or landed. */
  isKnown(signature: string): boolean;
  clear(): void;
}

interface Pending {
  tx: WireTransaction;
  signature: string;
  dueHeight: number;
}

interface BlockFees {
  slot: number;
  entries: { price: bigint; writable: string[] }[];
}

/** The preflight failure the real RPC returns: code -32002 with the simulation result as data. */
export const preflightFailure = (error: TxError, simulation?: Simulation) =>
  new RpcError(PREFLIGHT_FAILURE, `Transaction simulation failed: ${error.text}`, {
    accounts: null,
    err: error.json,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation?.details.logMessages ?? [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation?.details.computeUnitsConsumed ?? 0,
  });

/** `guards` (optional) stand in for programs the runtime cannot run: their checks may fail a transaction first. */
export const createPipeline = (vm: Vm, chain: Chain, records: RecordStore, guards?: ProgramGuards): Pipeline => {
  let queue: Pending[] = [];
  const queued = new Set<string>();
  let drops = 0;
  let delay = 0;
  const fees: BlockFees[] = [];
  const received: ((signature: string) => void)[] = [];
  const isBuiltin = (program: string) => vm.isBuiltin(program);
  const simulate = (tx: WireTransaction, sigVerify: boolean) => (guards ? guards.simulate(tx, sigVerify) : simulateTransaction(vm, tx, sigVerify));
  const execute = (tx: WireTransaction, fee: bigint) => (guards ? guards.execute(tx, fee) : executeTransaction(vm, tx, fee));

  const preflight = (tx: WireTransaction, signature: string) => {
    const simulation = simulate(tx, true);
    if (simulation.error?.json === 'SignatureFailure') throw new RpcError(SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
    if (!chain.isValidAt(tx.message.recentBlockhash, chain.tip().height)) throw preflightFailure(txError('BlockhashNotFound'));
    if (records.has(signature)) throw preflightFailure(txError('AlreadyProcessed'));
    if (simulation.error) throw preflightFailure(simulation.error, simulation);
  };

  const writableKeys = (record: TransactionRecord) => {
    const { message } = record.tx;
    const out = message.staticKeys.filter((_, index) => isStaticWritable(message, index));
    return out.concat(record.meta.loadedAddresses.writable);
  };

  return {
    preflight: (tx) => preflight(tx, tx.signatures[0] ?? ''),
    send: (tx, options) => {
      const signature = tx.signatures[0] ?? '';
      if (!options.skipPreflight) preflight(tx, signature);
      if (options.droppable && drops > 0) {
        drops -= 1;
        return signature;
      }
      if (!queued.has(signature) && !records.has(signature)) {
        queued.add(signature);
        queue.push({ tx, signature, dueHeight: chain.tip().height + 1 + delay });
      }
      for (const listener of received) listener(signature);
      return signature;
    },
    land: (block) => {
      const landed: TransactionRecord[] = [];
      const blockFees: BlockFees = { slot: block.slot, entries: [] };
      const waiting: Pending[] = [];
      for (const pending of queue) {
        const expired = !chain.isValidAt(pending.tx.message.recentBlockhash, Math.max(block.height, pending.dueHeight));
        if (pending.dueHeight > block.height && !expired) {
          waiting.push(pending);
          continue;
        }
        queued.delete(pending.signature);
        if (expired || records.has(pending.signature)) continue;
        const fee = transactionFee(pending.tx.message, isBuiltin);
        const execution = execute(pending.tx, fee);
        if (!execution.landed) continue;
        const record: TransactionRecord = {
          signature: pending.signature,
          slot: block.slot,
          height: block.height,
          blockTime: block.blockTime,
          tx: pending.tx,
          accountKeys: execution.keys,
          meta: execution.meta,
        };
        records.add(record);
        landed.push(record);
        blockFees.entries.push({ price: computeBudget(pending.tx.message, isBuiltin).unitPrice, writable: writableKeys(record) });
      }
      queue = waiting;
      fees.push(blockFees);
      if (fees.length > 150) fees.shift();
      return landed;
    },
    simulate,
    fee: (message) => transactionFee(message, isBuiltin),
    recentPrioritizationFees: (addresses) => {
      const wanted = new Set(addresses);
      return fees.map(({ slot, entries }) => {
        let lowest: bigint | undefined;
        for (const entry of entries) {
          if (wanted.size > 0 && !entry.writable.some((key) => wanted.has(key))) continue;
          if (lowest === undefined || entry.price < lowest) lowest = entry.price;
        }
        return { slot, prioritizationFee: Number(lowest ?? 0n) };
      });
    },
    dropNextSends: (count) => {
      drops = Math.max(0, Math.floor(count));
    },
    delayLanding: (blocks) => {
      delay = Math.max(0, Math.floor(blocks));
    },
    onReceived: (listener) => {
      received.push(listener);
    },
    pendingCount: () => queue.length,
    isKnown: (signature) => queued.has(signature) || records.has(signature),
    clear: () => {
      queue = [];
      queued.clear();
      fees.length = 0;
    },
  };
};
