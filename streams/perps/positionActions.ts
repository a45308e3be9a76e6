import type { Observable } from 'rxjs';
import { BehaviorSubject, map } from 'rxjs';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { PERPS_REQUEST_TIMEOUT_MS } from '../core/timing';
import { fromBase64 } from '../solana/codec';
import type { TransactionSigner } from '../solana/ports';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import type { WriteIntent } from '../tx/intent';
import type { SpendLimits } from '../tx/spendCheck';
import type {
  AddCollateralRequest,
  ClosePositionRequest,
  EditTriggersRequest,
  OpenPositionRequest,
  PerpsSide,
  RemoveCollateralRequest,
} from './positionRequests';
import { addCollateralIntent, closeIntent, editTriggersIntent, openIntent, removeCollateralIntent } from './positionIntents';
import { onFreshBlockhash, readRequestTransaction } from '../tx/serverTransaction';
import { type PositionRequestResponse, positionRequestResponseSchema } from './schemas';

export type {
  AddCollateralRequest,
  ClosePositionRequest,
  EditTriggersRequest,
  OpenPositionRequest,
  PerpsSide,
  RemoveCollateralRequest,
} from './positionRequests';

export interface PositionActionsDeps {
  readonly http: HttpClient;
  /** The Perps API: POST {perpsApi}/positions/increase, /positions/decrease (close, or collateral out), /tpsl. */
  readonly perpsApi: string;
  /** The one transaction command: gated, its toasts, the owner's portfolio and holdings refetched once it lands. */
  readonly commands: Pick<TxCommands, 'run'>;
  readonly logger: Logger;
}

/**
 * One toast per perps action (spec 000 §4 Toasts), replaced in place as the transaction moves:
 * the action's label while it is prepared and sent, the signature step, then '{label} confirmed'
 * with the explorer link, or 'Transaction Failed' with the engine's message.
 */
export const perpsToastCopy = (label: string): TxToastCopy => ({
  working: { title: label },
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: `${label} confirmed` },
  failed: (error) => ({ title: 'Transaction Failed', description: `${label}: ${error.message}` }),
});

const sideName = (side: PerpsSide) => (side === 'long' ? 'Long' : 'Short');

/** The server's `{error}` text when it sent one. */
const messageOf = (error: unknown): string => serviceMessage(error, TX_MESSAGES.unknown);

/** SOL collateral leaves as lamports (wrapped SOL counts as SOL), USDC as tokens, as much as the request asked; a decrease or TP/SL moves nothing out. */
const collateralLimits = (mint: string | undefined, amount: bigint): SpendLimits =>
  mint === undefined || amount === 0n ? { maxOutflow: {} } : { maxOutflow: { [mint]: amount } };

/**
 * Position actions (open, add or remove collateral, TP/SL, close) as transaction commands: the Perps API
 * answers an unsigned request transaction (the perps request instruction, with the collateral
 * into the custody on an increase), the command puts it on a fresh blockhash, checks its
 * request against the user's (positionIntents.ts), simulates, checks and signs it and confirms
 * it; the keeper executes the request when it lands. Each build times out after T57. Each action runs to its end whoever watches;
 * its state replays. `closing$` holds the positions whose close is in flight, for
 * 'Closing {label}...'.
 */
