import type { Observable } from 'rxjs';
import { EMPTY, catchError, concat, concatMap, defer, from, map, merge, of, switchMap, take, throwError } from 'rxjs';
import { fromBase64 } from '../solana/codec';
import type { TransactionRecord } from '../solana/ports';
import { DEADLINE_MESSAGES, TxFailure, txError } from './errors';
import { fetchLanded } from './landed';
import { createPendingStore } from './pendingStore';
import { type Prepared, type Signed, prepareTransaction, signAllTransactions, signTransaction, simulateTransaction } from './prepare';
import { FEES_ONLY, checkBeforeSigning, verifyIntent } from './preSignChecks';
import { trustedProgramsOf } from './trustedPrograms';
import { trackTransaction } from './track';
import type { TransactionEngineDeps, TxRequest, TxState } from './types';

export interface ResumedTransaction {
  readonly signature: string;
  readonly label: string;
  readonly state$: Observable<TxState>;
}

export interface TransactionEngine {
  /** One transaction from request to a final state; cold: each subscription runs it once. */
  execute(request: TxRequest): Observable<TxState>;
  /**
   * Several transactions the user approves in one prompt (a batch on a wallet that prompts):
   * each prepared and checked in turn, then one signAllTransactions for those that passed, then
   * all sent and followed. Each state carries the index of its request.
   */
  executeTogether(requests: readonly TxRequest[]): Observable<IndexedTxState>;
  /**
   * At start-up: the transactions a previous session left in flight, confirming again (those of
   * `owner` only, when given). Their bytes are resent as stored, never signed again.
   */
  resume(owner?: string): readonly ResumedTransaction[];
  /** The landed transaction (T32 retries), or null when it cannot be read. */
  fetchLanded(signature: string): Observable<TransactionRecord | null>;
  /**
   * Forgets the pending records of other wallets whose blockhash has expired (past their last
   * valid block height, nothing can land any more), so stale records never pile up in storage.
   * `owner`'s own are resumed instead, and end by themselves. Answers how many were forgotten.
   */
  pruneExpired(owner: string): Observable<number>;
}

export interface IndexedTxState {
  readonly index: number;
  readonly state: TxState;
}

/** Emits `state`, then runs `work$` (its first value) into `next`. */
const step = <T>(state: TxState, work$: Observable<T>, next: (value: T) => Observable<TxState>): Observable<TxState> =>
  concat(of(state), work$.pipe(take(1), switchMap(next)));

/**
 * The transaction engine (spec 001 §4 'Transaction send'; reliability §1), one pipeline for
 * swaps, transfers and order cancels:
 *   preparing → simulating (and, for auto-signing wallets, the pre-sign checks) → awaiting-signature
 *   → sending → confirming → confirmed | failed | expired
 * Failures before the signature end as 'failed' without a signature; after it, with one.
 */
