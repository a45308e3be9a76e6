import type { Asset, Pool, StatsWindow } from '../../streams/schemas';
import { USDC_MINT } from './knownTokens';
import type { Market } from './market';
import { type Timeframe, exactCounts, timeframes, windowStats, windows } from './stats';
import type { TokenState } from './token';
import { type Trade, tradeHash } from './tokenTypes';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/**
 * Window stats are recomputed at most this often per token; price, market cap and liquidity
 * are fresh in every update. A firehose then costs one asset object per update, not a stats pass.
 */
const STATS_REUSE_MS = 250;

export interface SerializeContext {
  readonly market: Market;
  /** Public base URL of the simulator, for icon links. */
  readonly publicUrl: string;
  readonly now: number;
}

const iso = (time: number) => new Date(time).toISOString();

export const organicLabel = (score: number) => (score >= 70 ? 'high' : score >= 35 ? 'medium' : 'low');

interface Cached {
  readonly version: number;
  readonly statsSlot: number;
  readonly asset: Asset;
  readonly stats: Record<Timeframe, StatsWindow>;
  /** Sorting all holders is too dear per update: refreshed with the stats. */
  readonly topHolders: number;
}
const cache = new WeakMap<TokenState, Cached>();

const topHoldersPercentage = (token: TokenState) => {
  if (token.info.known || token.info.stock) return token.info.audit.topHoldersPercentage;
  const top = token.holdings.top(10).reduce((sum, entry) => sum + entry.amount, 0);
  return Math.min(100, (top / token.info.supply) * 100);
};

const build = (token: TokenState, { market, publicUrl, now }: SerializeContext, reuse: Cached | undefined): Cached => {
  const { info, pool } = token;
  const price = market.priceUsd(token);
  const liquidity = market.liquidityUsd(token);
  const statsSlot = Math.floor(now / STATS_REUSE_MS);
  const fresh = !reuse || reuse.statsSlot !== statsSlot;
  const topHolders = fresh ? topHoldersPercentage(token) : reuse.topHolders;
  const stats = !fresh
    ? reuse.stats
    : (() => {
        const exact = exactCounts(token, now);
        return Object.fromEntries(timeframes.map((tf) => [tf, windowStats(token, windows[tf], now, price, liquidity, exact)])) as Record<
          Timeframe,
          StatsWindow
        >;
      })();
  const day = stats['24h'];
  const volume = (day.buyVolume ?? 0) + (day.sellVolume ?? 0);
  const organicVolume = (day.buyOrganicVolume ?? 0) + (day.sellOrganicVolume ?? 0);
  const organicScore = info.known ? 96 + (token.version % 3) : volume > 0 ? Math.round((organicVolume / volume) * 1000) / 10 : 0;
  const circSupply = info.supply;
  const graduated = pool.graduatedAt !== undefined;
  // The verification service's decision counts (market.isVerified): an approved token is tagged verified.
  const verified = market.isVerified(token);
  const tags = verified ? [...info.tags] : info.tags.filter((tag) => tag !== 'verified');
  if (verified && !tags.includes('verified')) tags.unshift('verified');
  const asset: Asset = {
    id: info.mint,
    name: info.name,
    symbol: info.symbol,
    // Jup Studio launches list no icon, as fresh tokens often do: clients read it from the mint's metadata.
    // A launch with an uploaded image lists it (the simulator serves it, sanitised: sim/studio/).
    icon: info.image ?? (info.launchpad === 'jup-studio' ? undefined : `${publicUrl}/icons/${info.mint}.svg`),
    decimals: market.reportedDecimals(token),
    tokenProgram: TOKEN_PROGRAM,
    createdAt: iso(info.createdAt),
    updatedAt: iso(token.lastTradeAt || info.createdAt),
    twitter: info.twitter ?? null,
    telegram: info.telegram ?? null,
    website: info.website ?? null,
    dev: info.dev,
    mintAuthority: info.audit.mintAuthorityDisabled ? null : info.dev,
    freezeAuthority: info.audit.freezeAuthorityDisabled ? null : info.dev,
    circSupply,
    totalSupply: info.supply,
    launchpad: info.launchpad ?? null,
    graduatedPool: graduated ? pool.id : null,
    graduatedAt: graduated && pool.graduatedAt !== undefined ? iso(pool.graduatedAt) : null,
    firstPool: { id: pool.firstPoolId, dex: pool.firstPoolDex, createdAt: iso(pool.firstPoolCreatedAt) },
    holderCount: token.holderCount(),
    fdv: price * info.supply,
    mcap: price * circSupply,
    usdPrice: info.mint === USDC_MINT ? 1 : price,
    priceBlockId: market.blockIdAt(token.lastTradeAt || now),
    liquidity,
    bondingCurve: token.bondingCurve() ?? null,
    organicScore,
    organicScoreLabel: organicLabel(organicScore),
    isVerified: verified,
    ctLikes: info.ctLikes,
    smartCtLikes: info.smartCtLikes,
    cexes: [...info.cexes],
    tags,
    audit: {
      mintAuthorityDisabled: info.audit.mintAuthorityDisabled,
      freezeAuthorityDisabled: info.audit.freezeAuthorityDisabled,
      topHoldersPercentage: topHolders,
      devBalancePercentage: (token.holdings.balance(-1) / info.supply) * 100,
      lpBurnedPercentage: graduated ? info.audit.lpBurnedPercentage || 100 : info.audit.lpBurnedPercentage,
      devMigrations: info.audit.devMigrations,
    },
    stockData: info.stock
      ? { id: info.stock.ticker, price: info.stock.stockPrice, mcap: info.stock.stockPrice * info.stock.sharesOut, updatedAt: iso(now) }
      : null,
    stats5m: stats['5m'],
    stats1h: stats['1h'],
    stats6h: stats['6h'],
    stats24h: day,
  };
  return { version: token.version, statsSlot, asset, stats, topHolders };
};

