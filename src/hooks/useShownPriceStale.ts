import { priceStaleReason } from '@/format/staleText';
import { useLiveStale } from './useLiveStale';
import { useTokenPriceFreshness } from './useTokenPriceFreshness';

/**
 * The stale mark of a token's price where the page shows its live asset (the swap price cards,
 * the token header): that price is fetched, then moved by the market socket, so it is stale
 * when the socket is not live (its moves stopped) or when the T12 price could not be refreshed.
 */
export const useShownPriceStale = (mint: string): { readonly stale: boolean; readonly reason: string } => {
  const freshness = useTokenPriceFreshness(mint);
  const live = useLiveStale();
  if (live.stale) return live;
  return { stale: freshness.stale, reason: priceStaleReason(freshness.updatedAt) };
};
