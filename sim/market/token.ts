import { buy, curveProgress, graduate, priceInQuote, sell } from './curve';
import { Holdings } from './holdings';
import type { Regime } from './regimes';
import { BucketSeries } from './series';
import type { PoolInfo, TokenInfo, Trade, TraderPool } from './tokenTypes';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const TRADE_RING = 400;
/** Minutes whose per-trader nets are kept, for exact 5-minute trader counts. */
const EXACT_MINUTES = 5;

export class TokenState {
  readonly minutes = new BucketSeries(1440, MINUTE);
  readonly hours = new BucketSeries(720, HOUR);
  readonly holdings = new Holdings();
  /** The newest trades, oldest first (bounded). */
  readonly trades: Trade[] = [];
  /** Per-minute nets per trader (USD), the last few minutes only. */
  private readonly nets = new Map<number, Map<number, { net: number; organicBuyer: boolean }>>();
  private finalizedMinute = -1;
  lastTradeAt = 0;
  /** Bumped on every change, so serialisers can cache. */
  version = 0;
  graduatedNow = false;
  /** The market cap traders drift back to; regimes move it (a pump raises it, a rug crushes it). */
  private anchor: number;
  private readonly anchorLimits: readonly [number, number];
  /** Established tokens return to this valuation between regimes; memecoins wander from it. */
  readonly baseAnchor: number;
  readonly anchorRange: 'meme' | 'established';

  constructor(
    readonly info: TokenInfo,
    readonly pool: PoolInfo,
    public regime: Regime,
    readonly traders: TraderPool,
    anchorMcap: number,
    /** How far the anchor may wander: memecoins a lot (50× down, 30× up), established tokens little. */
    anchorRange: 'meme' | 'established' = 'meme',
  ) {
    this.anchor = anchorMcap;
    this.baseAnchor = anchorMcap;
    this.anchorRange = anchorRange;
    this.anchorLimits = anchorRange === 'meme' ? [anchorMcap / 50, anchorMcap * 30] : [anchorMcap / 2.5, anchorMcap * 2.5];
  }

  get anchorMcap() {
    return this.anchor;
  }

  /** Moves the anchor, within the token's range of where it started, so valuations stay plausible. */
  set anchorMcap(value: number) {
    this.anchor = Math.max(this.anchorLimits[0], Math.min(this.anchorLimits[1], value));
  }

  get isCurve() {
    return this.pool.reserves.kind === 'curve';
  }

  bondingCurve(): number | undefined {
    return this.isCurve ? curveProgress(this.pool.reserves) : this.pool.graduatedAt !== undefined ? 100 : undefined;
  }

  priceUsd(quoteUsd: number) {
    return priceInQuote(this.pool.reserves) * quoteUsd;
  }

  holderCount() {
    return this.info.baseHolders + this.holdings.count;
  }

  /** Liquidity in USD: both sides of a real pool; the raised side of a curve. */
  /** Buy probability: the regime's bias, leaning back toward the anchor market cap. */
  buyBias(quoteUsd: number) {
    const mcap = this.priceUsd(quoteUsd) * this.info.supply;
    const lean = Math.max(-0.45, Math.min(0.45, -0.6 * Math.log(Math.max(mcap, 1) / Math.max(this.anchor, 1))));
    // Established tokens feel regimes half as much as memecoins do.
    const tilt = (this.regime.buyBias - 0.5) * (this.anchorRange === 'established' ? 0.5 : 1);
    return Math.max(0.05, Math.min(0.95, 0.5 + tilt + lean));
  }

  /** Trades larger than a few percent of a real pool's depth do not happen. */
  maxTradeUsd(quoteUsd: number) {
    return this.isCurve ? Number.POSITIVE_INFINITY : 0.03 * this.pool.reserves.quote * quoteUsd;
  }

  liquidityUsd(quoteUsd: number) {
    const reserves = this.pool.reserves;
    if (reserves.kind === 'curve') return Math.max(0, reserves.quote - 30) * quoteUsd;
    return 2 * reserves.quote * quoteUsd;
  }

