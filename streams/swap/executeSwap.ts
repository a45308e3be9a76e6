import type { Observable } from 'rxjs';
import { defer, map, of, switchMap, throwError } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { type QuoteResponse, type SwapBuilt, serviceErrorSchema, swapResponseSchema } from '../schemas/quote';
import { fromBase64 } from '../solana/codec';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import { SWAP_BUILD_TIMEOUT_MS } from '../core/timing';
import type { CommandState, MeasuredChanges, TxBuild, TxCommand, TxCommands } from '../tx/command';
import { type TxToastCopy, standardToastCopy } from '../tx/commandToasts';
import { capPriorityFee } from '../tx/computeBudget';
import { type TxError, TxFailure, txError } from '../tx/errors';
import { refusedToSign } from '../tx/intent';
import { serverBuild } from '../tx/serverTransaction';
import { fromBaseUnits } from './baseUnits';
import { type SwapSettings, engineBroadcastMode, prioritizationFee, solToLamports } from './settings';
import { type SwapIntent, quoteMismatch, swapSpendLimits, swapWriteIntent } from './swapIntent';

export interface SwapToken {
  readonly mint: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface SwapRequest {
  /** The quote on screen, sent back unchanged. */
  readonly quote: QuoteResponse;
  /**
   * What the user asked for, from the form and settings (swapIntent.ts): the quote is checked
   * against it before it is built, and the transaction before it is signed.
   */
  readonly intent: SwapIntent;
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
  /** The bundle tip in lamports, in the jito and mixed modes (tipFloor.ts chooseTip). */
  readonly tipLamports?: number;
}

/** spec 001 §3 Swap result: the amounts that actually moved. */
export type SwapResult = MeasuredChanges;

/** A swap's states: the command's (building … confirmed), then 'settled' with the amounts that moved. */
export type SwapState = CommandState;

export interface SwapExecutorDeps {
  readonly http: HttpClient;
  /** config.endpoints.swapApi */
  readonly swapApi: string;
  /** The one transaction command: gate, engine, toasts, wallet refresh. */
  readonly commands: Pick<TxCommands, 'run' | 'busy$'>;
  readonly logger: Logger;
  /** A fresh blockhash: a build signed by the service too keeps its bytes, and expires by this one's height (never earlier than its own). */
  readonly latestBlockhash: () => Observable<BlockhashWithExpiry>;
  /** Whether the route program speaks the simulator's layout, so its instruction can be read and compared (the sim profile). */
  readonly readsRoute: boolean;
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
  prioritizationFeeLamports: prioritizationFee(request.settings, request.tipLamports),
  dynamicSlippage: request.dynamicSlippage ?? false,
  correctLastValidBlockHeight: true,
});

export const swapLabel = (request: Pick<SwapRequest, 'quote' | 'input' | 'output'>): string =>
  `Swap ${fromBaseUnits(BigInt(request.quote.inAmount), request.input.decimals)} ${request.input.symbol} to ${request.output.symbol}`;

/** The swap's toasts (spec 000 §4, spec 001 §4 Transaction flow). */
export const swapToastCopy = (label: string): TxToastCopy => {
  const standard = standardToastCopy(label);
  return { ...standard, failed: (error) => (error.kind === 'signing' ? { title: 'Wallet Signing Failed' } : standard.failed(error)) };
};

/**
 * Swap execution (spec 001 §4) as a transaction command: POST /swap (T47), decode the
 * transaction, cap its priority fee at the user's maximum (§5), then the command runs it
 * (simulate, pre-sign checks for auto-signing wallets against the quote, sign, broadcast with
 * preflight skipped, confirm against lastValidBlockHeight) and reads the actual amounts from
 * the landed transaction. A swap runs to its end whoever watches; the result replays.
 */
/** The tip this app asked for (never what the service says it put in: that could be anything). */
export const requestedTip = (settings: SwapSettings, tipLamports: number | undefined): bigint | undefined => {
  const fee = prioritizationFee(settings, tipLamports);
  return typeof fee === 'object' && 'jitoTipLamports' in fee ? BigInt(fee.jitoTipLamports ?? 0) : undefined;
};

