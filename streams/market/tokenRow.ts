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
export const isStock = (asset: Asset): boolean => Boolean(asset.stockData?.id) || (asset.tags ?? []).some((tag) => tag === 'xstocks' || tag === 'prestocks');

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

/** ISO time → ms, or undefined; the list model passes a cached one (a token's createdAt comes back with every update). */
export type TimeParser = (iso: string | null | undefined) => number | undefined;

export const parseTime: TimeParser = (iso) => {
  if (!iso) return undefined;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? undefined : value;
};

/** The row of a pool in a timeframe: derived values and parsed times, computed once per pool object by its owner. */
export const toRow = (pool: Pool, timeframe: Timeframe, time: TimeParser = parseTime): TokenRow => {
  const asset = pool.baseAsset;
  return {
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
};
