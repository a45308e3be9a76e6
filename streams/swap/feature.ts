import type { Observable } from 'rxjs';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import { createAssetLookup } from '../search/assetLookup';
import { createSymbolLookup } from '../search/symbolLookup';
import { createTokenLookup } from '../search/tokenLookup';
import { explorerFeature } from '../shell/explorerFeature';
import { deferredWritePath } from '../tx/deferredWritePath';
import type { TxLayer, TxNeeds } from '../tx/feature';
import { type SwapStreams, type SwapStreamsDeps, createSwapStreams } from './swapStreams';

/** What the swap feature takes from the graph besides the write path's needs. */
type SwapNeeds = Pick<PortNeeds, 'config' | 'http' | 'storage' | 'logger' | 'scheduler'> &
  Pick<SwapStreamsDeps, 'session' | 'holdingRows' | 'rpc' | 'referral$' | 'remoteSwapSettings$'> & {
    /** The write path, whose code arrives after the page's (tx/deferredWritePath.ts). */
    readonly writePath$: Observable<Pick<TxLayer, 'commands' | 'batches'>>;
  };

/** The swap streams as a feature of the graph, built when the swap page first asks for them; swaps run on the write path. */
export const swapFeature = (
  { config, http, storage, logger, scheduler, session, holdingRows, rpc, referral$, remoteSwapSettings$, writePath$ }: SwapNeeds,
  features: FeatureRegistry<TxNeeds>,
): SwapStreams =>
  createSwapStreams({
    config,
    http,
    commands: deferredWritePath(writePath$).commands,
    explorer: features.get(explorerFeature).preferred,
    storage,
    logger,
    scheduler,
    lookup: createTokenLookup({ http, searchApi: config.endpoints.searchApi }),
    assets: createAssetLookup({ http, searchApi: config.endpoints.searchApi, scheduler }),
    symbols: createSymbolLookup({ http, searchApi: config.endpoints.searchApi, scheduler }),
    session,
    holdingRows,
    rpc,
    referral$,
    remoteSwapSettings$,
  });
