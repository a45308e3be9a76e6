import { createRng, type Rng } from '../prng';
import { randomAddress } from './addresses';
import { buy, curveProgress, graduate } from './curve';
import { type Seeded, quoteToProgress, seedGenerated, seedMarket } from './genesis';
import { USDC_MINT } from './knownTokens';
import { anchorShift, establishedFactor, nextRegime } from './regimes';
import { binomial, poisson, tradeSize } from './sampling';
import type { TokenState } from './token';
import type { Trade } from './tokenTypes';
import { hourlyPrehistory, seedHolders } from './prehistory';

export const STEP_MS = 50;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Where block ids are counted from, so they look like mainnet slots and stay deterministic. */
const BLOCK_EPOCH = Date.UTC(2026, 0, 1);
const BLOCK_BASE = 380_000_000;
/** New tokens per second, whatever the trading rate. */
const LAUNCH_RATE = 1 / 7;

export type MarketEvent =
  | { readonly type: 'trade'; readonly token: TokenState; readonly trade: Trade }
  | { readonly type: 'launch'; readonly token: TokenState }
  | { readonly type: 'graduated'; readonly token: TokenState }
  /** What the services say about a token changed without a trade (its verified tag): clients following it hear. */
  | { readonly type: 'info'; readonly token: TokenState }
  | { readonly type: 'step'; readonly time: number };

export interface MarketOptions {
  readonly seed: number;
  /** Wall-clock time the market starts at; its history is the 24 h before. */
  readonly now: number;
  /** About how many tokens to keep listed. */
  readonly tokenCount?: number;
  /** Trading activity multiplier (SIM_RATE): 1 is realistic, 100 is a firehose. */
  readonly rate?: number;
  /** Trader addresses in the market. */
  readonly traderCount?: number;
}

/**
 * The simulated market: tokens with pools, seeded traders moving prices in regimes, launches
 * and graduations. It advances in fixed 50 ms steps, so a seed replays the same sequence.
 */
export class Market {
  readonly seed: number;
  readonly tokenCount: number;
  rate: number;
  private readonly byMint = new Map<string, TokenState>();
  private readonly byPool = new Map<string, TokenState>();
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  readonly traders: readonly string[];
  private readonly traderOrganic: Uint8Array;
  private readonly devs: readonly string[];
  private readonly trading: Rng;
  private readonly launching: Rng;
  private readonly history: Rng;
  private clock: number;
  private silent = false;

  constructor(options: MarketOptions) {
    this.seed = options.seed;
    this.tokenCount = options.tokenCount ?? 300;
    this.rate = options.rate ?? 1;
    const rng = createRng(options.seed);
    const people = rng.fork('people');
    const traderCount = options.traderCount ?? 4000;
    this.traders = Array.from({ length: traderCount }, () => randomAddress(people));
    this.traderOrganic = Uint8Array.from({ length: traderCount }, () => (people.chance(0.75) ? 1 : 0));
    this.devs = Array.from({ length: 80 }, () => randomAddress(people));
    this.trading = rng.fork('trading');
    this.launching = rng.fork('launching');
    this.history = rng.fork('history');

    const now = options.now;
    const seeded = seedMarket({ rng: rng.fork('genesis'), now, devs: this.devs, traderCount }, this.tokenCount);
    for (const { token } of seeded) this.add(token);
    const liveFrom = now - 5 * MINUTE;
    for (const entry of seeded) this.backfill(entry, liveFrom, now);
    // The last five minutes trade for real, so recent trades and 5m stats are exact; at the
    // realistic rate, whatever firehose rate was asked for (it applies from now on).
    this.clock = liveFrom;
    this.silent = true;
    this.rate = 1;
    this.advanceTo(now);
    this.rate = options.rate ?? 1;
    this.silent = false;
  }

  // ---- lookups ----------------------------------------------------------------------------

  tokens(): IterableIterator<TokenState> {
    return this.byMint.values();
  }

  size() {
    return this.byMint.size;
  }

  /** Decimals the services report instead of the mint's (the switchboard's hostile token); the ledger keeps the real ones. */
  private readonly reported = new Map<string, number>();

