import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, defer, map, of, retry, take, throwIfEmpty, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import { GET_TRANSACTION_RETRIES, GET_TRANSACTION_RETRY_MS } from '../core/timing';
import type { SolanaRpc, TransactionRecord } from '../solana/ports';
import { TX_MESSAGES, type TxError, txError } from './errors';

class NotYetReadable extends Error {}

/**
 * The landed transaction, read after confirmation. The RPC may not serve it yet (another
 * node, indexing lag): null answers and failures are retried T32 (5) times 1 s apart; after
 * that it emits null and the caller treats the transaction as not readable.
 */
export const fetchLanded = (
  { rpc, scheduler, logger }: { rpc: SolanaRpc; scheduler: SchedulerLike; logger: Logger },
  signature: string,
): Observable<TransactionRecord | null> =>
  defer(() => rpc.getTransaction(signature, 'confirmed')).pipe(
    take(1),
    throwIfEmpty(() => new NotYetReadable()),
    map((record) => {
      if (record === null) throw new NotYetReadable();
      return record;
    }),
    retry({ count: GET_TRANSACTION_RETRIES, delay: () => timer(GET_TRANSACTION_RETRY_MS, scheduler) }),
    catchError((error: unknown) => {
      logger.warn('Could not read the landed transaction', { signature, error: error instanceof NotYetReadable ? 'not found' : String(error) });
      return of(null);
    }),
  );

/** Native SOL: the all-ones address (spec 001 §9); wrapped SOL counts as SOL too. */
export const NATIVE_SOL = '11111111111111111111111111111111';
export const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';
const isSol = (mint: string) => mint === NATIVE_SOL || mint === WRAPPED_SOL;

export type BalanceChanges =
  | { readonly ok: true; /** What left the owner's accounts. */ readonly inputAmount: bigint; /** What arrived. */ readonly outputAmount: bigint }
  | { readonly ok: false; readonly error: TxError };

const tokenDelta = (record: TransactionRecord, owner: string, mint: string): bigint | undefined => {
  const mine = (list: TransactionRecord['preTokenBalances']) => list.filter((balance) => balance.owner === owner && balance.mint === mint);
  const before = mine(record.preTokenBalances);
  const after = mine(record.postTokenBalances);
  if (before.length === 0 && after.length === 0) return undefined;
  const sum = (list: typeof before) => list.reduce((total, balance) => total + balance.amount, 0n);
  return sum(after) - sum(before);
};

/** The owner's lamport change, not counting the fee when the owner paid it. */
const nativeDelta = (record: TransactionRecord, owner: string): bigint | undefined => {
  const index = record.accountKeys.indexOf(owner);
  const before = record.preBalances[index];
  const after = record.postBalances[index];
  if (index < 0 || before === undefined || after === undefined) return undefined;
  return after - before + (index === 0 ? record.fee : 0n);
};

/**
 * The actual amounts of a landed swap or transfer for `owner`: token balance deltas of each
 * mint, else (for SOL) native balance deltas, else the spec's error.
 */
export const balanceChanges = (record: TransactionRecord, owner: string, inputMint: string, outputMint: string): BalanceChanges => {
  const delta = (mint: string) => tokenDelta(record, owner, mint) ?? (isSol(mint) ? nativeDelta(record, owner) : undefined);
  const input = delta(inputMint);
  const output = delta(outputMint);
  if (input === undefined || output === undefined) return { ok: false, error: txError('balance-change', TX_MESSAGES.balanceChange) };
  return { ok: true, inputAmount: -input, outputAmount: output };
};