export const createTransactionEngine = (deps: TransactionEngineDeps): TransactionEngine => {
  const store = createPendingStore(deps);
  const trusted = deps.trustedPrograms ?? trustedProgramsOf('sim');

  /**
   * Every wallet gets the intent check (the transaction's own instructions against what the
   * user asked for) and the simulation; one that signs without asking also gets the balance
   * checks of preSignChecks.ts.
   */
  const simulateAndCheck = (prepared: Prepared, request: TxRequest): Observable<unknown> => {
    const skipPreflight = request.skipPreflight ?? false;
    const mismatch = verifyIntent(prepared, request.intent, request.signer, deps.readsLayouts ?? true);
    if (mismatch) return throwError(() => mismatch);
    if (!request.signer.autoSigns) return simulateTransaction(deps, prepared, skipPreflight);
    return checkBeforeSigning(deps.rpc, prepared, request.signer.publicKey, request.spend ?? FEES_ONLY, trusted, (accounts) =>
      simulateTransaction(deps, prepared, skipPreflight, accounts),
    );
  };

  /**
   * A signature that took longer in an external wallet's prompt than the remote config allows
   * (prepared.signBy) is not sent: the user tries again on a fresh blockhash. Nothing was sent,
   * so nothing can land twice. Quick accounts sign at once and skip the check.
   */
  const sendable = (prepared: Prepared, request: TxRequest, signed: Signed): Observable<Signed> =>
    prepared.signBy === undefined || request.signer.autoSigns
      ? of(signed)
      : deps.rpc.getBlockHeight('confirmed').pipe(
          take(1),
          map((height) => {
            if (height > (prepared.signBy ?? height)) throw new TxFailure(txError('expired', DEADLINE_MESSAGES.signedTooLate));
            return signed;
          }),
        );

  /** A failure before the transaction is out ends it as 'failed'; anything else is a programmer error. */
  const endFailed =
    (label: string) =>
    (error: unknown): Observable<TxState> =>
      error instanceof TxFailure ? of<TxState>({ status: 'failed', label, error: error.error }) : throwError(() => error);

  const awaiting = (request: TxRequest): TxState => ({
    status: 'awaiting-signature',
    label: request.label,
    autoSigns: request.signer.autoSigns,
    ...(request.intent ? { intent: request.intent.summary } : {}),
  });

  const track = (prepared: Prepared, request: TxRequest, signed: Signed): Observable<TxState> =>
    trackTransaction(deps, store, {
      signature: signed.signature,
      wire: signed.wire,
      lastValidBlockHeight: prepared.lastValidBlockHeight,
      label: request.label,
      mode: request.broadcastMode ?? 'plain',
      resumed: false,
      owner: request.signer.publicKey,
    });

  const execute = (request: TxRequest): Observable<TxState> =>
    defer(() => {
      const { label, signer } = request;
      return step({ status: 'preparing', label }, prepareTransaction(deps, request), (prepared) =>
        step({ status: 'simulating', label }, simulateAndCheck(prepared, request), () =>
          step(awaiting(request), signTransaction(deps, prepared, signer, label).pipe(switchMap((signed) => sendable(prepared, request, signed))), (signed) =>
            track(prepared, request, signed),
          ),
        ),
      ).pipe(catchError(endFailed(label)));
    });

  const executeTogether = (requests: readonly TxRequest[]): Observable<IndexedTxState> =>
    defer(() => {
      const ready: { readonly index: number; readonly request: TxRequest; readonly prepared: Prepared }[] = [];
      const indexed = (index: number) => map((state: TxState): IndexedTxState => ({ index, state }));
      // In turn: one that fails its checks is left out of the prompt, the others go on.
      const checked$ = from(requests).pipe(
        concatMap((request, index) =>
          step({ status: 'preparing', label: request.label }, prepareTransaction(deps, request), (prepared) =>
            step({ status: 'simulating', label: request.label }, simulateAndCheck(prepared, request), () => {
              ready.push({ index, request, prepared });
              return EMPTY;
            }),
          ).pipe(catchError(endFailed(request.label)), indexed(index)),
        ),
      );
      const signed$ = defer(() => {
        const [first] = ready;
        if (!first) return EMPTY;
        const { signer, label } = first.request;
        const prompts$ = from(ready.map(({ index, request }) => ({ index, state: awaiting(request) })));
        const sent$ = signAllTransactions(
          deps,
          ready.map((each) => each.prepared),
          signer,
          label,
        ).pipe(
          // All signed at once: sent at once, each followed on its own.
          switchMap((signed) =>
            merge(
              ...ready.map(({ index, request, prepared }, at) =>
                sendable(prepared, request, signed[at] as Signed).pipe(
                  switchMap((each) => track(prepared, request, each)),
                  catchError(endFailed(request.label)),
                  indexed(index),
                ),
              ),
            ),
          ),
          catchError((error: unknown) =>
            error instanceof TxFailure
              ? from(ready.map(({ index, request }) => ({ index, state: { status: 'failed', label: request.label, error: error.error } as TxState })))
              : throwError(() => error),
          ),
        );
        return concat(prompts$, sent$);
      });
      return concat(checked$, signed$);
    });

  const resume = (owner?: string): readonly ResumedTransaction[] =>
    store.list().flatMap((pending) => {
      if (owner !== undefined && pending.owner !== undefined && pending.owner !== owner) return [];
      const wire = fromBase64(pending.wire);
      if (!wire) return []; // the store only keeps base64; this is belt and braces
      // Resent the way it was first sent: a bundle only through the block engine (never a public RPC).
      const state$ = trackTransaction(deps, store, { ...pending, wire, mode: pending.mode ?? 'plain', resumed: true });
      return [{ signature: pending.signature, label: pending.label, state$ }];
    });

  const pruneExpired = (owner: string): Observable<number> =>
    deps.rpc.getBlockHeight('confirmed').pipe(
      take(1),
      map((height) => store.prune((pending) => pending.owner !== owner && pending.lastValidBlockHeight < height)),
      catchError((error: unknown) => {
        deps.logger.warn('Could not read the block height to prune pending transactions', { error: error instanceof Error ? error.message : String(error) });
        return of(0);
      }),
    );

  return { execute, executeTogether, resume, fetchLanded: (signature) => fetchLanded(deps, signature), pruneExpired };
};