  /** The services report `decimals` for this mint from now on (undefined: the real ones again). */
  reportDecimals(mint: string, decimals: number | undefined): boolean {
    const token = this.token(mint);
    if (!token) return false;
    if (decimals === undefined) this.reported.delete(mint);
    else this.reported.set(mint, decimals);
    token.version++;
    return true;
  }

  /** Verification decisions (sim/verify/) over each token's verified status at creation. */
  private readonly verification = new Map<string, boolean>();

  /**
   * The verification service decided (true: approved, the token is tagged verified from now on);
   * undefined gives the token its status at creation back. False when there is no such token.
   */
  setVerified(mint: string, verified: boolean | undefined): boolean {
    const token = this.token(mint);
    if (!token) return false;
    if (verified === undefined) this.verification.delete(mint);
    else this.verification.set(mint, verified);
    token.version++;
    this.emit({ type: 'info', token });
    return true;
  }

  /** Whether the services call a token verified: the verification service's decision, else its status at creation. */
  isVerified(token: TokenState): boolean {
    return this.verification.get(token.info.mint) ?? token.info.verified;
  }

  /** The decimals the services report for a token. */
  reportedDecimals(token: TokenState): number {
    return this.reported.get(token.info.mint) ?? token.info.decimals;
  }

  token(mint: string): TokenState | undefined {
    return this.byMint.get(mint);
  }

  tokenByPool(poolId: string): TokenState | undefined {
    return this.byPool.get(poolId);
  }

  now() {
    return this.clock;
  }

  blockIdAt(time: number) {
    return BLOCK_BASE + Math.floor((time - BLOCK_EPOCH) / 400);
  }

  traderAddress(token: TokenState, trader: number) {
    return trader < 0 ? token.info.dev : (this.traders[trader] ?? token.info.dev);
  }

  /** USD value of one unit of a quote mint now. */
  quoteUsd(quoteMint: string): number {
    if (quoteMint === USDC_MINT) return 1;
    const quote = this.byMint.get(quoteMint);
    return quote ? quote.priceUsd(this.quoteUsd(quote.pool.quoteMint)) : 1;
  }

  priceUsd(token: TokenState): number {
    if (token.info.mint === USDC_MINT) return 1;
    return token.priceUsd(this.quoteUsd(token.pool.quoteMint));
  }

  liquidityUsd(token: TokenState): number {
    return token.liquidityUsd(this.quoteUsd(token.pool.quoteMint));
  }

