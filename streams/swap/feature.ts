import type { FeatureDeps } from '../index';
import { createTokenLookup } from '../search/tokenLookup';
import { type SwapStreams, createSwapStreams } from './index';

/** The swap streams as a feature of the graph, built when the swap page first asks for them. */
export const swapFeature = ({ config, http, engine, toasts, storage, logger, scheduler, refresh, gate }: FeatureDeps): SwapStreams =>
  createSwapStreams({ config, http, engine, toasts, storage, logger, scheduler, refresh, gate, lookup: createTokenLookup({ http, searchApi: config.endpoints.searchApi }) });
