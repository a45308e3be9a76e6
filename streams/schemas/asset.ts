import * as z from 'zod/mini';
import { isTokenDecimals, isoTime, optBoolean, optNumber, optString } from './primitives';

/** One stats window (spec 001 §3 Stats window; research §2). Every field may be missing. */
export const statsWindowSchema = z.object({
  priceChange: optNumber,
  volumeChange: optNumber,
  liquidityChange: optNumber,
  holderChange: optNumber,
  buyVolume: optNumber,
  sellVolume: optNumber,
  buyOrganicVolume: optNumber,
  sellOrganicVolume: optNumber,
  numBuys: optNumber,
  numSells: optNumber,
  numTraders: optNumber,
  numOrganicBuyers: optNumber,
  numNetBuyers: optNumber,
});
export type StatsWindow = z.infer<typeof statsWindowSchema>;

export const auditSchema = z.object({
  isSus: optBoolean,
  mintAuthorityDisabled: optBoolean,
  freezeAuthorityDisabled: optBoolean,
  topHoldersPercentage: optNumber,
  devBalancePercentage: optNumber,
  devMints: optNumber,
  lpBurnedPercentage: optNumber,
  devMigrations: optNumber,
});

export const firstPoolSchema = z.object({ id: z.string(), dex: optString, createdAt: isoTime });

export const stockDataSchema = z.object({ id: z.string(), price: optNumber, mcap: optNumber, updatedAt: optString });

/**
 * An asset as the market-data service, the stream and Tokens v2 send it (spec 001 §3 Asset;
 * research §2, §8). Only id, name and symbol are required; unknown keys are dropped.
 */
const assetFields = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  icon: optString,
  decimals: optNumber,
  tokenProgram: optString,
  createdAt: optString,
  updatedAt: optString,
  twitter: optString,
  telegram: optString,
  website: optString,
  dev: optString,
  mintAuthority: optString,
  freezeAuthority: optString,
  circSupply: optNumber,
  totalSupply: optNumber,
  launchpad: optString,
  partnerConfig: optString,
  graduatedPool: optString,
  graduatedAt: optString,
  firstPool: z.nullish(firstPoolSchema),
  holderCount: optNumber,
  fdv: optNumber,
  mcap: optNumber,
  usdPrice: optNumber,
  priceBlockId: optNumber,
  liquidity: optNumber,
  bondingCurve: optNumber,
  organicScore: optNumber,
  organicScoreLabel: optString,
  isVerified: optBoolean,
  ctLikes: optNumber,
  smartCtLikes: optNumber,
  cexes: z.nullish(z.array(z.string())),
  tags: z.nullish(z.array(z.string())),
  audit: z.nullish(auditSchema),
  stockData: z.nullish(stockDataSchema),
  stats5m: z.nullish(statsWindowSchema),
  stats1h: z.nullish(statsWindowSchema),
  stats6h: z.nullish(statsWindowSchema),
  stats24h: z.nullish(statsWindowSchema),
  streamed: optBoolean,
});

/** An asset the app cannot represent: its decimals are not an integer 0..255 (a mint's u8). */
export interface UnsupportedMark {
  /** Why: the decimals the service sent were out of range; `decimals` is then left out. */
  readonly unsupported?: 'decimals';
}

export type Asset = z.output<typeof assetFields> & UnsupportedMark;

/**
 * Decimals out of range never reach a conversion: the asset keeps its place in lists (one
 * hostile token must not take its neighbours down with it) but loses its decimals and is marked
 * unsupported, so it shows 'Unsupported token' and cannot be picked. Valid assets pass as they are.
 */
export const markUnsupported = <T extends { readonly decimals?: number | null | undefined }>(asset: T): T & UnsupportedMark => {
  if (asset.decimals === undefined || asset.decimals === null || isTokenDecimals(asset.decimals)) return asset;
  const { decimals: _refused, ...rest } = asset;
  return { ...rest, unsupported: 'decimals' } as unknown as T & UnsupportedMark;
};

export const assetSchema = z.pipe(
  assetFields,
  z.transform((asset): Asset => markUnsupported(asset)),
);

export const assetListSchema = z.array(assetSchema);
