import type { FeatureRegistry } from '../core/featureRegistry';
import type { FeatureDeps } from '../index';
import { createTokenLookup } from '../search/tokenLookup';
import { explorerFeature } from '../shell/explorerFeature';
import { txFeature } from '../tx/feature';
import { type SwapStreams, createSwapStreams } from './index';

/** The swap streams as a feature of the graph, built when the swap page first asks for them; swaps run on the write path. */
export const swapFeature = ({ config, http, storage, logger, scheduler, session, holdingRows, rpc, referral$, remoteSwapSettings$ }: FeatureDeps, features: FeatureRegistry<FeatureDeps>): SwapStreams =>
  createSwapStreams({
    config,
    http,
    commands: features.get(txFeature).commands,
    explorer: features.get(explorerFeature).preferred,
    storage,
    logger,
    scheduler,
    lookup: createTokenLookup({ http, searchApi: config.endpoints.searchApi }),
    session,
    holdingRows,
    rpc,
    referral$,
    remoteSwapSettings$,
  });
