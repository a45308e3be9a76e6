import { randomBytes } from 'node:crypto';
import type { Transfer, TransferStep } from '../../streams/schemas';
import { type BoundedMap, createBoundedMap } from '../swap/boundedMap';
import { totalSeconds } from './catalogue';

/** Transfers remembered (a reload resumes one by its id); the oldest are forgotten past it. */
const CAPACITY = 10_000;

export interface NewTransfer {
  readonly kind: Transfer['kind'];
  readonly owner: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly amountIn: bigint;
  readonly fee: bigint;
  readonly amountOut: bigint;
  readonly steps: readonly TransferStep[];
  readonly source: Transfer['source'];
  /** Sends the Solana transaction (at the start of the last step); its signature. */
  readonly deliver: () => string;
  /** A rogue service: the step (index) that fails at its end, and what undoes the source side. */
  readonly failure?: { readonly step: number; readonly reason: string; readonly undo: () => void };
}

interface Record extends NewTransfer {
  readonly id: string;
  readonly createdAt: number;
  status: Transfer['status'];
  signature: string | null;
  error: string | null;
}

const endOf = (record: Record, step: number) => record.createdAt + totalSeconds(record.steps.slice(0, step + 1)) * 1000;

/**
 * The transfers in flight and done: each moves through its steps on the clock (the source
 * chain's, then the middle one's), and at the start of its last step the Solana transaction is
 * sent; it has arrived when that transaction lands. `tick` moves them (the feature calls it
 * every 100 ms); the view says where each is, with the time left of what was stated.
 */
export const createTransfers = (now: () => number, log: (message: string) => void) => {
  const records: BoundedMap<string, Record> = createBoundedMap(CAPACITY);
  const pending = new Set<Record>();
  const bySignature = new Map<string, Record>();

  const finish = (record: Record, status: Transfer['status'], error: string | null) => {
    record.status = status;
    record.error = error;
    pending.delete(record);
    if (record.signature) bySignature.delete(record.signature);
  };

  const stepStatus = (record: Record, index: number, at: number): Transfer['steps'][number]['status'] => {
    if (record.status === 'arrived') return 'done';
    const last = record.steps.length - 1;
    const start = index === 0 ? record.createdAt : endOf(record, index - 1);
    if (record.status === 'failed') {
      const failed = record.failure?.step ?? last;
      return index < failed ? 'done' : index === failed ? 'failed' : 'waiting';
    }
    if (at < start) return 'waiting';
    return at >= endOf(record, index) && index < last ? 'done' : 'active';
  };

  return {
    create: (transfer: NewTransfer): Transfer => {
      const id = `${transfer.kind}-${randomBytes(8).toString('hex')}`;
      const record: Record = { ...transfer, id, createdAt: now(), status: 'pending', signature: null, error: null };
      records.set(id, record);
      pending.add(record);
      return view(record);
    },
    get: (id: string): Transfer | undefined => {
      const record = records.get(id);
      return record ? view(record) : undefined;
    },
    /** Moves every pending transfer on to the current time. */
    tick: () => {
      const at = now();
      for (const record of [...pending]) {
        const { failure } = record;
        if (failure && at >= endOf(record, failure.step)) {
          failure.undo();
          finish(record, 'failed', failure.reason);
          continue;
        }
        if (record.signature !== null || at < endOf(record, record.steps.length - 2)) continue;
        try {
          record.signature = record.deliver();
          bySignature.set(record.signature, record);
        } catch (error) {
          log(`[sim onboard] ${record.id}: the Solana transaction was refused: ${error instanceof Error ? error.message : String(error)}`);
          record.failure?.undo();
          finish(record, 'failed', 'The Solana transaction was refused; nothing arrived');
        }
      }
    },
    /** A landed transaction: the transfer it delivers has arrived (or failed on the ledger). */
    landed: (signature: string, err: unknown) => {
      const record = bySignature.get(signature);
      if (record) finish(record, err === null ? 'arrived' : 'failed', err === null ? null : 'The Solana transaction failed on the ledger');
    },
    clear: () => {
      records.clear();
      pending.clear();
      bySignature.clear();
    },
  };

  function view(record: Record): Transfer {
    const at = now();
    const seconds = totalSeconds(record.steps);
    return {
      id: record.id,
      kind: record.kind,
      status: record.status,
      owner: record.owner,
      symbol: record.symbol,
      decimals: record.decimals,
      amountIn: record.amountIn.toString(),
      fee: record.fee.toString(),
      amountOut: record.amountOut.toString(),
      seconds,
      remainingMs: record.status === 'pending' ? Math.max(0, record.createdAt + seconds * 1000 - at) : 0,
      steps: record.steps.map((step, index) => ({ ...step, status: stepStatus(record, index, at) })),
      signature: record.signature,
      error: record.error,
      source: record.source,
    };
  }
};

export type Transfers = ReturnType<typeof createTransfers>;
