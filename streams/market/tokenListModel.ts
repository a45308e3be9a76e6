import type { Pool } from '../schemas/pool';
import { type TokenFilter, compileFilter } from './filters';
import type { PoolUpdate } from './liveStream';
import { mergePool } from './mergePool';
import { type SortField, sortRows } from './sorting';
import { type Timeframe, type TokenRow, parseTime, toRow } from './tokenRow';

/** Lists that grow with launches keep at most this many tokens (the newest). */
const GROWING_LIST_CAP = 300;
/** Parsed timestamps kept per model; cleared past this many (each token brings a handful). */
const TIME_CACHE_LIMIT = 20_000;

interface RowCache {
  readonly pool: Pool;
  readonly rows: Partial<Record<Timeframe, TokenRow>>;
}

/**
 * The pools of one token list, keyed by mint (a graduation changes the pool id, not the mint).
 * Snapshots replace the set; stream updates merge into it; launches join growing lists.
 */
/** When the pool's token last traded (its updatedAt), for ordering a snapshot against the stream. */
const lastTradeOf = (pool: Pool): number => {
  const time = Date.parse(pool.baseAsset.updatedAt ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

export class TokenListModel {
  private pools = new Map<string, Pool>();
  /** Mints in snapshot order, for unsorted lists (the watchlist keeps its own order). */
  private order: string[] = [];
  /** Launches the stream brought that no snapshot has listed yet, newest first (growing lists). */
  private launched: string[] = [];
  /** Each mint's row per timeframe, for the pool object it was made from: an unchanged pool keeps its row (and React its row). */
  private rows = new Map<string, RowCache>();
  private times = new Map<string, number | undefined>();
  version = 0;

  private readonly time = (iso: string | null | undefined): number | undefined => {
    if (!iso) return undefined;
    if (this.times.has(iso)) return this.times.get(iso);
    if (this.times.size > TIME_CACHE_LIMIT) this.times.clear();
    const value = parseTime(iso);
    this.times.set(iso, value);
    return value;
  };

  private row(mint: string, pool: Pool, timeframe: Timeframe): TokenRow {
    let cache = this.rows.get(mint);
    if (cache?.pool !== pool) {
      cache = { pool, rows: {} };
      this.rows.set(mint, cache);
    }
    return (cache.rows[timeframe] ??= toRow(pool, timeframe, this.time));
  }

  /**
   * `growing`: launches join the list (new, hunt). `launchpads`: a launchpad's page admits only
   * its own launches, whatever the stream sends (spec 000 §4 recent with partner configs).
   * `tag`: only tokens carrying it (an issuer's screener over the stocks list).
   */
  constructor(
    private readonly growing: boolean,
    private readonly launchpads?: ReadonlySet<string>,
    private readonly tag?: string,
  ) {}

  get size() {
    return this.pools.size;
  }

  load(snapshot: readonly Pool[]) {
    const next = new Map<string, Pool>();
    const admitted = this.tag === undefined ? snapshot : snapshot.filter((pool) => this.admits(pool));
    for (const pool of admitted) {
      const existing = this.pools.get(pool.baseAsset.id);
      // A snapshot can be older than an update the stream already brought: computed before that
      // trade, answered after it (a reconnect asks for both at once). The row keeps the later trade.
      next.set(pool.baseAsset.id, existing !== undefined && lastTradeOf(existing) > lastTradeOf(pool) ? existing : mergePool(existing, pool));
    }
    // A growing list keeps the launches the stream brought that the snapshot does not list yet
    // (it may be older than they are), on top, as they were shown.
    const kept = this.growing ? this.launched.filter((mint) => !next.has(mint)) : [];
    for (const mint of kept) {
      const pool = this.pools.get(mint);
      if (pool) next.set(mint, pool);
    }
    this.pools = next;
    for (const mint of this.rows.keys()) if (!next.has(mint)) this.rows.delete(mint);
    this.launched = kept;
    this.order = [...kept, ...admitted.map((pool) => pool.baseAsset.id)];
    this.trim();
    this.version++;
  }

  /** Applies one streamed update; true when the list changed. */
  apply(update: PoolUpdate): boolean {
    const mint = update.pool.baseAsset.id;
    const existing = this.pools.get(mint);
    if (!existing && !(this.growing && update.type === 'new' && this.admits(update.pool))) return false;
    this.pools.set(mint, mergePool(existing, update.pool));
    if (!existing) {
      this.order.unshift(mint);
      this.launched.unshift(mint);
      this.trim();
    }
    this.version++;
    return true;
  }

  /**
   * Listed tokens read again: each row takes the pool only when it traded later than the row
   * shows (the stream may have brought a later trade first). Tokens not listed are ignored: the
   * list's membership is the snapshot's. True when a row changed.
   */
  refresh(pools: readonly Pool[]): boolean {
    let changed = false;
    for (const pool of pools) {
      const mint = pool.baseAsset.id;
      const existing = this.pools.get(mint);
      if (existing === undefined || lastTradeOf(pool) <= lastTradeOf(existing)) continue;
      this.pools.set(mint, mergePool(existing, pool));
      changed = true;
    }
    if (changed) this.version++;
    return changed;
  }

  private admits(pool: Pool): boolean {
    if (this.launchpads !== undefined && !this.launchpads.has(pool.baseAsset.launchpad ?? '')) return false;
    return this.tag === undefined || (pool.baseAsset.tags ?? []).includes(this.tag);
  }

  pool(mint: string) {
    return this.pools.get(mint);
  }

  poolIds(): string[] {
    return [...this.pools.values()].map((pool) => pool.id);
  }

  /** The rows to show: derived for the timeframe, filtered, sorted. */
  view(timeframe: Timeframe, filter: TokenFilter, sort: SortField | null, now: number): TokenRow[] {
    const passes = compileFilter(filter, now);
    const rows: TokenRow[] = [];
    for (const mint of this.order) {
      const pool = this.pools.get(mint);
      if (!pool) continue;
      const row = this.row(mint, pool, timeframe);
      if (passes(row)) rows.push(row);
    }
    return sortRows(rows, sort);
  }

  private trim() {
    if (this.pools.size <= GROWING_LIST_CAP) return;
    let oldest: Pool | undefined;
    for (const pool of this.pools.values()) if (!oldest || pool.createdAt < oldest.createdAt) oldest = pool;
    if (!oldest) return;
    this.pools.delete(oldest.baseAsset.id);
    this.rows.delete(oldest.baseAsset.id);
    this.order = this.order.filter((mint) => mint !== oldest.baseAsset.id);
    this.launched = this.launched.filter((mint) => mint !== oldest.baseAsset.id);
  }
}
