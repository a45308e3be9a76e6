import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, distinctUntilChanged, exhaustMap, forkJoin, map, of, scan, takeWhile, timer } from 'rxjs';
import { TRANSACTION_PAGE_POLL_MS, TRANSACTION_PAGE_SEARCH_MS } from '../core/timing';
import { SIGNATURE_PATTERN, fromBase58 } from '../solana/codec';
import type { Commitment, SolanaRpc, TransactionRecord } from '../solana/ports';
import { type BalanceChange, balanceChanges } from './balanceChanges';
import { programName } from './programNames';

export interface TransactionInstruction {
  readonly programId: string;
  /** Undefined for a program the app does not know: the page shows its address. */
  readonly programName: string | undefined;
  readonly accounts: readonly string[];
}

/** One transaction as the page shows it, read from the RPC. */
export interface TransactionDetails {
  readonly signature: string;
  readonly slot: number;
  /** Unix seconds, as the RPC gives it; null when the node has no time for the block. */
  readonly blockTime: number | null;
  readonly fee: bigint;
  /** The on-chain error, or null: it succeeded. */
  readonly err: unknown;
  /** The first signer pays the fee. */
  readonly signers: readonly string[];
  readonly changes: readonly BalanceChange[];
  readonly instructions: readonly TransactionInstruction[];
  readonly logMessages: readonly string[];
}

export type TransactionViewState =
  | { readonly status: 'invalid' }
  | { readonly status: 'searching' }
  | { readonly status: 'not-found' }
  /** The RPC could not be read; the next read tries again. */
  | { readonly status: 'unreachable'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly details: TransactionDetails;
      readonly confirmation: Commitment | null;
      /** Blocks on top of it while not final; null once final or when the node does not say. */
      readonly confirmations: number | null;
    };

/** A transaction signature: base58 of 64 bytes. */
export const isSignature = (text: string): boolean => SIGNATURE_PATTERN.test(text) && fromBase58(text)?.length === 64;

const detailsOf = (signature: string, record: TransactionRecord): TransactionDetails => {
  const keyAt = (index: number) => record.accountKeys[index] ?? `#${index}`;
  return {
    signature,
    slot: record.slot,
    blockTime: record.blockTime,
    fee: record.fee,
    err: record.err,
    signers: record.accountKeys.slice(0, Math.max(1, record.signerCount ?? 1)),
    changes: balanceChanges(record),
    instructions: (record.instructions ?? []).map((instruction) => ({
      programId: keyAt(instruction.programIndex),
      programName: programName(keyAt(instruction.programIndex)),
      accounts: instruction.accounts.map(keyAt),
    })),
    logMessages: record.logMessages,
  };
};

const sameView = (a: TransactionViewState, b: TransactionViewState): boolean =>
  a === b ||
  (a.status === 'searching' && b.status === 'searching') ||
  (a.status === 'ready' && b.status === 'ready' && a.confirmation === b.confirmation && a.confirmations === b.confirmations);

type Read = { readonly kind: 'read'; readonly state: TransactionViewState } | { readonly kind: 'missing' };

/**
 * The transaction page's data for one signature: the transaction (confirmed commitment) and its
 * status, read at once and every 2 s (T62) until it is final. A signature the RPC does not know
 * is looked for during 30 s (T63: a transaction just sent, whose toast link was followed at once,
 * is not readable yet), then not found. A failing RPC is said and read again at the next turn.
 */
export const transactionView =
  ({ rpc, scheduler }: { readonly rpc: Pick<SolanaRpc, 'getTransaction' | 'getSignatureStatuses'>; readonly scheduler: SchedulerLike }) =>
  (signature: string): Observable<TransactionViewState> => {
    if (!isSignature(signature)) return of({ status: 'invalid' });
    const started = scheduler.now();
    const read = (): Observable<Read> =>
      forkJoin([rpc.getTransaction(signature, 'confirmed'), rpc.getSignatureStatuses([signature], { searchTransactionHistory: true })]).pipe(
        map(([record, [status]]): Read => {
          if (record === null) return { kind: 'missing' };
          const confirmation = status?.confirmationStatus ?? null;
          return {
            kind: 'read',
            state: {
              status: 'ready',
              details: detailsOf(signature, record),
              confirmation,
              confirmations: confirmation === 'finalized' ? null : (status?.confirmations ?? null),
            },
          };
        }),
        catchError((error: unknown) =>
          of<Read>({ kind: 'read', state: { status: 'unreachable', message: error instanceof Error ? error.message : String(error) } }),
        ),
      );
    return timer(0, TRANSACTION_PAGE_POLL_MS, scheduler).pipe(
      exhaustMap(read),
      // Once read, a transaction stays shown: a later missing answer (another node behind) changes nothing.
      scan(
        (shown: TransactionViewState, next: Read): TransactionViewState => {
          if (next.kind === 'read') return next.state.status === 'unreachable' && shown.status === 'ready' ? shown : next.state;
          if (shown.status === 'ready') return shown;
          return scheduler.now() - started >= TRANSACTION_PAGE_SEARCH_MS ? { status: 'not-found' } : { status: 'searching' };
        },
        { status: 'searching' },
      ),
      // Still searching, or the same transaction at the same confirmation: nothing new to show.
      distinctUntilChanged(sameView),
      takeWhile((state) => state.status !== 'not-found' && !(state.status === 'ready' && state.confirmation === 'finalized'), true),
    );
  };
