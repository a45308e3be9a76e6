import type { Observable } from 'rxjs';
import type { RemoteSwapSettings } from '../config/remoteConfig';
import type { PortNeeds } from '../core/featureNeeds';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { SolanaRpc, SolanaSubscriptions } from '../solana/ports';
import type { Toasts } from '../shell/toasts';
import type { TransferBuilder } from '../wallet/withdraw';
import type { WalletState } from '../wallet/walletSession';
import { explorerFeature } from '../shell/explorerFeature';
import { createBundleClient } from '../solana/bundleClient';
import { createWithdraw } from '../wallet/withdraw';
import { createTxBatches } from './batchCommand';
import { createTxCommands } from './command';
import { createTransactionEngine } from './engine';
import { createTxGate } from './gate';
import { createTxRecovery } from './recovery';
import { trustedProgramsOf } from './trustedPrograms';

/** What the write path takes from the graph; every feature that writes asks for it too. */
export interface TxNeeds extends Pick<PortNeeds, 'config' | 'http' | 'storage' | 'scheduler' | 'logger'> {
  readonly rpc: SolanaRpc;
  /** The RPC choices other than the chosen one: plain sends reach them too. */
  readonly otherRpcs: () => readonly SolanaRpc[];
  readonly subscriptions: SolanaSubscriptions;
  readonly toasts: Toasts;
  /** Refetch an owner's holdings and portfolio after a transaction lands. */
  readonly refresh: (owner: string) => void;
  readonly walletState$: Observable<WalletState>;
  readonly transferBuilder$: Observable<TransferBuilder>;
  /** Remote metadata's swapSettings (spec 001 §3), undefined while none. */
  readonly remoteSwapSettings$: Observable<RemoteSwapSettings | undefined>;
}

/** [I] The spec names a Get Help link on failed transactions but not its address. */
export const TX_HELP_URL = 'https://support.jup.ag';

/**
 * The write path as a feature of the graph (issue 11): the transaction engine, the one command
 * every write goes through, reload recovery and withdrawals. Built on first use by what writes
 * (the swap and perps pages, the wallet layer when a wallet connects), so a visitor who only
 * watches lists never downloads it. Building it starts reload recovery: the connected wallet's
 * transactions left in flight are followed to their end.
 */
export const txFeature = (deps: TxNeeds, features: FeatureRegistry<TxNeeds>) => {
  const { config, rpc, otherRpcs, subscriptions, storage, scheduler, logger, toasts, refresh } = deps;
  const explorerTx = features.get(explorerFeature).tx;
  // The remote config's blockhash life, kept current for the builds (spec 000 §3 swapSettings).
  let slotsToExpiry: number | undefined;
  const remote = deps.remoteSwapSettings$.subscribe((settings) => {
    slotsToExpiry = settings?.blockhashSlotsToExpiry;
  });
  // Pending transactions are kept per network: a simulator transaction is never resumed on mainnet.
  const engine = createTransactionEngine({
    blockhashSlotsToExpiry: () => slotsToExpiry,
    rpc,
    mirrors: otherRpcs,
    bundles: createBundleClient({ http: deps.http, url: config.endpoints.bundleEngine }),
    subscriptions,
    storage,
    scheduler,
    logger,
    scope: `${config.profile}:${config.endpoints.rpc}`,
    trustedPrograms: trustedProgramsOf(config.profile),
    readsLayouts: config.profile === 'sim',
  });
  const gate = createTxGate();
  const recovery = createTxRecovery({ engine, gate, walletState$: deps.walletState$, toasts, explorerTx, helpUrl: TX_HELP_URL, refresh });
  const commands = createTxCommands({ engine, gate, toasts, explorerTx, helpUrl: TX_HELP_URL, refresh, logger, scheduler });
  return {
    commands,
    /** Several transactions as one write (cancel all orders). */
    batches: createTxBatches({ engine, gate, toasts, explorerTx, refresh, logger, scheduler }),
    withdraw: createWithdraw({ commands, transferBuilder$: deps.transferBuilder$ }),
    dispose: () => {
      recovery.dispose();
      remote.unsubscribe();
    },
  };
};

export type TxLayer = ReturnType<typeof txFeature>;
