import { launchpadById } from '../../streams/catalogues';
import type { Rng } from '../prng';
import { randomAddress } from './addresses';
import { type Reserves, buy, cpmmAt, newCurve } from './curve';
import { SOL_MINT, USDC_MINT, USDT_MINT, knownTokens } from './knownTokens';
import { type GeneratedName, type StockListing, hostileNames, namesakeNames, stockListings, superstateListings, verifiedTwinNames } from './names';
import { type Regime, type RegimeName, makeRegime } from './regimes';
import { TokenState } from './token';
import type { PoolInfo, TraderPool } from './tokenTypes';
import { generateTokenInfo, knownTokenInfo, stockTokenInfo } from './tokenFactory';

const MINUTE = 60_000;
const solStartUsd = knownTokens.find((token) => token.mint === SOL_MINT)?.usdPrice ?? 180;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How a generated token's life went before the simulator started. */
export type Story = 'launch' | 'fresh' | 'climbing' | 'graduated' | 'established' | 'dead' | 'stock' | 'known';

export interface Seeded {
  readonly token: TokenState;
  readonly story: Story;
  /** For climbing and graduated tokens: when the big move happened, and how far (0–100+). */
  readonly move?: { readonly at: number; readonly toProgress: number };
}

export interface GenesisContext {
  readonly rng: Rng;
  readonly now: number;
  readonly devs: readonly string[];
  readonly traderCount: number;
}

const traderPool = (rng: Rng, traderCount: number, size: number): TraderPool => ({
  offset: rng.int(0, traderCount),
  size: Math.max(8, Math.min(traderCount, Math.round(size))),
});

const dexOf = (launchpad: string | undefined) =>
  launchpad === 'pump.fun'
    ? 'pump.fun'
    : launchpad === 'met-dbc'
      ? 'met-dbc'
      : launchpad === 'letsbonk.fun'
        ? 'raydium-launchlab'
        : launchpad
          ? launchpad
          : 'raydium';

const graduatedDex = (launchpad: string | undefined) => (launchpad === 'pump.fun' ? 'pump-amm' : launchpad === 'met-dbc' ? 'meteora-damm-v2' : 'raydium-cpmm');

const poolFor = (rng: Rng, createdAt: number, reserves: Reserves, quoteMint: string, dex: string): PoolInfo => {
  const id = randomAddress(rng);
  return { id, dex, createdAt, quoteMint, reserves, firstPoolId: id, firstPoolCreatedAt: createdAt, firstPoolDex: dex, graduatedAt: undefined };
};

const startRegime = (rng: Rng, at: number, choices: readonly RegimeName[]): Regime => makeRegime(rng, rng.pick(choices), at);

/** The well-known tokens: deep pools against USDC, steady two-way trading. */
const seedKnown = ({ rng, devs, traderCount }: GenesisContext): Seeded[] =>
  knownTokens.map((known) => {
    const info = knownTokenInfo(rng, known, rng.pick(devs));
    const quoteMint = known.mint === USDC_MINT ? USDT_MINT : USDC_MINT;
    const reserves = cpmmAt(known.usdPrice, 1, known.liquidityUsd);
    const pool = poolFor(rng, info.createdAt, reserves, quoteMint, known.mint === SOL_MINT ? 'whirlpool' : 'raydium-cpmm');
    const regime: Regime = { name: 'steady', rate: known.tradeRate, buyBias: 0.5, sizeUsd: known.tradeUsd, until: Number.POSITIVE_INFINITY };
    return { token: new TokenState(info, pool, regime, traderPool(rng, traderCount, 3000), known.usdPrice * known.supply, 'established'), story: 'known' };
  });

const seedStocks = ({ rng, now, devs, traderCount }: GenesisContext, listings: readonly StockListing[] = stockListings): Seeded[] =>
  listings.map((listing) => {
    const createdAt = now - rng.range(20, 200) * DAY;
    const info = stockTokenInfo(rng, listing, createdAt, rng.pick(devs));
    const reserves = cpmmAt(listing.price * (1 + rng.normal(0, 0.004)), 1, rng.range(200_000, 3_000_000));
    const pool = poolFor(rng, createdAt, reserves, USDC_MINT, 'raydium-cpmm');
    const regime: Regime = { name: 'steady', rate: rng.range(0.05, 0.4), buyBias: 0.5, sizeUsd: rng.range(300, 2000), until: Number.POSITIVE_INFINITY };
    return {
      token: new TokenState(info, pool, regime, traderPool(rng, traderCount, rng.range(150, 900)), listing.price * info.supply, 'established'),
      story: 'stock',
    };
  });

