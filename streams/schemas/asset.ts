import { z } from 'zod';
import { isoTime, optBoolean, optNumber, optString } from './primitives';

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
export const assetSchema = z.object({
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
  firstPool: firstPoolSchema.nullish(),
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
  cexes: z.array(z.string()).nullish(),
  tags: z.array(z.string()).nullish(),
  audit: auditSchema.nullish(),
  stockData: stockDataSchema.nullish(),
  stats5m: statsWindowSchema.nullish(),
  stats1h: statsWindowSchema.nullish(),
  stats6h: statsWindowSchema.nullish(),
  stats24h: statsWindowSchema.nullish(),
  streamed: optBoolean,
});
export type Asset = z.infer<typeof assetSchema>;

export const assetListSchema = z.array(assetSchema);
