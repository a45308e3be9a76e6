import { SWAP_BUILD_TIMEOUT_MS } from '../core/timing';
import { TX_BUSY_MESSAGE, type TxGate, createTxGate } from '../tx/gate';
import type { Observable } from 'rxjs';
import { BehaviorSubject, catchError, concat, distinctUntilChanged, finalize, map, of, shareReplay, switchMap, take, tap } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { type QuoteResponse, type SwapBuilt, serviceErrorSchema, swapResponseSchema } from '../schemas/quote';
import type { Toasts } from '../shell/toasts';
import { fromBase64 } from '../solana/codec';
import type { TransactionSigner } from '../solana/ports';
import { capPriorityFee } from '../tx/computeBudget';
import type { TransactionEngine } from '../tx/engine';
import { type TxError, txError } from '../tx/errors';
import { balanceChanges } from '../tx/landed';
import type { TxState } from '../tx/types';
import { fromBaseUnits } from './baseUnits';
import { type SwapSettings, engineBroadcastMode, prioritizationFee, solToLamports } from './settings';
import { createSwapToastWriter } from './swapToasts';

export interface SwapToken {
  readonly mint: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface SwapRequest {
  /** The quote on screen, sent back unchanged. */
  readonly quote: QuoteResponse;
  readonly signer: TransactionSigner;
  readonly settings: SwapSettings;
  readonly input: SwapToken;
  readonly output: SwapToken;
  /** The referral's token account for the fee mint, when a platform fee is charged. */
  readonly feeAccount?: string;
  /** The auto profile lets the service pick the slippage at build time. */
  readonly dynamicSlippage?: boolean;
  /** Send even when the simulation fails (never for insufficient funds or too many locks). */
  readonly skipPreflight?: boolean;
}

/** spec 001 §3 Swap result: the amounts that actually moved. */
export interface SwapResult {
  readonly txid: string;
  readonly inputAddress: string;
  readonly outputAddress: string;
  readonly inputAmount: bigint;
  readonly outputAmount: bigint;
}

export type SwapState =
  | { readonly status: 'building'; readonly label: string }
  | TxState
  /** Landed and read back: `result` is undefined when the transaction could not be read or measured. */
  | { readonly status: 'swapped'; readonly label: string; readonly signature: string; readonly slot: number; readonly result: SwapResult | undefined; readonly error?: TxError };

export interface SwapExecutorDeps {
  readonly http: HttpClient;
  /** config.endpoints.swapApi */
  readonly swapApi: string;
  readonly engine: TransactionEngine;
  readonly toasts: Toasts;
  readonly explorerTx: (signature: string) => string;
  readonly helpUrl: string;
  /** Holdings and portfolio of the wallet, refetched after a landed swap. */
  readonly refresh: (address: string) => void;
  readonly logger: Logger;
  /** One write at a time across the app; without it, swaps are gated among themselves only. */
  readonly gate?: TxGate;
}

export const UNKNOWN_SWAP_ERROR = 'Unknown error';

/** Server swap errors carry the server's message, else 'Unknown error' (spec 001 §8). */
const serverSwapError = (error: unknown): TxError => {
  const body = error instanceof HttpStatusError ? serviceErrorSchema.safeParse(error.body) : undefined;
  const message = body?.success && body.data.error ? body.data.error : UNKNOWN_SWAP_ERROR;
  return txError('unknown', message, { cause: error });
};

/** The POST /swap body (spec 001 §7). */
export const swapRequestBody = (request: SwapRequest) => ({
  quoteResponse: request.quote,
  userPublicKey: request.signer.publicKey,
  wrapAndUnwrapSol: !request.settings.useWrappedSol,
  ...(request.feeAccount ? { feeAccount: request.feeAccount } : {}),
  asLegacyTransaction: request.settings.legacyTransaction,
  dynamicComputeUnitLimit: true,
  allowOptimizedWrappedSolTokenAccount: true,
  prioritizationFeeLamports: prioritizationFee(request.settings),
  dynamicSlippage: request.dynamicSlippage ?? false,
  correctLastValidBlockHeight: true,
});

export const swapLabel = (request: Pick<SwapRequest, 'quote' | 'input' | 'output'>): string =>
  `Swap ${fromBaseUnits(BigInt(request.quote.inAmount), request.input.decimals)} ${request.input.symbol} to ${request.output.symbol}`;

/**
 * Swap execution (spec 001 §4): POST /swap, decode the transaction, cap its priority fee at the
 * user's maximum (§5), then the transaction engine (simulate, sign, broadcast with preflight
 * skipped, confirm against lastValidBlockHeight; it warns when the wallet changed the message).
 * After confirmation the landed transaction gives the actual amounts, and the wallet's holdings
 * are refreshed. A swap runs to its end whoever watches; the result replays its latest state.
 */
export const createSwapExecutor = (deps: SwapExecutorDeps) => {
  const { http, swapApi, engine, refresh, logger } = deps;
  const gate = deps.gate ?? createTxGate();
  const running = new BehaviorSubject(0);
  let counter = 0;

  const settle = (request: SwapRequest, label: string, signature: string, slot: number): Observable<SwapState> =>
    engine.fetchLanded(signature).pipe(
      take(1),
      map((record): SwapState => {
        const done = { status: 'swapped', label, signature, slot } as const;
        if (!record) return { ...done, result: undefined };
        const owner = request.signer.publicKey;
        const changes = balanceChanges(record, owner, request.quote.inputMint, request.quote.outputMint);
        if (!changes.ok) {
          logger.warn(changes.error.message, { signature });
          return { ...done, result: undefined, error: changes.error };
        }
        const { inputAmount, outputAmount } = changes;
        return { ...done, result: { txid: signature, inputAddress: request.quote.inputMint, outputAddress: request.quote.outputMint, inputAmount, outputAmount } };
      }),
    );

  const send = (request: SwapRequest, label: string, built: SwapBuilt): Observable<SwapState> => {
    const wire = fromBase64(built.swapTransaction);
    const capped = wire ? capPriorityFee(wire, solToLamports(request.settings.maxPriorityFee)) : undefined;
    if (!capped) {
      logger.error('The swap transaction could not be decoded', { label });
      return of<SwapState>({ status: 'failed', label, error: txError('unknown', UNKNOWN_SWAP_ERROR) });
    }
    if (capped.capped) logger.info('Priority fee capped at the maximum', { requested: String(capped.requestedLamports), capped: String(capped.feeLamports) });
    if (built.simulationError) logger.warn('The swap service could not simulate the transaction', { error: built.simulationError.error ?? null });
    return engine
      .execute({
        kind: 'prebuilt',
        wire: capped.wire,
        lastValidBlockHeight: built.lastValidBlockHeight,
        signer: request.signer,
        label,
        skipPreflight: request.skipPreflight ?? false,
        broadcastMode: engineBroadcastMode(request.settings.broadcastMode),
      })
      .pipe(
        switchMap((state): Observable<SwapState> => {
          if (state.status !== 'confirmed') return of(state);
          refresh(request.signer.publicKey);
          return concat(of(state), settle(request, label, state.signature, state.slot));
        }),
      );
  };

  const execute = (request: SwapRequest): Observable<SwapState> => {
    const label = swapLabel(request);
    const writeToast = createSwapToastWriter(deps, `swap-${++counter}`);
    // A second submit while a transaction runs is refused here, not only by a disabled button.
    if (gate.isBusy()) {
      const refused: SwapState = { status: 'failed', label, error: txError('unknown', TX_BUSY_MESSAGE) };
      writeToast(refused);
      return of(refused);
    }
    running.next(running.value + 1);
    const state$ = concat(
      of<SwapState>({ status: 'building', label }),
      http.post(`${swapApi}/swap`, swapRequestBody(request), { api: 'Swap API', responseName: 'swap', schema: swapResponseSchema, timeoutMs: SWAP_BUILD_TIMEOUT_MS }).pipe(
        take(1),
        switchMap((response) =>
          response.kind === 'built'
            ? send(request, label, response.built)
            : of<SwapState>({ status: 'failed', label, error: txError('unknown', response.error || UNKNOWN_SWAP_ERROR) }),
        ),
        catchError((error: unknown) => {
          logger.warn('Swap failed', { label, error: error instanceof Error ? error.message : String(error) });
          return of<SwapState>({ status: 'failed', label, error: serverSwapError(error) });
        }),
      ),
    ).pipe(
      tap(writeToast),
      finalize(() => running.next(running.value - 1)),
      (work$) => gate.hold(work$),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    // Leaving the page must not stop a swap in flight: this subscription runs it to the end.
    state$.subscribe();
    return state$;
  };

  return {
    execute,
    /** True while a swap is in flight: the quote's timed refetch waits (spec 001 §4). */
    inFlight$: running.pipe(
      map((count) => count > 0),
      distinctUntilChanged(),
    ),
  };
};

export type SwapExecutor = ReturnType<typeof createSwapExecutor>;