/** One generated token with its story. */
export const seedGenerated = (
  context: GenesisContext,
  story: Story,
  options: { hostile?: number; name?: GeneratedName; launchpad?: string; verified?: boolean } = {},
): Seeded => {
  const { rng, now, devs, traderCount } = context;
  const createdAt = (() => {
    switch (story) {
      case 'launch':
        return now;
      case 'fresh':
        return now - rng.range(1, 60) * MINUTE;
      case 'climbing':
        return now - rng.range(20, 240) * MINUTE;
      case 'graduated':
      case 'dead':
        return now - rng.range(1, 20) * HOUR;
      default:
        return now - rng.range(2, 120) * DAY;
    }
  })();
  const onLaunchpad = story !== 'established' || rng.chance(0.6);
  const hostile = options.hostile !== undefined ? hostileNames[options.hostile] : undefined;
  const drawn = generateTokenInfo(rng, {
    createdAt,
    launchpad: onLaunchpad,
    devs,
    ...(hostile ? { name: hostile, hostile: true } : options.name ? { name: options.name } : {}),
  });
  // A launch asked for on one launchpad (the switchboard) takes it after the same draws, so the market stays as seeded.
  const generated = options.launchpad ? { ...drawn, launchpad: options.launchpad } : drawn;
  // Established tokens have holders from before the simulation's window.
  const established = story === 'established' ? { ...generated, baseHolders: Math.round(rng.range(800, 25_000)) } : generated;
  // Named and hostile tokens stay listed however long the simulator runs: tests and demos look for them.
  const named = options.name || hostile ? { ...established, permanent: true } : established;
  const info = options.verified ? { ...named, verified: true, tags: [...named.tags, 'verified'] } : named;
  const curveSupported = launchpadById(info.launchpad)?.bondingCurveSupported ?? false;
  const size = story === 'established' ? rng.range(300, 2500) : rng.range(40, 700);
  const pools = traderPool(rng, traderCount, size);

  if (story === 'established' || !curveSupported) {
    const mcap = Math.exp(rng.normal(Math.log(story === 'established' ? 3_000_000 : 90_000), 1.1));
    // Quoted in SOL: the reserves must be in SOL at SOL's starting price.
    const reserves = cpmmAt(mcap / info.supply, solStartUsd, mcap * rng.range(0.03, 0.15));
    const pool = poolFor(rng, createdAt, reserves, SOL_MINT, graduatedDex(info.launchpad));
    if (story === 'established' && info.launchpad) pool.graduatedAt = createdAt + rng.range(10, 300) * MINUTE;
    const regime = startRegime(rng, now - DAY, ['quiet', 'quiet', 'trending']);
    return {
      token: new TokenState(info, pool, regime, pools, mcap, story === 'established' ? 'established' : 'meme'),
      story: story === 'established' ? 'established' : 'fresh',
    };
  }

  const pool = poolFor(rng, createdAt, newCurve(), SOL_MINT, dexOf(info.launchpad));
  const regimes: Record<string, readonly RegimeName[]> = {
    launch: ['quiet', 'quiet', 'trending', 'pump'],
    fresh: ['quiet', 'trending', 'trending', 'pump'],
    climbing: ['trending', 'pump'],
    graduated: ['quiet', 'trending'],
    dead: ['rug'],
  };
  const regime = startRegime(rng, createdAt, regimes[story] ?? ['quiet']);
  const anchor = Math.exp(rng.normal(Math.log(story === 'graduated' ? 250_000 : 40_000), 0.9));
  const token = new TokenState(info, pool, regime, pools, anchor);
  if (story === 'climbing') return { token, story, move: { at: createdAt + rng.range(3, 15) * MINUTE, toProgress: rng.range(45, 92) } };
  if (story === 'graduated') return { token, story, move: { at: createdAt + rng.range(10, 90) * MINUTE, toProgress: 101 } };
  return { token, story };
};

/** Quote needed to push a fresh curve to `toProgress` percent (100+ graduates it). */
export const quoteToProgress = (toProgress: number) => {
  const probe = newCurve();
  if (toProgress >= 100) return 1e9;
  const target = (toProgress / 100) * 793_100_000;
  let low = 0;
  let high = 200;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    const trial = { ...probe };
    const fill = buy(trial, mid);
    if (fill.baseAmount < target) low = mid;
    else high = mid;
  }
  return high;
};

/** The market's first tokens: known, stocks, hostile names, then generated by story. */
export const seedMarket = (context: GenesisContext, tokenCount: number): Seeded[] => {
  const seeded: Seeded[] = [...seedKnown(context), ...seedStocks(context)];
  hostileNames.forEach((_, index) => seeded.push(seedGenerated(context, 'fresh', { hostile: index })));
  const stories: readonly [Story, number][] = [
    ['fresh', 0.25],
    ['climbing', 0.15],
    ['graduated', 0.2],
    ['established', 0.25],
    ['dead', 0.15],
  ];
  while (seeded.length < tokenCount) {
    let roll = context.rng.next();
    const story = stories.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'fresh';
    seeded.push(seedGenerated(context, story));
  }
  // Namesakes after the rest, on their own random stream, so every other token stays as it was.
  const namesakes = { ...context, rng: context.rng.fork('namesakes') };
  for (const name of namesakeNames) seeded.push(seedGenerated(namesakes, 'established', { name }));
  const twins = { ...context, rng: context.rng.fork('verified-twins') };
  for (const name of verifiedTwinNames) seeded.push(seedGenerated(twins, 'established', { name, verified: true }));
  seeded.push(...seedStocks({ ...context, rng: context.rng.fork('superstate') }, superstateListings));
  return seeded;
};