/** Why a swap cannot be built for lack of a wallet (the spec's words), or nothing. */
export const walletMissing = (request: Pick<Partial<SwapRequest>, 'signer'>): string | undefined => {
  if (!request.signer) return 'Wallet is required';
  if (typeof request.signer.publicKey !== 'string' || request.signer.publicKey === '') return 'User public key is required';
  return undefined;
};

export const createSwapExecutor = ({ http, swapApi, commands, logger, latestBlockhash, readsRoute }: SwapExecutorDeps) => {
  const fromAnswer = (request: SwapRequest, label: string, built: SwapBuilt): Observable<TxBuild> => {
    const wire = fromBase64(built.swapTransaction);
    const capped = wire ? capPriorityFee(wire, solToLamports(request.settings.maxPriorityFee)) : undefined;
    const owner = request.signer.publicKey;
    // The service's lastValidBlockHeight is not believed (issue 23 item 5): a transaction only it
    // pays for goes on a fresh blockhash of ours; one it signed too expires by our newest blockhash.
    const build$ = capped ? serverBuild(capped.wire, owner, latestBlockhash) : undefined;
    if (!capped || !build$) {
      logger.error('The swap transaction could not be decoded, or another wallet pays for it', { label });
      throw new TxFailure(txError('unknown', UNKNOWN_SWAP_ERROR));
    }
    if (capped.capped) logger.info('Priority fee capped at the maximum', { requested: String(capped.requestedLamports), capped: String(capped.feeLamports) });
    if (built.simulationError) logger.warn('The swap service could not simulate the transaction', { error: built.simulationError.error ?? null });
    return build$.pipe(
      map((prepared): TxBuild => ({
        ...prepared,
        skipPreflight: request.skipPreflight ?? false,
        broadcastMode: engineBroadcastMode(request.settings.broadcastMode),
        // What may move comes from the intent alone: the quote and the build answer are the service's word.
        spend: swapSpendLimits(request.intent),
      })),
    );
  };

  const command = (request: SwapRequest): TxCommand => {
    const label = swapLabel(request);
    return {
      kind: 'swap',
      label,
      signer: request.signer,
      copy: swapToastCopy(label),
      intent: swapWriteIntent(request.intent, request.signer.publicKey, readsRoute),
      build: () =>
        defer(() => {
          // A quote that is not what the user asked for is never built, let alone signed.
          const mismatch = quoteMismatch(request.intent, request.quote);
          if (mismatch) {
            logger.warn('Refused a quote that differs from the swap asked for', { mismatch });
            return throwError(() => new TxFailure(txError('refused', refusedToSign(mismatch))));
          }
          return http
            .post(`${swapApi}/swap`, swapRequestBody(request), {
              api: 'Swap API',
              responseName: 'swap',
              schema: swapResponseSchema,
              timeoutMs: SWAP_BUILD_TIMEOUT_MS,
            })
            .pipe(
              switchMap((response) => {
                if (response.kind !== 'built') throw new TxFailure(txError('unknown', response.error || UNKNOWN_SWAP_ERROR));
                return fromAnswer(request, label, response.built);
              }),
            );
        }),
      buildError: serverSwapError,
      measure: { inputMint: request.quote.inputMint, outputMint: request.quote.outputMint },
    };
  };

  return {
    /** Starts the swap (refused at once while another transaction runs); replays its latest state. */
    execute: (request: SwapRequest): Observable<SwapState> => {
      // spec 001 §5: a swap needs a wallet and its public key (the POST /swap body's userPublicKey).
      const missing = walletMissing(request);
      if (missing) {
        logger.warn(missing, { label: swapLabel(request) });
        return of<SwapState>({ status: 'failed', label: swapLabel(request), error: txError('unknown', missing) });
      }
      return commands.run(command(request));
    },
    /** True while a swap (or any write) is in flight: the quote's timed refetch waits (spec 001 §4). */
    inFlight$: commands.busy$,
  };
};

export type SwapExecutor = ReturnType<typeof createSwapExecutor>;
