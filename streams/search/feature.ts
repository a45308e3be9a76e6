import type { Observable } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { PriceService } from '../market/prices';
import type { TokenInfoResolver } from '../wallet/tokenInfo';
import { createSearch } from './search';

/**
 * Token search (spec 000 §2): built the first time the search panel or a token picker opens, so
 * its code rides in their chunks, not in every page's first visit. What it finds is remembered
 * for the whole app: token details in the resolver, prices in the price cache.
 */
export const searchFeature = ({
  http,
  config,
  scheduler,
  storage,
  logger,
  tokenInfo,
  prices,
  bannedTokens$,
}: Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'storage' | 'logger'> & {
  readonly tokenInfo: TokenInfoResolver;
  readonly prices: Pick<PriceService, 'remember'>;
  readonly bannedTokens$: Observable<ReadonlySet<string>>;
}) =>
  createSearch({
    http,
    searchApi: config.endpoints.searchApi,
    marketApi: config.endpoints.marketApi,
    scheduler,
    storage,
    logger,
    bannedTokens$,
    onAssets: (assets) => {
      for (const asset of assets) tokenInfo.remember(asset);
      prices.remember(assets.flatMap((asset) => (asset.usdPrice === undefined || asset.usdPrice === null ? [] : [[asset.id, asset.usdPrice] as const])));
    },
  });

export type SearchStreams = ReturnType<typeof searchFeature>;