const cached = (token: TokenState, context: SerializeContext): Cached => {
  const hit = cache.get(token);
  if (hit && hit.version === token.version && hit.statsSlot === Math.floor(context.now / STATS_REUSE_MS)) return hit;
  const fresh = build(token, context, hit);
  cache.set(token, fresh);
  return fresh;
};

/** The Asset shape of research §2 / §8 (also Tokens v2 and search). */
export const assetOf = (token: TokenState, context: SerializeContext): Asset => cached(token, context).asset;

export const statsOf = (token: TokenState, timeframe: Timeframe, context: SerializeContext): StatsWindow => cached(token, context).stats[timeframe];

/** The Pool shape of research §8 with its base asset. */
export const poolOf = (token: TokenState, context: SerializeContext, streamed = false): Pool => {
  const { pool } = token;
  const asset = assetOf(token, context);
  const day = asset.stats24h;
  return {
    id: pool.id,
    chain: 'solana',
    dex: pool.dex,
    type: pool.reserves.kind === 'curve' ? 'bonding-curve' : 'amm',
    createdAt: iso(pool.createdAt),
    updatedAt: asset.updatedAt ?? null,
    bondingCurve: asset.bondingCurve ?? null,
    volume24h: (day?.buyVolume ?? 0) + (day?.sellVolume ?? 0),
    isUnreliable: false,
    streamed,
    firstPool: asset.firstPool ?? null,
    graduatedPool: asset.graduatedPool ?? null,
    baseAsset: streamed ? { ...asset, streamed: true } : asset,
  };
};

/** A trade as the market API's /v1/txs and the stream's 'actions' send it (one shape for both). */
export const tradeTxOf = (token: TokenState, trade: Trade, market: Pick<Market, 'traderAddress'>) => ({
  timestamp: new Date(trade.time).toISOString(),
  asset: token.info.mint,
  type: trade.side,
  usdPrice: trade.priceUsd,
  usdVolume: trade.usd,
  traderAddress: market.traderAddress(token, trade.trader),
  txHash: tradeHash(trade),
  amount: trade.baseAmount,
  isMev: trade.mev,
  isMrp: true,
  poolId: token.pool.id,
  // the quote amount traded (exact), not today's USD volume over today's quote price
  nativeVolume: trade.quoteAmount,
  isValidPrice: true,
});