  /**
   * Executes one trade against the pool and records it everywhere it shows: holdings, minute
   * and hour buckets, the trade ring. A sell by someone holding nothing is taken by a holder.
   */
  trade(params: {
    time: number;
    side: 'buy' | 'sell';
    usd: number;
    trader: number;
    organic: boolean;
    mev: boolean;
    quoteUsd: number;
    hashSeed: number;
    blockId: number;
    pickHolder: number;
  }): Trade | undefined {
    const { time, quoteUsd } = params;
    let trader = params.trader;
    const reserves = this.pool.reserves;
    let fill;
    if (params.side === 'buy') {
      fill = buy(reserves, params.usd / quoteUsd);
      if (fill.baseAmount <= 0) return undefined;
      this.holdings.change(trader, fill.baseAmount);
    } else {
      const price = this.priceUsd(quoteUsd);
      let held = this.holdings.balance(trader);
      if (held <= 0 && !this.info.known) {
        const holder = this.holdings.pick(params.pickHolder);
        // A Studio launch's developer is a real wallet: the market never sells for it.
        if (holder === undefined || (holder === -1 && this.info.userLaunched)) return undefined;
        trader = holder;
        held = this.holdings.balance(holder);
      }
      const wanted = params.usd / price;
      const amount = this.info.known ? wanted : Math.min(wanted, held);
      if (amount <= 0) return undefined;
      fill = sell(reserves, amount);
      if (fill.quoteAmount <= 0) return undefined;
      this.holdings.change(trader, -amount);
    }
    const usd = fill.quoteAmount * quoteUsd;
    const priceUsd = this.priceUsd(quoteUsd);
    const trade: Trade = {
      time,
      side: params.side,
      trader,
      baseAmount: fill.baseAmount,
      quoteAmount: fill.quoteAmount,
      usd,
      priceUsd,
      organic: params.organic,
      mev: params.mev,
      hashSeed: params.hashSeed,
      blockId: params.blockId,
    };
    this.record(trade, quoteUsd);
    if (this.isCurve && curveProgress(reserves) >= 100) {
      this.pool.reserves = graduate(reserves);
      this.pool.graduatedAt = time;
      this.graduatedNow = true;
    }
    return trade;
  }

  private record(trade: Trade, quoteUsd: number) {
    const minute = this.minutes.bucketOf(trade.time);
    this.finalizeBefore(minute);
    const hour = this.hours.bucketOf(trade.time);
    const buySide = trade.side === 'buy';
    for (const [series, bucket] of [
      [this.minutes, minute],
      [this.hours, hour],
    ] as const) {
      series.price(bucket, trade.priceUsd);
      series.add(bucket, buySide ? 'buyVol' : 'sellVol', trade.usd);
      series.add(bucket, buySide ? 'buys' : 'sells', 1);
      if (trade.organic) series.add(bucket, buySide ? 'orgBuyVol' : 'orgSellVol', trade.usd);
      series.set(bucket, 'holders', this.holderCount());
      series.set(bucket, 'liquidity', this.liquidityUsd(quoteUsd));
    }
    let minuteNets = this.nets.get(minute);
    if (!minuteNets) {
      minuteNets = new Map();
      this.nets.set(minute, minuteNets);
    }
    const entry = minuteNets.get(trade.trader) ?? { net: 0, organicBuyer: false };
    entry.net += buySide ? trade.usd : -trade.usd;
    if (buySide && trade.organic) entry.organicBuyer = true;
    minuteNets.set(trade.trader, entry);
    // Hourly distinct traders are approximated from minute counts at finalisation.
    this.trades.push(trade);
    // Trimmed in chunks: shifting the array on every trade would cost O(ring) per trade.
    if (this.trades.length > TRADE_RING + 100) this.trades.splice(0, this.trades.length - TRADE_RING);
    this.lastTradeAt = trade.time;
    this.version++;
  }

  /**
   * Aggregated flow for a whole minute (history before the live start): volumes and counts
   * without individual trades, one net move of the pool.
   */
  recordAggregate(params: {
    time: number;
    buys: number;
    sells: number;
    buyUsd: number;
    sellUsd: number;
    organicShare: number;
    quoteUsd: number;
    /** Trader indices that bought into the token this minute. */
    buyers: readonly number[];
  }) {
    const { time, quoteUsd } = params;
    const reserves = this.pool.reserves;
    const net = params.buyUsd - params.sellUsd;
    if (net > 0) buy(reserves, net / quoteUsd);
    else if (net < 0) sell(reserves, Math.min(-net / this.priceUsd(quoteUsd), Math.max(0, reserves.base * 0.5)));
    if (this.isCurve && curveProgress(reserves) >= 100) {
      this.pool.reserves = graduate(reserves);
      this.pool.graduatedAt = time;
      this.graduatedNow = true;
    }
    const price = this.priceUsd(quoteUsd);
    const traders = this.estimateDistinct(params.buys + params.sells);
    const buyerShare = params.buys + params.sells > 0 ? params.buys / (params.buys + params.sells) : 0.5;
    const tokensPerBuyer = price > 0 && params.buys > 0 ? params.buyUsd / params.buys / price : 0;
    for (const buyer of params.buyers) this.holdings.change(buyer, tokensPerBuyer);
    for (const series of [this.minutes, this.hours]) {
      const bucket = series.bucketOf(time);
      series.price(bucket, price);
      series.add(bucket, 'buyVol', params.buyUsd);
      series.add(bucket, 'sellVol', params.sellUsd);
      series.add(bucket, 'buys', params.buys);
      series.add(bucket, 'sells', params.sells);
      series.add(bucket, 'orgBuyVol', params.buyUsd * params.organicShare);
      series.add(bucket, 'orgSellVol', params.sellUsd * params.organicShare);
      series.add(bucket, 'traders', traders);
      series.add(bucket, 'netBuyers', Math.round(traders * Math.max(0, Math.min(1, buyerShare * 1.1 - 0.05))));
      series.add(bucket, 'orgBuyers', Math.round(traders * buyerShare * params.organicShare));
      series.set(bucket, 'holders', this.holderCount());
      series.set(bucket, 'liquidity', this.liquidityUsd(quoteUsd));
    }
    this.version++;
  }

