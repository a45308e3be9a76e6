import { READS_CUSTOM_CLUSTER, createPreferredExplorer, explorerById, explorerUrl } from '../core/config/explorers';
import type { PortNeeds } from '../core/featureNeeds';

/** The app's own page for a transaction (issue 28): where links go when the explorer cannot read the chain. */
export const transactionPagePath = (signature: string): string => `/transaction/${encodeURIComponent(signature)}`;

/**
 * The preferred explorer (spec 001 §2.3) and the links built from it: every transaction and
 * account link of the app, so a toast, an activity row and the swap settings agree. A feature:
 * only what shows such links (the write path, the drawer, the swap page) loads it. On the
 * simulator an explorer that cannot read a custom cluster would show nothing: a transaction link
 * then opens the app's own transaction page (a path of this app, not a URL).
 */
export const explorerFeature = ({ config, storage, logger }: Pick<PortNeeds, 'config' | 'storage' | 'logger'>) => {
  const preferred = createPreferredExplorer({ storage, logger });
  /** Whether the chosen explorer can show this app's chain. */
  const readsChain = (): boolean => config.profile !== 'sim' || READS_CUSTOM_CLUSTER.has(preferred.current().explorer);
  return {
    preferred,
    readsChain,
    /** The chosen explorer's name, for 'Open in …'. */
    name: (): string => explorerById(preferred.current().explorer).name,
    tx: (signature: string) => (readsChain() ? explorerUrl(config, preferred.current().explorer, 'transaction', signature) : transactionPagePath(signature)),
    /** The chosen explorer's page for a transaction, whether or not it can read this chain. */
    explorerTx: (signature: string) => explorerUrl(config, preferred.current().explorer, 'transaction', signature),
    account: (address: string) => explorerUrl(config, preferred.current().explorer, 'account', address),
    token: (mint: string) => explorerUrl(config, preferred.current().explorer, 'token', mint),
  };
};

export type ExplorerLinks = ReturnType<typeof explorerFeature>;
