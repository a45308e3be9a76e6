import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { type QuoteResponse, type SwapBuilt, serviceErrorSchema, swapResponseSchema } from '../schemas/quote';
import { fromBase64 } from '../solana/codec';
import type { TransactionSigner } from '../solana/ports';
import { SWAP_BUILD_TIMEOUT_MS } from '../core/timing';
import type { CommandState, MeasuredChanges, TxBuild, TxCommand, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { capPriorityFee } from '../tx/computeBudget';
import { type TxError, TxFailure, txError } from '../tx/errors';
import { NATIVE_SOL } from '../tx/landed';
import type { SpendLimits } from '../tx/spendCheck';
import { fromBaseUnits } from './baseUnits';
import { type SwapSettings, engineBroadcastMode, prioritizationFee, solToLamports } from './settings';

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

/**
 * The most the dynamic slippage of the swap service may widen a swap's minimum to, when the
 * request sets no bounds (the service's own default ceiling): a build answer claiming more is
 * not believed by the pre-sign checks.
 */
export const DYNAMIC_SLIPPAGE_CEILING_BPS = 300;

/**
 * What an auto-signing wallet may let the swap move (issue 11 item 4): the sold token up to the
 * quote's input (ExactOut: its maximum), and at least the quote's minimum out (ExactIn: the
 * threshold, widened by the dynamic slippage the build reports, within the ceiling).
 */
export const swapSpendLimits = (
  request: Pick<SwapRequest, 'quote' | 'input' | 'output'>,
  built?: Pick<SwapBuilt, 'dynamicSlippageReport'>,
  tipLamports?: bigint,
): SpendLimits => {
  const { quote } = request;
  const symbols = { [quote.inputMint]: request.input.symbol, [quote.outputMint]: request.output.symbol };
  // A bundle tip leaves as SOL on top of the input (a SOL input sums with it: WSOL counts as SOL).
  const tip: Record<string, bigint> = tipLamports && tipLamports > 0n ? { [NATIVE_SOL]: tipLamports } : {};
  if (quote.swapMode === 'ExactOut') {
    return { maxOutflow: { [quote.inputMint]: BigInt(quote.otherAmountThreshold), ...tip }, minInflow: { [quote.outputMint]: BigInt(quote.outAmount) }, symbols };
  }
  const reported = built?.dynamicSlippageReport?.slippageBps;
  const bps = typeof reported === 'number' ? Math.min(Math.max(reported, quote.slippageBps), Math.max(quote.slippageBps, DYNAMIC_SLIPPAGE_CEILING_BPS)) : undefined;
  const minimum = bps === undefined ? BigInt(quote.otherAmountThreshold) : (BigInt(quote.outAmount) * BigInt(10_000 - bps)) / 10_000n;
  return { maxOutflow: { [quote.inputMint]: BigInt(quote.inAmount), ...tip }, minInflow: { [quote.outputMint]: minimum }, symbols };
};

/** The swap's toasts (spec 000 §4, spec 001 §4 Transaction flow). */
export const swapToastCopy = (label: string): TxToastCopy => ({
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: 'Transaction Confirmed', description: label },
  failed: (error) => (error.kind === 'signing' ? { title: 'Wallet Signing Failed' } : { title: 'Transaction Failed', description: error.message, help: true }),
});

/**
 * Swap execution (spec 001 §4) as a transaction command: POST /swap (T47), decode the
 * transaction, cap its priority fee at the user's maximum (§5), then the command runs it
 * (simulate, pre-sign checks for auto-signing wallets against the quote, sign, broadcast with
 * preflight skipped, confirm against lastValidBlockHeight) and reads the actual amounts from
 * the landed transaction. A swap runs to its end whoever watches; the result replays.
 */
/** The tip this app asked for (never what the service says it put in: that could be anything). */
const requestedTip = (request: SwapRequest): bigint | undefined => {
  const fee = prioritizationFee(request.settings, request.tipLamports);
  return typeof fee === 'object' && 'jitoTipLamports' in fee ? BigInt(fee.jitoTipLamports ?? 0) : undefined;
};

export const createSwapExecutor = ({ http, swapApi, commands, logger }: SwapExecutorDeps) => {
  const fromAnswer = (request: SwapRequest, label: string, built: SwapBuilt): TxBuild => {
    const wire = fromBase64(built.swapTransaction);
    const capped = wire ? capPriorityFee(wire, solToLamports(request.settings.maxPriorityFee)) : undefined;
    if (!capped) {
      logger.error('The swap transaction could not be decoded', { label });
      throw new TxFailure(txError('unknown', UNKNOWN_SWAP_ERROR));
    }
    if (capped.capped) logger.info('Priority fee capped at the maximum', { requested: String(capped.requestedLamports), capped: String(capped.feeLamports) });
    if (built.simulationError) logger.warn('The swap service could not simulate the transaction', { error: built.simulationError.error ?? null });
    return {
      kind: 'prebuilt',
      wire: capped.wire,
      lastValidBlockHeight: built.lastValidBlockHeight,
      skipPreflight: request.skipPreflight ?? false,
      broadcastMode: engineBroadcastMode(request.settings.broadcastMode),
      spend: swapSpendLimits(request, built, requestedTip(request)),
    };
  };

  const command = (request: SwapRequest): TxCommand => {
    const label = swapLabel(request);
    return {
      kind: 'swap',
      label,
      signer: request.signer,
      copy: swapToastCopy(label),
      build: () =>
        http.post(`${swapApi}/swap`, swapRequestBody(request), { api: 'Swap API', responseName: 'swap', schema: swapResponseSchema, timeoutMs: SWAP_BUILD_TIMEOUT_MS }).pipe(
          map((response) => {
            if (response.kind !== 'built') throw new TxFailure(txError('unknown', response.error || UNKNOWN_SWAP_ERROR));
            return fromAnswer(request, label, response.built);
          }),
        ),
      buildError: serverSwapError,
      measure: { inputMint: request.quote.inputMint, outputMint: request.quote.outputMint },
    };
  };

  return {
    /** Starts the swap (refused at once while another transaction runs); replays its latest state. */
    execute: (request: SwapRequest): Observable<SwapState> => commands.run(command(request)),
    /** True while a swap (or any write) is in flight: the quote's timed refetch waits (spec 001 §4). */
    inFlight$: commands.busy$,
  };
};

export type SwapExecutor = ReturnType<typeof createSwapExecutor>;
