import type { Observable } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { WalletState } from '../wallet/walletSession';
import { createBanners } from './banners';
import { createChainHealth } from './chainHealth';
import { createMobileBanner } from './mobileBanner';
import { riskFlags$ } from './riskCheck';

/**
 * What the shell says about the network and the provider (issue 17): chain status and RPC
 * health (T35), the product banners of the static host (T15, T08), the mobile app banner (T22)
 * and the risk check of a connecting wallet. A feature: the shell's lazy part builds it after
 * the first paint, so none of it weighs on a first visit.
 */
export const networkFeature = ({
  http,
  config,
  scheduler,
  logger,
  storage,
  walletState$,
  chosenRpcUrl,
}: Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'logger' | 'storage'> & {
  readonly walletState$: Observable<WalletState>;
  readonly chosenRpcUrl: () => string;
}) => {
  const { marketApi, remoteConfig } = config.endpoints;
  const staticHost = new URL(remoteConfig).origin;
  return {
    health: createChainHealth({ http, statusUrl: `${marketApi}/v1/chain/status`, rpcUrl: chosenRpcUrl, scheduler, logger }),
    banners: createBanners({ http, staticHost, scheduler, logger, storage }),
    mobileBanner: createMobileBanner({ storage, logger, scheduler }),
    riskFlags$: riskFlags$({ http, api: marketApi, walletState$, logger, enabled: config.riskCheck !== false }),
  };
};

export type NetworkFeature = ReturnType<typeof networkFeature>;