export const createPositionActions = ({ http, perpsApi, commands, logger }: PositionActionsDeps) => {
  const closing = new BehaviorSubject<ReadonlySet<string>>(new Set());
  const setClosing = (key: string, on: boolean) => {
    const next = new Set(closing.value);
    if (on) next.add(key);
    else next.delete(key);
    closing.next(next);
  };

  const run = (
    signer: TransactionSigner,
    label: string,
    intent: WriteIntent,
    path: string,
    body: unknown,
    spend: SpendLimits,
    onFinal?: () => void,
  ): Observable<CommandState> => {
    const owner = signer.publicKey;
    const fromResponse = (response: PositionRequestResponse): TxBuild => {
      const wire = fromBase64(response.serializedTxBase64);
      if (!wire || !readRequestTransaction(wire, owner)) {
        logger.error('The Perps API answered a transaction this wallet cannot sign', { label });
        throw new TxFailure(txError('unknown', TX_MESSAGES.unknown));
      }
      return { kind: 'build', build: onFreshBlockhash(wire), spend };
    };
    return commands.run({
      kind: 'perps',
      label,
      signer,
      copy: perpsToastCopy(label),
      intent,
      build: () =>
        http
          .post(`${perpsApi}/${path}`, body, {
            api: 'Perps API',
            responseName: 'position request',
            schema: positionRequestResponseSchema,
            timeoutMs: PERPS_REQUEST_TIMEOUT_MS,
          })
          .pipe(map(fromResponse)),
      buildError: (error) => txError('unknown', messageOf(error), { cause: error }),
      ...(onFinal ? { onFinal } : {}),
    });
  };

  return {
    open: (request: OpenPositionRequest) =>
      run(
        request.signer,
        `Open ${sideName(request.side)} ${request.market.symbol}`,
        openIntent(request),
        'positions/increase',
        {
          walletAddress: request.signer.publicKey,
          marketMint: request.market.mint,
          side: request.side,
          collateralMint: request.collateralMint,
          collateralTokenDelta: request.collateralAmount.toString(),
          sizeUsdDelta: request.sizeUsd,
          takeProfitPriceUsd: request.takeProfitPriceUsd ?? null,
          stopLossPriceUsd: request.stopLossPriceUsd ?? null,
        },
        collateralLimits(request.collateralMint, request.collateralAmount),
      ),
    addCollateral: (request: AddCollateralRequest) =>
      run(
        request.signer,
        `Add collateral to ${sideName(request.side)} ${request.market.symbol}`,
        addCollateralIntent(request),
        'positions/increase',
        {
          walletAddress: request.signer.publicKey,
          marketMint: request.market.mint,
          side: request.side,
          collateralMint: request.collateralMint,
          collateralTokenDelta: request.collateralAmount.toString(),
          sizeUsdDelta: 0,
        },
        collateralLimits(request.collateralMint, request.collateralAmount),
      ),
    /** The Perps API's decrease with sizeUsdDelta 0: the request moves nothing out of the wallet, the payout comes from the custody. */
    removeCollateral: (request: RemoveCollateralRequest) =>
      run(
        request.signer,
        `Remove collateral from ${sideName(request.side)} ${request.market.symbol}`,
        removeCollateralIntent(request),
        'positions/decrease',
        {
          walletAddress: request.signer.publicKey,
          positionPubkey: request.positionKey,
          collateralUsdDelta: request.collateralUsd,
          sizeUsdDelta: 0,
        },
        collateralLimits(undefined, 0n),
      ),
    editTriggers: (request: EditTriggersRequest) =>
      run(
        request.signer,
        'Update TP/SL',
        editTriggersIntent(request),
        'tpsl',
        {
          walletAddress: request.signer.publicKey,
          positionPubkey: request.positionKey,
          takeProfitPriceUsd: request.takeProfitPriceUsd,
          stopLossPriceUsd: request.stopLossPriceUsd,
        },
        collateralLimits(undefined, 0n),
      ),
    /** A market close; the position reads 'Closing {label}...' until the transaction is final. */
    close: (request: ClosePositionRequest) => {
      setClosing(request.positionKey, true);
      return run(
        request.signer,
        `Close ${request.label}`,
        closeIntent(request),
        'positions/decrease',
        { walletAddress: request.signer.publicKey, positionPubkey: request.positionKey, entirePosition: true },
        collateralLimits(undefined, 0n),
        () => setClosing(request.positionKey, false),
      );
    },
    closing$: closing.asObservable(),
  };
};

export type PositionActions = ReturnType<typeof createPositionActions>;
