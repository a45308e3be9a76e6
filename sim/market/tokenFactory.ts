import { launchpads } from '../../streams/catalogues';
import type { Rng } from '../prng';
import { randomAddress } from './addresses';
import { LAUNCH_SUPPLY } from './curve';
import { type KnownToken, isStable } from './knownTokens';
import type { StockListing } from './names';
import { type GeneratedName, generateName } from './names';
import type { Audit, TokenInfo } from './tokenTypes';

/** Launchpads weighted by rank: the first ones launch most tokens. */
const weightedLaunchpad = (rng: Rng): string => {
  const index = Math.min(launchpads.length - 1, Math.floor(Math.pow(rng.next(), 2.2) * launchpads.length));
  return launchpads[index]?.id ?? 'pump.fun';
};

const handleOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 15) || 'token';

const socials = (rng: Rng, name: string) => {
  const handle = handleOf(name);
  return {
    website: rng.chance(0.45) ? `https://${handle}.fun` : undefined,
    twitter: rng.chance(0.65) ? `https://x.com/${handle}` : undefined,
    telegram: rng.chance(0.35) ? `https://t.me/${handle}` : undefined,
  };
};

const audit = (rng: Rng, graduated: boolean): Audit => ({
  mintAuthorityDisabled: rng.chance(0.93),
  freezeAuthorityDisabled: rng.chance(0.95),
  topHoldersPercentage: 0,
  devBalancePercentage: 0,
  lpBurnedPercentage: graduated ? (rng.chance(0.8) ? 100 : Math.round(rng.range(0, 100))) : 0,
  devMigrations: rng.chance(0.7) ? 0 : rng.int(1, 12),
});

const descriptionFor = (rng: Rng, name: string, symbol: string): string | undefined =>
  rng.chance(0.5)
    ? `${name} (${symbol}) is a community token on Solana. ${rng.pick(['Born on a launchpad, raised by degens.', 'No roadmap, just vibes.', 'Built by a small team that ships every week.', 'A meme with a mission: make the timeline laugh.'])}`
    : undefined;

export interface GeneratedTokenOptions {
  readonly createdAt: number;
  /** A launchpad token starts on a bonding curve; otherwise it lists on an AMM directly. */
  readonly launchpad: boolean;
  readonly devs: readonly string[];
  readonly name?: GeneratedName;
  readonly hostile?: boolean;
}

export const generateTokenInfo = (rng: Rng, options: GeneratedTokenOptions): TokenInfo => {
  const { name, symbol } = options.name ?? generateName(rng);
  const launchpad = options.launchpad ? weightedLaunchpad(rng) : undefined;
  const likes = Math.round(Math.exp(rng.normal(3, 1.6)));
  const links = socials(rng, name);
  return {
    mint: randomAddress(rng),
    name,
    symbol,
    decimals: 6,
    supply: LAUNCH_SUPPLY,
    createdAt: options.createdAt,
    dev: rng.pick(options.devs),
    launchpad,
    // Hostile metadata also tries a script link: the client must only follow https links.
    website: options.hostile ? 'javascript:alert(document.cookie)' : links.website,
    twitter: links.twitter,
    telegram: options.hostile ? 'http://t.me/not-https' : links.telegram,
    tags: launchpad === 'pump.fun' ? ['pump'] : [],
    verified: false,
    cexes: [],
    known: false,
    stock: undefined,
    audit: audit(rng, false),
    ctLikes: likes,
    smartCtLikes: Math.round(likes * rng.range(0.02, 0.15)),
    baseHolders: 0,
    description: descriptionFor(rng, name, symbol),
  };
};

export const knownTokenInfo = (rng: Rng, known: KnownToken, dev: string): TokenInfo => ({
  mint: known.mint,
  name: known.name,
  symbol: known.symbol,
  decimals: known.decimals,
  supply: known.supply,
  createdAt: Date.parse(known.createdAt),
  dev,
  launchpad: undefined,
  website: known.website,
  twitter: known.twitter,
  telegram: undefined,
  tags: [...known.tags],
  verified: true,
  cexes: known.cexes ?? [],
  known: true,
  stock: undefined,
  audit: {
    mintAuthorityDisabled: !isStable(known.mint),
    freezeAuthorityDisabled: !isStable(known.mint),
    topHoldersPercentage: rng.range(1, 9),
    devBalancePercentage: 0,
    lpBurnedPercentage: 0,
    devMigrations: 0,
  },
  ctLikes: Math.round(rng.range(2000, 9000)),
  smartCtLikes: Math.round(rng.range(200, 900)),
  baseHolders: known.holders,
  description: `${known.name} (${known.symbol}) is one of the most traded tokens on Solana.`,
});

const issuerNames = { xstocks: 'xStock', prestocks: 'PreStock', superstate: 'Opening Bell' } as const;
const issuerSites = { xstocks: 'https://xstocks.com', prestocks: 'https://prestocks.com', superstate: 'https://superstate.co' } as const;

export const stockTokenInfo = (rng: Rng, listing: StockListing, createdAt: number, dev: string): TokenInfo => ({
  mint: randomAddress(rng),
  name: `${listing.company} ${issuerNames[listing.issuer]}`,
  symbol: listing.issuer === 'xstocks' ? `${listing.ticker}x` : listing.ticker,
  decimals: 8,
  supply: rng.range(20_000, 200_000),
  createdAt,
  dev,
  launchpad: undefined,
  website: issuerSites[listing.issuer],
  twitter: undefined,
  telegram: undefined,
  tags: [listing.issuer, ...(listing.issuer === 'xstocks' ? ['verified'] : [])],
  verified: listing.issuer === 'xstocks',
  cexes: [],
  known: false,
  stock: { issuer: listing.issuer, ticker: listing.ticker, stockPrice: listing.price, sharesOut: listing.sharesOut },
  audit: {
    mintAuthorityDisabled: false,
    freezeAuthorityDisabled: false,
    topHoldersPercentage: rng.range(20, 60),
    devBalancePercentage: 0,
    lpBurnedPercentage: 0,
    devMigrations: 0,
  },
  ctLikes: Math.round(rng.range(100, 1500)),
  smartCtLikes: Math.round(rng.range(10, 150)),
  baseHolders: Math.round(rng.range(800, 12_000)),
  description: `Tokenised ${listing.company} shares (${listing.ticker}), backed one to one.`,
});
