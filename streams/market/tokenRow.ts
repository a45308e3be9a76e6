import type { Asset, StatsWindow } from '../schemas/asset';
import type { Pool } from '../schemas/pool';

export const timeframes = ['5m', '1h', '6h', '24h'] as const;
export type Timeframe = (typeof timeframes)[number];

/** Values derived from a pool's stats in one timeframe (spec 000 §3 Derived values). */
export interface Derived {
  readonly volume: number;
  readonly netVolume: number;
  readonly txs: number;
  readonly netTxs: number;
  readonly buys: number;
  readonly sells: number;
  /** 2 × numNetBuyers − numTraders: buyers minus sellers. */
  readonly netBuyers: number;
  readonly numNetBuyers: number;
  readonly traders: number;
  readonly organicBuyers: number;
  readonly priceChange: number | undefined;
}

const n = (value: number | null | undefined) => value ?? 0;

export const statsOf = (asset: Asset, timeframe: Timeframe): StatsWindow | null | undefined => asset[`stats${timeframe}`];

export const derive = (stats: StatsWindow | null | undefined): Derived => ({
  volume: n(stats?.buyVolume) + n(stats?.sellVolume),
  netVolume: n(stats?.buyVolume) - n(stats?.sellVolume),
  txs: n(stats?.numBuys) + n(stats?.numSells),
  netTxs: n(stats?.numBuys) - n(stats?.numSells),
  buys: n(stats?.numBuys),
  sells: n(stats?.numSells),
  netBuyers: 2 * n(stats?.numNetBuyers) - n(stats?.numTraders),
  numNetBuyers: n(stats?.numNetBuyers),
  traders: n(stats?.numTraders),
  organicBuyers: n(stats?.numOrganicBuyers),
  priceChange: stats?.priceChange ?? undefined,
});

/** A stock token: it has stockData with an id, or the xstocks / prestocks tag. */
export const isStock = (asset: Asset): boolean =>
  Boolean(asset.stockData?.id) || (asset.tags ?? []).some((tag) => tag === 'xstocks' || tag === 'prestocks');

/** How far the token trades from its stock: (stock price − usdPrice) / stock price. */
export const priceDelta = (asset: Asset): number | undefined => {
  const stock = asset.stockData?.price;
  if (!stock || asset.usdPrice === null || asset.usdPrice === undefined) return undefined;
  return (stock - asset.usdPrice) / stock;
};

/** One row of a token list: the pool and what the list derives from it for a timeframe. */
export interface TokenRow {
  readonly key: string;
  readonly pool: Pool;
  readonly asset: Asset;
  readonly timeframe: Timeframe;
  readonly derived: Derived;
  readonly isStock: boolean;
  readonly priceDelta: number | undefined;
  /** When the pool first listed (ms): its first pool's creation, else the pool's. */
  readonly listedAt: number;
  readonly graduatedAt: number | undefined;
}

/** Parsed timestamps: a token's createdAt comes back with every one of its updates. */
const parsedTimes = new Map<string, number | undefined>();
const time = (iso: string | null | undefined) => {
  if (!iso) return undefined;
  if (parsedTimes.has(iso)) return parsedTimes.get(iso);
  const value = Date.parse(iso);
  if (parsedTimes.size > 20_000) parsedTimes.clear();
  parsedTimes.set(iso, Number.isNaN(value) ? undefined : value);
  return parsedTimes.get(iso);
};

/** Rows are cached per pool object: an unchanged pool keeps its row (and its React row). */
const rowCache = new WeakMap<Pool, Partial<Record<Timeframe, TokenRow>>>();

export const toRow = (pool: Pool, timeframe: Timeframe): TokenRow => {
  const cached = rowCache.get(pool)?.[timeframe];
  if (cached) return cached;
  const asset = pool.baseAsset;
  const row: TokenRow = {
    key: asset.id,
    pool,
    asset,
    timeframe,
    derived: derive(statsOf(asset, timeframe)),
    isStock: isStock(asset),
    priceDelta: priceDelta(asset),
    listedAt: time(asset.firstPool?.createdAt) ?? time(pool.createdAt) ?? 0,
    graduatedAt: time(asset.graduatedAt),
  };
  rowCache.set(pool, { ...rowCache.get(pool), [timeframe]: row });
  return row;
};
