import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import type { Portfolios } from '../portfolio/portfolio';
import type { SolanaRpc } from '../solana/ports';
import { deferredWritePath } from '../tx/deferredWritePath';
import type { TxLayer, TxNeeds } from '../tx/feature';
import type { WalletSession } from '../wallet/walletSession';
import { type BatchState } from '../tx/batchCommand';
import type { CommandState } from '../tx/command';
import { TX_MESSAGES, txError } from '../tx/errors';
import { type Observable, of } from 'rxjs';
import { type OrderCommands, type PlaceLimitOrder, type StartRecurringOrder, createOrderCommands } from './orderCommands';
import { createOrderLists } from './orderLists';
import { createTriggerFees } from './triggerFees';

/** spec 001 §7: a write without a wallet 'throws Wallet not connected'. */
const NO_WALLET = 'Wallet not connected';

/**
 * Limit and recurring orders as a feature of the graph (issue 14), built on first use by the
 * /trigger and /recurring pages and the drawer's order tabs: the lists, the fees and the writes,
 * which sign with the connected wallet (a write without one fails at once, it never hangs).
 */
export const ordersFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & {
    readonly rpc: SolanaRpc;
    readonly portfolios: Portfolios;
    readonly session: WalletSession;
    /** The write path, whose code arrives after the page's (tx/deferredWritePath.ts). */
    readonly writePath$: Observable<Pick<TxLayer, 'commands' | 'batches'>>;
  },
  _features: FeatureRegistry<TxNeeds>,
) => {
  const { http, scheduler, logger, config, rpc, portfolios, session, writePath$ } = deps;
  const { triggerApi, recurringApi } = config.endpoints;
  const tx = deferredWritePath(writePath$);
  const lists = createOrderLists({ http, scheduler, logger, triggerApi, recurringApi });
  const commands: OrderCommands = createOrderCommands({
    http,
    scheduler,
    logger,
    triggerApi,
    recurringApi,
    commands: tx.commands,
    batches: tx.batches,
    latestBlockhash: () => rpc.getLatestBlockhash('confirmed'),
    lists,
    portfolios,
  });
  const noWallet = (label: string) => of<CommandState>({ status: 'failed', label, error: txError('unknown', NO_WALLET) });
  const noWalletBatch = (label: string) => of<BatchState>({ status: 'done', label, total: 0, confirmed: [], errors: [txError('unknown', NO_WALLET)] });
  const withSigner = <T>(use: (signer: NonNullable<ReturnType<typeof session.currentSigner>>) => T, none: () => T): T => {
    const signer = session.currentSigner();
    return signer ? use(signer) : none();
  };
  return {
    lists,
    fees: createTriggerFees({ http, scheduler, triggerApi }),
    placeLimit: (order: Omit<PlaceLimitOrder, 'signer'>) =>
      withSigner(
        (signer) => commands.placeLimit({ ...order, signer }),
        () => noWallet(order.label),
      ),
    startRecurring: (order: Omit<StartRecurringOrder, 'signer'>) =>
      withSigner(
        (signer) => commands.startRecurring({ ...order, signer }),
        () => noWallet(order.label),
      ),
    cancelLimit: (orderKey: string) =>
      withSigner(
        (signer) => commands.cancelLimit(signer, orderKey),
        () => noWallet(TX_MESSAGES.unknown),
      ),
    closeRecurring: (orderKey: string) =>
      withSigner(
        (signer) => commands.closeRecurring(signer, orderKey),
        () => noWallet(TX_MESSAGES.unknown),
      ),
    cancelAllLimit: (orderKeys: readonly string[]) =>
      withSigner(
        (signer) => commands.cancelAllLimit(signer, orderKeys),
        () => noWalletBatch('Cancel All'),
      ),
    cancelAllRecurring: (orderKeys: readonly string[]) =>
      withSigner(
        (signer) => commands.cancelAllRecurring(signer, orderKeys),
        () => noWalletBatch('Cancel All'),
      ),
    /** True while any write runs: the order buttons wait. */
    busy$: tx.commands.busy$,
  };
};

export type Orders = ReturnType<typeof ordersFeature>;
