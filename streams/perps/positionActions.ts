import { TX_BUSY_MESSAGE, type TxGate, createTxGate } from '../tx/gate';
import type { Observable } from 'rxjs';
import { BehaviorSubject, catchError, concat, distinctUntilChanged, finalize, of, shareReplay, switchMap, tap } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { fromBase64 } from '../solana/codec';
import type { TransactionSigner } from '../solana/ports';
import type { TransactionEngine } from '../tx/engine';
import { TX_MESSAGES, txError } from '../tx/errors';
import { type TxState, isFinal } from '../tx/types';
import type { PerpsMarket } from './markets';
import { onFreshBlockhash, readRequestTransaction } from './requestTransaction';
import { type PositionRequestResponse, positionRequestResponseSchema } from './schemas';

export type PerpsSide = 'long' | 'short';

export interface OpenPositionRequest {
  readonly signer: TransactionSigner;
  readonly market: PerpsMarket;
  readonly side: PerpsSide;
  /** Native SOL or USDC. */
  readonly collateralMint: string;
  /** Base units of the collateral. */
  readonly collateralAmount: bigint;
  readonly sizeUsd: number;
  readonly takeProfitPriceUsd?: number | null;
  readonly stopLossPriceUsd?: number | null;
}

export interface AddCollateralRequest {
  readonly signer: TransactionSigner;
  readonly market: PerpsMarket;
  readonly side: PerpsSide;
  readonly collateralMint: string;
  readonly collateralAmount: bigint;
}

export interface EditTriggersRequest {
  readonly signer: TransactionSigner;
  readonly positionKey: string;
  /** null removes the trigger. */
  readonly takeProfitPriceUsd: number | null;
  readonly stopLossPriceUsd: number | null;
}

export interface ClosePositionRequest {
  readonly signer: TransactionSigner;
  readonly positionKey: string;
  /** The position's line label ('Long 5.0x'), for the transaction's label. */
  readonly label: string;
}

export interface PositionActionsDeps {
  readonly http: HttpClient;
  /** The Perps API: POST {perpsApi}/positions/increase, /positions/decrease, /tpsl. */
  readonly perpsApi: string;
  readonly engine: Pick<TransactionEngine, 'execute'>;
  readonly logger: Logger;
  /** After a request lands: refetch the owner's portfolio (positions) and holdings (collateral). */
  readonly refresh: (owner: string) => void;
  /** Follows each action's states (its toasts); called once per action with its label. */
  readonly report?: (label: string) => (state: TxState) => void;
  /** One write at a time across the app; an action while another transaction runs is refused. */
  readonly gate?: TxGate;
}

const sideName = (side: PerpsSide) => (side === 'long' ? 'Long' : 'Short');

/** The server's `{error}` text when it sent one. */
const messageOf = (error: unknown): string => {
  if (error instanceof HttpStatusError && typeof error.body === 'object' && error.body !== null && 'error' in error.body && typeof error.body.error === 'string') return error.body.error;
  return error instanceof Error ? error.message : TX_MESSAGES.unknown;
};

/**
 * Position actions (open, add collateral, TP/SL, close) as transactions for the engine: the
 * Perps API answers an unsigned request transaction (collateral into the custody, or a marker),
 * the engine puts a fresh blockhash in, simulates, has it signed and confirms it; the service
 * executes the request when it lands. Each action starts at once and keeps running whoever
 * watches; its state replays. `closing$` holds the positions whose close is in flight, for
 * 'Closing {label}...'.
 */
export const createPositionActions = ({ http, perpsApi, engine, logger, refresh, report, gate = createTxGate() }: PositionActionsDeps) => {
  const closing = new BehaviorSubject<ReadonlySet<string>>(new Set());
  const setClosing = (key: string, on: boolean) => {
    const next = new Set(closing.value);
    if (on) next.add(key);
    else next.delete(key);
    closing.next(next);
  };

  const run = (signer: TransactionSigner, label: string, path: string, body: unknown, onFinal?: () => void): Observable<TxState> => {
    const owner = signer.publicKey;
    const follow = report?.(label);
    const failed = (message: string): TxState => ({ status: 'failed', label, error: txError('unknown', message) });
    if (gate.isBusy()) {
      const refused = failed(TX_BUSY_MESSAGE);
      follow?.(refused);
      onFinal?.();
      return of(refused);
    }
    const fromResponse = (response: PositionRequestResponse): Observable<TxState> => {
      const wire = fromBase64(response.serializedTxBase64);
      if (!wire || !readRequestTransaction(wire, owner)) {
        logger.error('The Perps API answered a transaction this wallet cannot sign', { label });
        return of(failed(TX_MESSAGES.unknown));
      }
      return engine.execute({ kind: 'build', build: onFreshBlockhash(wire), signer, label });
    };
    const state$ = concat(
      of<TxState>({ status: 'preparing', label }),
      http.post(`${perpsApi}/${path}`, body, { api: 'Perps API', responseName: 'position request', schema: positionRequestResponseSchema }).pipe(
        switchMap(fromResponse),
        catchError((error: unknown) => {
          logger.warn('A perps request failed', { label, message: messageOf(error) });
          return of(failed(messageOf(error)));
        }),
      ),
    ).pipe(
      distinctUntilChanged((a, b) => a.status === 'preparing' && b.status === 'preparing'),
      tap((state) => {
        follow?.(state);
        if (isFinal(state) && state.status === 'confirmed') refresh(owner);
      }),
      // However it ends (final state, or a failure the engine did not type), the action is done.
      finalize(() => onFinal?.()),
      (work$) => gate.hold(work$),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    state$.subscribe({ error: (error: unknown) => logger.error('A perps action stopped', { label, error: error instanceof Error ? error.message : String(error) }) });
    return state$;
  };

  return {
    open: (request: OpenPositionRequest) =>
      run(request.signer, `Open ${sideName(request.side)} ${request.market.symbol}`, 'positions/increase', {
        walletAddress: request.signer.publicKey,
        marketMint: request.market.mint,
        side: request.side,
        collateralMint: request.collateralMint,
        collateralTokenDelta: request.collateralAmount.toString(),
        sizeUsdDelta: request.sizeUsd,
        takeProfitPriceUsd: request.takeProfitPriceUsd ?? null,
        stopLossPriceUsd: request.stopLossPriceUsd ?? null,
      }),
    addCollateral: (request: AddCollateralRequest) =>
      run(request.signer, `Add collateral to ${sideName(request.side)} ${request.market.symbol}`, 'positions/increase', {
        walletAddress: request.signer.publicKey,
        marketMint: request.market.mint,
        side: request.side,
        collateralMint: request.collateralMint,
        collateralTokenDelta: request.collateralAmount.toString(),
        sizeUsdDelta: 0,
      }),
    editTriggers: (request: EditTriggersRequest) =>
      run(request.signer, 'Update TP/SL', 'tpsl', {
        walletAddress: request.signer.publicKey,
        positionPubkey: request.positionKey,
        takeProfitPriceUsd: request.takeProfitPriceUsd,
        stopLossPriceUsd: request.stopLossPriceUsd,
      }),
    /** A market close; the position reads 'Closing {label}...' until the transaction is final. */
    close: (request: ClosePositionRequest) => {
      setClosing(request.positionKey, true);
      return run(request.signer, `Close ${request.label}`, 'positions/decrease', { walletAddress: request.signer.publicKey, positionPubkey: request.positionKey, entirePosition: true }, () =>
        setClosing(request.positionKey, false),
      );
    },
    closing$: closing.asObservable(),
  };
};

export type PositionActions = ReturnType<typeof createPositionActions>;