  subscribe(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- time ------------------------------------------------------------------------------

  /** Runs every 50 ms step up to `now`; a long pause is skipped rather than replayed in a burst. */
  advanceTo(now: number) {
    if (!this.silent && now - this.clock > 10_000) this.clock = now - 10_000;
    while (this.clock + STEP_MS <= now) {
      this.clock += STEP_MS;
      this.step(this.clock);
    }
  }

  private emit(event: MarketEvent) {
    if (this.silent) return;
    for (const listener of this.listeners) listener(event);
  }

  private add(token: TokenState) {
    this.byMint.set(token.info.mint, token);
    this.byPool.set(token.pool.id, token);
  }

  private step(time: number) {
    const rng = this.trading;
    for (const token of this.byMint.values()) {
      if (time >= token.regime.until) this.changeRegime(token, time, rng);
      const trades = poisson(rng, token.regime.rate * this.rate * (STEP_MS / 1000));
      for (let i = 0; i < trades; i++) this.tradeOnce(token, time);
      if (token.info.stock) token.info.stock.stockPrice *= Math.exp(rng.normal(0, 0.00005));
    }
    if (this.launching.chance(LAUNCH_RATE * (STEP_MS / 1000))) this.launch(time);
    this.retire();
    this.emit({ type: 'step', time });
  }

  private tradeOnce(token: TokenState, time: number) {
    const rng = this.trading;
    const regime = token.regime;
    const quoteUsd = this.quoteUsd(token.pool.quoteMint);
    let bias = token.buyBias(quoteUsd);
    const stock = token.info.stock;
    if (stock) {
      // Arbitrage keeps a stock token near its share price.
      const gap = (stock.stockPrice - this.priceUsd(token)) / stock.stockPrice;
      bias = 0.5 + Math.max(-0.35, Math.min(0.35, gap * 25));
    }
    const side = rng.chance(bias) ? 'buy' : 'sell';
    const pool = token.traders;
    let trader = (pool.offset + rng.int(0, pool.size)) % this.traders.length;
    // In a rug the developer dumps first.
    // A Studio launch's developer is a real wallet: the market never sells its tokens for it.
    if (regime.name === 'rug' && side === 'sell' && !token.info.userLaunched && token.holdings.balance(-1) > 0) trader = -1;
    const mev = rng.chance(0.03);
    const trade = token.trade({
      time,
      side,
      usd: Math.min(tradeSize(rng, regime.sizeUsd), token.maxTradeUsd(quoteUsd)),
      trader,
      organic: !mev && trader >= 0 && this.traderOrganic[trader] === 1,
      mev,
      quoteUsd,
      hashSeed: rng.int(1, 0x7fffffff),
      blockId: this.blockIdAt(time),
      pickHolder: rng.next(),
    });
    if (!trade) return;
    this.emit({ type: 'trade', token, trade });
    if (token.graduatedNow) {
      token.graduatedNow = false;
      this.movePoolOnGraduation(token, time, rng);
      this.emit({ type: 'graduated', token });
    }
  }

  private changeRegime(token: TokenState, time: number, rng: Rng) {
    token.regime = nextRegime(rng, token.regime, time);
    if (token.anchorRange === 'established') token.anchorMcap = token.baseAnchor * establishedFactor(rng, token.regime.name);
    else token.anchorMcap *= anchorShift(rng, token.regime.name);
  }

  /** A graduated token trades in a new AMM pool; its curve stays its first pool. */
  private movePoolOnGraduation(token: TokenState, time: number, rng: Rng) {
    this.byPool.delete(token.pool.id);
    token.pool.id = randomAddress(rng);
    token.pool.dex = token.pool.dex === 'pump.fun' ? 'pump-amm' : 'raydium-cpmm';
    token.pool.createdAt = time;
    this.byPool.set(token.pool.id, token);
  }

  /** A new token on a launchpad (a weighted pick, or the one given), with its developer's first buy. */
  launch(time: number, launchpad?: string): TokenState {
    const { token } = seedGenerated(
      { rng: this.launching, now: time, devs: this.devs, traderCount: this.traders.length },
      'launch',
      launchpad ? { launchpad } : {},
    );
    this.add(token);
    token.trade({
      time,
      side: 'buy',
      usd: this.launching.range(40, 900),
      trader: -1,
      organic: true,
      mev: false,
      quoteUsd: this.quoteUsd(token.pool.quoteMint),
      hashSeed: this.launching.int(1, 0x7fffffff),
      blockId: this.blockIdAt(time),
      pickHolder: 0,
    });
    this.emit({ type: 'launch', token });
    return token;
  }

  /**
   * Lists a token launched on the ledger (a Studio launch, sim/studio/): it joins the market
   * and the live stream's New list like any launch, with its creator's first buy, if any, as
   * its first trade (the developer, trader -1, is the creator's wallet).
   */
  listLaunch(token: TokenState, firstBuyQuote: number, hashSeed: number): TokenState {
    this.add(token);
    if (firstBuyQuote > 0)
      token.trade({
        time: token.info.createdAt,
        side: 'buy',
        usd: firstBuyQuote * this.quoteUsd(token.pool.quoteMint),
        trader: -1,
        organic: true,
        mev: false,
        quoteUsd: this.quoteUsd(token.pool.quoteMint),
        hashSeed,
        blockId: this.blockIdAt(token.info.createdAt),
        pickHolder: 0,
      });
    this.emit({ type: 'launch', token });
    return token;
  }

  /**
   * Streams a trade made outside the simulated traders (a swap that landed on the ledger, already
   * executed on its pool with TokenState.trade), and completes a graduation it caused.
   */
  publishExternalTrade(token: TokenState, trade: Trade) {
    this.emit({ type: 'trade', token, trade });
    if (!token.graduatedNow) return;
    token.graduatedNow = false;
    this.movePoolOnGraduation(token, trade.time, this.launching);
    this.emit({ type: 'graduated', token });
  }

  /** Keeps the list near its size: the oldest dead generated token leaves. */
  private retire() {
    if (this.byMint.size <= this.tokenCount + 40) return;
    let oldest: TokenState | undefined;
    for (const token of this.byMint.values()) {
      if (token.info.known || token.info.stock || token.info.permanent || token.regime.name !== 'dead') continue;
      if (!oldest || token.info.createdAt < oldest.info.createdAt) oldest = token;
    }
    if (!oldest) return;
    this.byMint.delete(oldest.info.mint);
    this.byPool.delete(oldest.pool.id);
  }

  // ---- history ---------------------------------------------------------------------------

  /** The quote's USD price at a past time, from its minute buckets. */
  private quoteUsdAt(quoteMint: string, time: number): number {
    if (quoteMint === USDC_MINT) return 1;
    const quote = this.byMint.get(quoteMint);
    if (!quote) return 1;
    const bucket = quote.minutes.lastAtOrBefore(quote.minutes.bucketOf(time));
    return bucket !== undefined ? quote.minutes.get(bucket, 'close') : this.quoteUsd(quoteMint);
  }

  /**
   * Fills a token's last 24 h (minute buckets, from aggregated flows) and, for older tokens,
   * its hourly history before that as a random walk into the price the 24 h starts from.
   */
  private backfill({ token, move }: Seeded, liveFrom: number, now: number) {
    const rng = this.history;
    const start = Math.max(token.info.createdAt, now - DAY);
    if (token.info.createdAt < start) hourlyPrehistory(rng, token, { start, now, priceUsd: this.priceUsd(token) });
    if (!token.info.known && !token.info.stock) seedHolders(rng, token, { start, priceUsd: this.priceUsd(token), traderCount: this.traders.length });
    let moved = move === undefined;
    const organicShare = token.info.known ? 0.9 : rng.range(0.25, 0.95);
    for (let minute = Math.floor(start / MINUTE); minute < Math.floor(liveFrom / MINUTE); minute++) {
      const time = minute * MINUTE + 30_000;
      if (time >= token.regime.until) this.changeRegime(token, time, rng);
      const quoteUsd = this.quoteUsdAt(token.pool.quoteMint, time);
      if (!moved && move && time >= move.at) {
        moved = true;
        const quoteIn = quoteToProgress(move.toProgress);
        if (token.pool.reserves.kind === 'curve') {
          buy(token.pool.reserves, Math.min(quoteIn, 1e6));
          if (curveProgress(token.pool.reserves) >= 100) {
            token.pool.reserves = graduate(token.pool.reserves);
            token.pool.graduatedAt = time;
            this.movePoolOnGraduation(token, time, rng);
            token.anchorMcap = Math.max(token.anchorMcap, this.priceUsd(token) * token.info.supply * rng.range(0.8, 3));
          }
        }
      }
      const regime = token.regime;
      const count = poisson(rng, regime.rate * 60);
      const buys = binomial(rng, count, token.buyBias(quoteUsd));
      const sells = count - buys;
      const average = Math.min(regime.sizeUsd * Math.exp(0.4), token.maxTradeUsd(quoteUsd));
      const buyUsd = buys * average * Math.exp(rng.normal(0, 0.3));
      const sellUsd = sells * average * Math.exp(rng.normal(0, 0.3));
      const buyers: number[] = [];
      if (!token.info.known)
        for (let i = 0; i < Math.min(buys, 3); i++) buyers.push((token.traders.offset + rng.int(0, token.traders.size)) % this.traders.length);
      if (!token.info.known && sells > 0 && rng.chance(0.5)) {
        const seller = token.holdings.pick(rng.next());
        if (seller !== undefined && seller >= 0) token.holdings.change(seller, -token.holdings.balance(seller));
      }
      token.recordAggregate({ time, buys, sells, buyUsd, sellUsd, organicShare, quoteUsd, buyers });
      if (token.graduatedNow) {
        token.graduatedNow = false;
        this.movePoolOnGraduation(token, time, rng);
      }
    }
  }
}
