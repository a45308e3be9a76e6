import { arrayOf, object, oneOf, opt, optBool, optNum, optStr, str } from './fastGuard';
import type { PoolUpdate } from './streamFrames';

// Mirrors of statsWindowSchema, auditSchema, firstPoolSchema, stockDataSchema, assetSchema and
// poolSchema (asset.ts, pool.ts): same keys, same rules.
const statsWindow = object({
  priceChange: optNum,
  volumeChange: optNum,
  liquidityChange: optNum,
  holderChange: optNum,
  buyVolume: optNum,
  sellVolume: optNum,
  buyOrganicVolume: optNum,
  sellOrganicVolume: optNum,
  numBuys: optNum,
  numSells: optNum,
  numTraders: optNum,
  numOrganicBuyers: optNum,
  numNetBuyers: optNum,
});
const audit = object({
  isSus: optBool,
  mintAuthorityDisabled: optBool,
  freezeAuthorityDisabled: optBool,
  topHoldersPercentage: optNum,
  devBalancePercentage: optNum,
  devMints: optNum,
  lpBurnedPercentage: optNum,
  devMigrations: optNum,
});
const firstPool = object({ id: str, dex: optStr, createdAt: str });
const stockData = object({ id: str, price: optNum, mcap: optNum, updatedAt: optStr });
const strings = arrayOf(str);

const asset = object({
  id: str,
  name: str,
  symbol: str,
  icon: optStr,
  decimals: optNum,
  tokenProgram: optStr,
  createdAt: optStr,
  updatedAt: optStr,
  twitter: optStr,
  telegram: optStr,
  website: optStr,
  dev: optStr,
  mintAuthority: optStr,
  freezeAuthority: optStr,
  circSupply: optNum,
  totalSupply: optNum,
  launchpad: optStr,
  partnerConfig: optStr,
  graduatedPool: optStr,
  graduatedAt: optStr,
  firstPool: opt(firstPool),
  holderCount: optNum,
  fdv: optNum,
  mcap: optNum,
  usdPrice: optNum,
  priceBlockId: optNum,
  liquidity: optNum,
  bondingCurve: optNum,
  organicScore: optNum,
  organicScoreLabel: optStr,
  isVerified: optBool,
  ctLikes: optNum,
  smartCtLikes: optNum,
  cexes: opt(strings),
  tags: opt(strings),
  audit: opt(audit),
  stockData: opt(stockData),
  stats5m: opt(statsWindow),
  stats1h: opt(statsWindow),
  stats6h: opt(statsWindow),
  stats24h: opt(statsWindow),
  streamed: optBool,
});

/** poolSchema as a compiled guard. */
export const isPool = object({
  id: str,
  chain: optStr,
  dex: optStr,
  type: optStr,
  createdAt: str,
  updatedAt: optStr,
  bondingCurve: optNum,
  volume24h: optNum,
  isUnreliable: optBool,
  streamed: optBool,
  firstPool: opt(firstPool),
  graduatedPool: optStr,
  baseAsset: asset,
});

/** poolUpdateSchema as a compiled guard: { type: 'new' | 'update' | 'graduated', pool }. */
export const isPoolUpdate = object({ type: oneOf('new', 'update', 'graduated'), pool: isPool }) as (value: unknown) => value is PoolUpdate;

/** An 'updates' frame's data: every item a pool update (one bad item drops the frame, as zod would). */
export const isPoolUpdateList = (value: unknown): value is PoolUpdate[] => Array.isArray(value) && value.every(isPoolUpdate);