  /** Expected distinct traders among `draws` trades from the token's trader pool. */
  estimateDistinct(draws: number) {
    const size = this.traders.size;
    return draws <= 0 ? 0 : Math.min(draws, size * (1 - Math.exp(-draws / size)));
  }

  /** Writes per-minute trader counts of every minute before `minute`, and drops old nets. */
  finalizeBefore(minute: number) {
    if (this.finalizedMinute >= minute - 1) return;
    for (const [bucket, nets] of this.nets) {
      if (bucket >= minute || bucket <= this.finalizedMinute) continue;
      let netBuyers = 0;
      let organicBuyers = 0;
      for (const entry of nets.values()) {
        if (entry.net > 0) netBuyers++;
        if (entry.organicBuyer) organicBuyers++;
      }
      for (const series of [this.minutes, this.hours]) {
        const target = series === this.minutes ? bucket : this.hours.bucketOf(bucket * MINUTE);
        series.add(target, 'traders', nets.size);
        series.add(target, 'netBuyers', netBuyers);
        series.add(target, 'orgBuyers', organicBuyers);
      }
    }
    for (const bucket of this.nets.keys()) if (bucket < minute - EXACT_MINUTES) this.nets.delete(bucket);
    this.finalizedMinute = minute - 1;
  }

  /** Exact distinct traders, net buyers and organic buyers over minutes [from, to]. */
  exactTraders(from: number, to: number) {
    const merged = new Map<number, { net: number; organicBuyer: boolean }>();
    for (const [bucket, nets] of this.nets) {
      if (bucket < from || bucket > to) continue;
      for (const [trader, entry] of nets) {
        const sum = merged.get(trader) ?? { net: 0, organicBuyer: false };
        sum.net += entry.net;
        sum.organicBuyer ||= entry.organicBuyer;
        merged.set(trader, sum);
      }
    }
    let netBuyers = 0;
    let organicBuyers = 0;
    for (const entry of merged.values()) {
      if (entry.net > 0) netBuyers++;
      if (entry.organicBuyer) organicBuyers++;
    }
    return { traders: merged.size, netBuyers, organicBuyers };
  }

  private completeMerge: { minute: number; nets: Map<number, { net: number; organicBuyer: boolean }>; netBuyers: number; organicBuyers: number } | undefined;

  /**
   * Exact counts over the five minutes ending with `minute` (the one in progress). The four
   * complete minutes are merged once per minute; each call only folds in the current one.
   */
  exactLastFive(minute: number) {
    if (!this.completeMerge || this.completeMerge.minute !== minute) {
      const nets = new Map<number, { net: number; organicBuyer: boolean }>();
      for (const [bucket, minuteNets] of this.nets) {
        if (bucket < minute - 4 || bucket >= minute) continue;
        for (const [trader, entry] of minuteNets) {
          const sum = nets.get(trader) ?? { net: 0, organicBuyer: false };
          sum.net += entry.net;
          sum.organicBuyer ||= entry.organicBuyer;
          nets.set(trader, sum);
        }
      }
      let netBuyers = 0;
      let organicBuyers = 0;
      for (const entry of nets.values()) {
        if (entry.net > 0) netBuyers++;
        if (entry.organicBuyer) organicBuyers++;
      }
      this.completeMerge = { minute, nets, netBuyers, organicBuyers };
    }
    const complete = this.completeMerge;
    let traders = complete.nets.size;
    let netBuyers = complete.netBuyers;
    let organicBuyers = complete.organicBuyers;
    for (const [trader, entry] of this.nets.get(minute) ?? []) {
      const before = complete.nets.get(trader);
      if (!before) {
        traders++;
        if (entry.net > 0) netBuyers++;
        if (entry.organicBuyer) organicBuyers++;
        continue;
      }
      netBuyers += Number(before.net + entry.net > 0) - Number(before.net > 0);
      if (entry.organicBuyer && !before.organicBuyer) organicBuyers++;
    }
    return { traders, netBuyers, organicBuyers };
  }

  /** Nets of the minute in progress (not yet finalised into the buckets). */
  liveMinute(minute: number) {
    return this.exactTraders(minute, minute);
  }

  /** Whether nets are kept for `minute` (exact counts possible). */
  hasExact(minute: number) {
    return this.nets.has(minute) || minute > this.finalizedMinute;
  }
}
