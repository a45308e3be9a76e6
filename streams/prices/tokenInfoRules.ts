import { tokenName, tokenSymbol } from '../market/tokenText';
import type { Asset, StatsWindow } from '../schemas/asset';

/** Tags that make a token verified (spec 001 §3 token info rules); anything else is unknown. */
export const VERIFIED_TAGS: ReadonlySet<string> = new Set(['verified', 'strict', 'community']);

export const isVerifiedToken = (token: { readonly tags?: readonly string[] | null }): boolean => (token.tags ?? []).some((tag) => VERIFIED_TAGS.has(tag));

/** Unknown (unverified) tokens carry a warning badge on their icon (spec 001 §2.6, §6). */
export const needsWarningBadge = (token: { readonly tags?: readonly string[] | null }): boolean => !isVerifiedToken(token);

/** Token info of the shell (spec 001 §3): chain 101, name ≤ 30 and symbol ≤ 10 characters. */
export interface TokenInfo {
  readonly chainId: number;
  readonly address: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly logoURI: string | undefined;
  readonly tags: readonly string[];
  readonly verified: boolean;
  readonly organicScore: number | undefined;
  readonly organicScoreLabel: string | undefined;
  readonly freeze_authority: string | undefined;
  readonly mint_authority: string | undefined;
  /** 24h buy plus sell volume. */
  readonly daily_volume: number | undefined;
  readonly usdPrice: number | undefined;
  readonly priceBlockId: number | undefined;
  /** Graduation time, else the first pool's creation. */
  readonly created_at: string | undefined;
  readonly stats24h: StatsWindow | undefined;
  readonly mcap: number | undefined;
  readonly liquidity: number | undefined;
  readonly extensions: { readonly website?: string; readonly twitter?: string; readonly telegram?: string };
}

const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Token info derived from asset data (spec 001 §3): an asset flagged isVerified counts as tagged verified. */
export const tokenInfoFromAsset = (asset: Asset): TokenInfo => {
  const tags = [...(asset.tags ?? [])];
  if (asset.isVerified && !tags.includes('verified')) tags.unshift('verified');
  const stats = asset.stats24h ?? undefined;
  const volume = stats && (stats.buyVolume != null || stats.sellVolume != null) ? (stats.buyVolume ?? 0) + (stats.sellVolume ?? 0) : undefined;
  const extensions = Object.fromEntries(
    (['website', 'twitter', 'telegram'] as const).flatMap((key) => (asset[key] ? [[key, asset[key]]] : [])),
  ) as TokenInfo['extensions'];
  return {
    chainId: 101,
    address: asset.id,
    name: tokenName(asset.name),
    symbol: tokenSymbol(asset.symbol),
    decimals: asset.decimals ?? 0,
    logoURI: defined(asset.icon),
    tags,
    verified: isVerifiedToken({ tags }),
    organicScore: defined(asset.organicScore),
    organicScoreLabel: defined(asset.organicScoreLabel),
    freeze_authority: defined(asset.freezeAuthority),
    mint_authority: defined(asset.mintAuthority),
    daily_volume: volume,
    usdPrice: defined(asset.usdPrice),
    priceBlockId: defined(asset.priceBlockId),
    created_at: defined(asset.graduatedAt) ?? defined(asset.firstPool?.createdAt),
    stats24h: stats,
    mcap: defined(asset.mcap),
    liquidity: defined(asset.liquidity),
    extensions,
  };
};
