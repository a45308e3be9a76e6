import type { Observable, SchedulerLike } from 'rxjs';
import { filter, forkJoin, map, switchMap, take, timer } from 'rxjs';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { ORDER_REQUEST_TIMEOUT_MS, POST_CANCEL_REFETCH_MS } from '../core/timing';
import { orderTransactionSchema, orderTransactionsSchema } from '../schemas/orders';
import { fromBase64 } from '../solana/codec';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import type { BatchState, TxBatches } from '../tx/batchCommand';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import { NATIVE_SOL, WRAPPED_SOL } from '../tx/landed';
import { serverBuild } from '../tx/serverTransaction';
import type { WriteIntent } from '../tx/intent';
import type { SpendLimits } from '../tx/spendCheck';
import { cancelOrdersIntent } from './cancelOrdersIntent';
import { limitOrderIntent } from './limitOrderIntent';
import { ORDER_MESSAGES, cancelBatchCopy, closeRecurringCopy, createOrderCopy, cancelTriggerCopy } from './orderCopy';
import type { OrderTokens } from './orderIntentWords';
import { type RecurringOrderAsk, recurringOrderIntent } from './recurringOrderIntent';

export interface PlaceLimitOrder {
  readonly signer: TransactionSigner;
  readonly inputMint: string;
  readonly outputMint: string;
  /** Base units of the input sold. */
  readonly makingAmount: bigint;
  /** Base units of the output wanted for all of it (the rate). */
  readonly takingAmount: bigint;
  /** How long the order stays open, from now; none: it never expires. */
  readonly expiresInSeconds?: number;
  /** The tokens as the form showed them: the pre-sign check names amounts in them. */
  readonly tokens: OrderTokens;
  /** 'Sell 1 SOL for 200 USDC', for toasts. */
  readonly label: string;
}

/** The form's recurring order (recurringOrderIntent.ts: its terms), signed by the wallet. */
export interface StartRecurringOrder extends Omit<RecurringOrderAsk, 'owner'> {
  readonly signer: TransactionSigner;
  readonly label: string;
}

export interface OrderCommandsDeps {
  readonly http: HttpClient;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  readonly triggerApi: string;
  readonly recurringApi: string;
  readonly commands: Pick<TxCommands, 'run'>;
  readonly batches: Pick<TxBatches, 'run'>;
  readonly latestBlockhash: () => Observable<BlockhashWithExpiry>;
  /** The order lists: cancelled orders leave at once, and every list refetches. */
  readonly lists: { removeOpen(wallet: string, keys: ReadonlySet<string>): void; refresh(wallet: string): void };
  /** The cached portfolio: cancelled orders leave at once, refetched after T10. */
  readonly portfolios: { removeOrders(address: string, keys: ReadonlySet<string>): void; invalidate(address: string): void };
}

/** Cancels go 4 orders to a transaction (spec 000 §9). */
export const CANCEL_BATCH_SIZE = 4;

/** What leaves the wallet when an order is funded: the input (SOL as lamports), nothing else. */
const fundingLimits = (mint: string, amount: bigint): SpendLimits => ({ maxOutflow: { [mint === WRAPPED_SOL ? NATIVE_SOL : mint]: amount } });
/** A cancel or close only brings tokens back. */
const NOTHING_LEAVES: SpendLimits = { maxOutflow: {} };

/**
 * Limit and recurring orders as writes (spec 000 §4 Cancelling orders, §7 Orders): each asks
 * the service for its transaction(s) and runs them through the one transaction command (or a
 * batch of them for Cancel All), so the gate, the pre-sign checks, resends and toasts are the
 * ones every write has. A cancel that lands removes its orders from the cached lists and
 * portfolio at once, refetches the lists and holdings, and the portfolio again after 3 s (T10).
 */
