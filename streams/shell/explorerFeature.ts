import { createPreferredExplorer, explorerUrl } from '../core/config/explorers';
import type { PortNeeds } from '../core/featureNeeds';

/**
 * The preferred explorer (spec 001 §2.3) and the links built from it: every transaction and
 * account link of the app, so a toast, an activity row and the swap settings agree. A feature:
 * only what shows such links (the write path, the drawer, the swap page) loads it.
 */
export const explorerFeature = ({ config, storage, logger }: Pick<PortNeeds, 'config' | 'storage' | 'logger'>) => {
  const preferred = createPreferredExplorer({ storage, logger });
  return {
    preferred,
    tx: (signature: string) => explorerUrl(config, preferred.current().explorer, 'transaction', signature),
    account: (address: string) => explorerUrl(config, preferred.current().explorer, 'account', address),
    token: (mint: string) => explorerUrl(config, preferred.current().explorer, 'token', mint),
  };
};

export type ExplorerLinks = ReturnType<typeof explorerFeature>;
