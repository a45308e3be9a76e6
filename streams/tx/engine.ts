import type { Observable } from 'rxjs';
import { catchError, concat, defer, map, of, switchMap, take, throwError } from 'rxjs';
import { fromBase64 } from '../solana/codec';
import type { TransactionRecord } from '../solana/ports';
import { DEADLINE_MESSAGES, TxFailure, txError } from './errors';
import { fetchLanded } from './landed';
import { createPendingStore } from './pendingStore';
import { type Prepared, type Signed, prepareTransaction, signTransaction, simulateTransaction } from './prepare';
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

  const execute = (request: TxRequest): Observable<TxState> =>
    defer(() => {
      const { label, signer } = request;
      return step({ status: 'preparing', label }, prepareTransaction(deps, request), (prepared) =>
        step({ status: 'simulating', label }, simulateAndCheck(prepared, request), () =>
          step(
            { status: 'awaiting-signature', label, autoSigns: signer.autoSigns, ...(request.intent ? { intent: request.intent.summary } : {}) },
            signTransaction(deps, prepared, signer, label).pipe(switchMap((signed) => sendable(prepared, request, signed))),
            (signed) =>
              trackTransaction(deps, store, {
                signature: signed.signature,
                wire: signed.wire,
                lastValidBlockHeight: prepared.lastValidBlockHeight,
                label,
                mode: request.broadcastMode ?? 'plain',
                resumed: false,
                owner: signer.publicKey,
              }),
          ),
        ),
      ).pipe(
        catchError((error: unknown) => (error instanceof TxFailure ? of<TxState>({ status: 'failed', label, error: error.error }) : throwError(() => error))),
      );
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

  return { execute, resume, fetchLanded: (signature) => fetchLanded(deps, signature), pruneExpired };
};
