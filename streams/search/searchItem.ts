import * as z from 'zod/mini';
import { tokenName, tokenSymbol } from '../market/tokenText';
import { isVerifiedToken } from '../prices/tokenInfoRules';
import type { Asset } from '../schemas/asset';

/** One search result row (spec 000 §3 Search item): MC, VOL, LIQ and ORG columns. */
export interface SearchItem {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly icon: string | undefined;
  readonly isVerified: boolean;
  readonly mcap: number | undefined;
  readonly liquidity: number | undefined;
  readonly organicScore: number | undefined;
  readonly organicScoreLabel: string | undefined;
  /** stats24h buy plus sell volume. */
  readonly volume24h: number | undefined;
  readonly usdPrice: number | undefined;
  readonly launchpad: string | undefined;
  /** The app cannot represent the token (its decimals are out of range): shown, never picked. */
  readonly unsupported: boolean;
}

const value = <T>(input: T | null | undefined): T | undefined => input ?? undefined;

export const searchItemOf = (asset: Asset): SearchItem => {
  const stats = asset.stats24h;
  return {
    id: asset.id,
    symbol: tokenSymbol(asset.symbol),
    name: tokenName(asset.name),
    icon: value(asset.icon),
    isVerified: asset.isVerified ?? isVerifiedToken(asset),
    mcap: value(asset.mcap),
    liquidity: value(asset.liquidity),
    organicScore: value(asset.organicScore),
    organicScoreLabel: value(asset.organicScoreLabel),
    volume24h: stats && (stats.buyVolume != null || stats.sellVolume != null) ? (stats.buyVolume ?? 0) + (stats.sellVolume ?? 0) : undefined,
    usdPrice: value(asset.usdPrice),
    launchpad: value(asset.launchpad),
    unsupported: asset.unsupported !== undefined,
  };
};

/** What the History row keeps of a token (stored: zod-checked when read back). */
export const recentTokenSchema = z.object({
  id: z.string().check(z.minLength(1)),
  symbol: z.string(),
  name: z.string(),
  icon: z.optional(z.string()),
  isVerified: z.boolean(),
});
export type RecentToken = z.infer<typeof recentTokenSchema>;

export const recentTokenOf = (item: Pick<SearchItem, 'id' | 'symbol' | 'name' | 'icon' | 'isVerified'>): RecentToken => ({
  id: item.id,
  symbol: item.symbol,
  name: item.name,
  ...(item.icon ? { icon: item.icon } : {}),
  isVerified: item.isVerified,
});