export const createOrderCommands = (deps: OrderCommandsDeps) => {
  const { http, logger, triggerApi, recurringApi, commands, batches, lists, portfolios } = deps;
  const options = (responseName: string, api: 'Trigger API' | 'Recurring API') => ({ api, responseName, timeoutMs: ORDER_REQUEST_TIMEOUT_MS });

  /** A batch's builds carry the intent each (a command's is the command's own). */
  const toBuild = (signer: TransactionSigner, base64: string, spend: SpendLimits, intent?: WriteIntent): Observable<TxBuild> => {
    const wire = fromBase64(base64);
    const built$ = wire && serverBuild(wire, signer.publicKey, deps.latestBlockhash);
    if (!built$) {
      logger.error('The order service answered a transaction this wallet cannot sign', { owner: signer.publicKey });
      throw new TxFailure(txError('unknown', TX_MESSAGES.unknown));
    }
    return built$.pipe(map((built) => ({ ...built, spend, ...(intent ? { intent } : {}) })));
  };

  /** `keys` cancelled for sure leave the caches at once; the refetches settle the rest. */
  const afterCancel = (owner: string, keys: readonly string[]) => {
    const gone = new Set(keys);
    if (gone.size > 0) {
      lists.removeOpen(owner, gone);
      portfolios.removeOrders(owner, gone);
    }
    lists.refresh(owner);
    // eslint-disable-next-line rxjs-x/no-ignored-subscription -- one timer that completes by itself; the refetch is wanted even if the page has gone
    timer(POST_CANCEL_REFETCH_MS, deps.scheduler).subscribe(() => portfolios.invalidate(owner));
  };
  const onConfirmed = (state$: Observable<CommandState>, then: () => void) => {
    state$
      .pipe(
        filter((state) => state.status === 'confirmed'),
        take(1),
      )
      .subscribe(then);
    return state$;
  };

  /**
   * Creates are checked against the intent made here from the form (the order's terms, decoded
   * from the transaction) and may spend only the order's input: both from the request, before
   * the service is asked.
   */
  const placeLimit = (order: PlaceLimitOrder): Observable<CommandState> => {
    const owner = order.signer.publicKey;
    const expiredAt = order.expiresInSeconds !== undefined ? Math.floor(deps.scheduler.now() / 1000) + order.expiresInSeconds : undefined;
    const params = {
      makingAmount: order.makingAmount.toString(),
      takingAmount: order.takingAmount.toString(),
      ...(expiredAt !== undefined ? { expiredAt: String(expiredAt) } : {}),
    };
    const body = {
      inputMint: order.inputMint,
      outputMint: order.outputMint,
      maker: owner,
      payer: owner,
      params,
      computeUnitPrice: 'auto',
      wrapAndUnwrapSol: true,
    };
    const intent = limitOrderIntent({
      owner,
      inputMint: order.inputMint,
      outputMint: order.outputMint,
      makingAmount: order.makingAmount,
      takingAmount: order.takingAmount,
      expiredAt: expiredAt === undefined ? null : BigInt(expiredAt),
      tokens: order.tokens,
    });
    const state$ = commands.run({
      kind: 'limit-order',
      label: order.label,
      signer: order.signer,
      intent,
      copy: createOrderCopy(order.label, ORDER_MESSAGES.limitPlaced),
      build: () =>
        http
          .post(`${triggerApi}/createOrder`, body, { ...options('create order', 'Trigger API'), schema: orderTransactionSchema })
          .pipe(switchMap((answer) => toBuild(order.signer, answer.transaction, fundingLimits(order.inputMint, order.makingAmount)))),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
    });
    return onConfirmed(state$, () => lists.refresh(owner));
  };

  const startRecurring = (order: StartRecurringOrder): Observable<CommandState> => {
    const owner = order.signer.publicKey;
    const time = {
      inAmount: order.inAmount.toString(),
      numberOfOrders: order.numberOfOrders,
      interval: order.intervalSeconds,
      minPrice: order.minPrice,
      maxPrice: order.maxPrice,
      startAt: null,
    };
    const body = { user: owner, inputMint: order.inputMint, outputMint: order.outputMint, params: { time } };
    const { signer, label, ...terms } = order;
    const state$ = commands.run({
      kind: 'recurring-order',
      label,
      signer,
      intent: recurringOrderIntent({ ...terms, owner }),
      copy: createOrderCopy(label, ORDER_MESSAGES.recurringStarted),
      build: () =>
        http
          .post(`${recurringApi}/createOrder`, body, { ...options('create order', 'Recurring API'), schema: orderTransactionSchema })
          .pipe(switchMap((answer) => toBuild(signer, answer.transaction, fundingLimits(order.inputMint, order.inAmount)))),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
    });
    return onConfirmed(state$, () => lists.refresh(owner));
  };

  /** One trigger order: the service's cancelOrder transaction. */
  const cancelLimit = (signer: TransactionSigner, orderKey: string): Observable<CommandState> => {
    const owner = signer.publicKey;
    const state$ = commands.run({
      kind: 'cancel-order',
      label: 'Cancel order',
      signer,
      intent: cancelOrdersIntent('trigger', owner, [orderKey]),
      copy: cancelTriggerCopy,
      build: () =>
        http
          .post(
            `${triggerApi}/cancelOrder`,
            { maker: owner, order: orderKey, computeUnitPrice: 'auto' },
            { ...options('cancel order', 'Trigger API'), schema: orderTransactionSchema },
          )
          .pipe(switchMap((answer) => toBuild(signer, answer.transaction, NOTHING_LEAVES))),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
    });
    return onConfirmed(state$, () => afterCancel(owner, [orderKey]));
  };

  /** One recurring order: its close transaction (compute limit 300000 from the service). */
  const closeRecurring = (signer: TransactionSigner, orderKey: string): Observable<CommandState> => {
    const owner = signer.publicKey;
    const state$ = commands.run({
      kind: 'close-recurring',
      label: 'Closing Recurring order',
      signer,
      intent: cancelOrdersIntent('recurring', owner, [orderKey]),
      copy: closeRecurringCopy,
      build: () =>
        http
          .post(
            `${recurringApi}/cancelOrder`,
            { user: owner, order: orderKey, recurringType: 'time' },
            { ...options('cancel order', 'Recurring API'), schema: orderTransactionSchema },
          )
          .pipe(switchMap((answer) => toBuild(signer, answer.transaction, NOTHING_LEAVES))),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
    });
    return onConfirmed(state$, () => afterCancel(owner, [orderKey]));
  };

  /** Several orders, 4 to a transaction, as one batch with one toast. */
  const cancelMany = (kind: 'trigger' | 'recurring', signer: TransactionSigner, orderKeys: readonly string[]): Observable<BatchState> => {
    const owner = signer.publicKey;
    const intent = cancelOrdersIntent(kind, owner, orderKeys);
    const request =
      kind === 'trigger'
        ? http.post(
            `${triggerApi}/cancelOrders`,
            { maker: owner, orders: orderKeys, computeUnitPrice: 'auto' },
            { ...options('cancel orders', 'Trigger API'), schema: orderTransactionsSchema },
          )
        : http.post(
            `${recurringApi}/cancelOrders`,
            { user: owner, orders: orderKeys, recurringType: 'time' },
            { ...options('cancel orders', 'Recurring API'), schema: orderTransactionsSchema },
          );
    const state$ = batches.run({
      kind: `cancel-${kind}`,
      label: `Cancel ${orderKeys.length} orders`,
      signer,
      copy: cancelBatchCopy(kind, orderKeys.length),
      build: () =>
        request.pipe(
          switchMap((answer) =>
            answer.transactions.length === 0 ? [[]] : forkJoin(answer.transactions.map((base64) => toBuild(signer, base64, NOTHING_LEAVES, intent))),
          ),
        ),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
    });
    // Which orders a failed transaction held is the service's grouping: only a clean batch removes at once.
    state$
      .pipe(
        filter((state) => state.status === 'done' && state.confirmed.length > 0),
        take(1),
      )
      .subscribe((state) => afterCancel(owner, state.status === 'done' && state.errors.length === 0 ? orderKeys : []));
    return state$;
  };

  return {
    placeLimit,
    startRecurring,
    cancelLimit,
    closeRecurring,
    cancelAllLimit: (signer: TransactionSigner, orderKeys: readonly string[]) => cancelMany('trigger', signer, orderKeys),
    cancelAllRecurring: (signer: TransactionSigner, orderKeys: readonly string[]) => cancelMany('recurring', signer, orderKeys),
  };
};

export type OrderCommands = ReturnType<typeof createOrderCommands>;
