import type { Rng } from '../prng';

/** Seeded token names and symbols in the style of a launchpad's feed. */
const adjectives = [
  'Based',
  'Tiny',
  'Giga',
  'Sleepy',
  'Angry',
  'Cosmic',
  'Frozen',
  'Golden',
  'Degen',
  'Lucky',
  'Wild',
  'Silent',
  'Turbo',
  'Happy',
  'Lunar',
  'Neon',
  'Pixel',
  'Sigma',
  'Hyper',
  'Baby',
  'Royal',
  'Magic',
  'Solar',
  'Rich',
  'Crying',
  'Dancing',
  'Chill',
  'Ancient',
  'Quantum',
  'Feral',
];
const nouns = [
  'Cat',
  'Dog',
  'Frog',
  'Pepe',
  'Moon',
  'Whale',
  'Ape',
  'Rocket',
  'Goose',
  'Hamster',
  'Otter',
  'Penguin',
  'Wizard',
  'Banana',
  'Duck',
  'Shiba',
  'Panda',
  'Tiger',
  'Robot',
  'Cheems',
  'Llama',
  'Monkey',
  'Capybara',
  'Fox',
  'Bear',
  'Bull',
  'Crab',
  'Squid',
  'Unicorn',
  'Goblin',
  'Dragon',
  'Koala',
  'Sloth',
  'Owl',
  'Beaver',
];
const suffixes = ['', '', '', ' Coin', ' Inu', ' AI', ' 2.0', ' on SOL', ' Club', ' DAO', ' Classic', ' Wif Hat'];

export interface GeneratedName {
  readonly name: string;
  readonly symbol: string;
}

export const generateName = (rng: Rng): GeneratedName => {
  const adjective = rng.pick(adjectives);
  const noun = rng.pick(nouns);
  const suffix = rng.pick(suffixes);
  const style = rng.int(0, 4);
  const name = style === 0 ? `${noun}${suffix}` : `${adjective} ${noun}${suffix}`;
  const symbol =
    style === 0
      ? noun.toUpperCase().slice(0, rng.int(3, 7))
      : style === 1
        ? `${adjective[0]}${noun.slice(0, rng.int(2, 5))}`.toUpperCase()
        : style === 2
          ? `${adjective.slice(0, 2)}${noun.slice(0, 3)}`.toUpperCase()
          : `${noun.slice(0, 4)}${rng.int(1, 100)}`.toUpperCase();
  return { name, symbol };
};

/** Hostile metadata that the client must render inert and trimmed (spec: hostile token names). */
export const hostileNames: readonly GeneratedName[] = [
  { name: '<img src=x onerror=alert("xss")>', symbol: '<b>XSS</b>' },
  { name: '\u202Egnp.exe Right To Left Override', symbol: 'RLO\u202E' },
  { name: `Long ${'W'.repeat(10_000)}`, symbol: 'L'.repeat(40) },
  { name: 'Nul\u0000Byte Token', symbol: 'N\u0000UL' },
  { name: 'Ꭲether USD', symbol: 'UՏDT' },
];

/**
 * Three tokens sharing one symbol: a swap URL naming it must ask which one (spec 001 §5, more
 * than two tokens with the same symbol), never pick one silently.
 */
export const NAMESAKE_SYMBOL = 'MOON';
export const namesakeNames: readonly GeneratedName[] = [
  { name: 'Moon', symbol: NAMESAKE_SYMBOL },
  { name: 'Moon Token', symbol: NAMESAKE_SYMBOL },
  { name: 'To The Moon', symbol: NAMESAKE_SYMBOL },
];

/**
 * Two verified tokens sharing one symbol (bridged twins, as WETH is on mainnet): a swap URL naming
 * it must open the same one every time, and the app's own addresses name either by its mint
 * (the Tokens API's duplicates list, spec 001 §5, §7).
 */
export const VERIFIED_TWIN_SYMBOL = 'WETH';
export const verifiedTwinNames: readonly GeneratedName[] = [
  { name: 'Wrapped Ether (Wormhole)', symbol: VERIFIED_TWIN_SYMBOL },
  { name: 'Wrapped Ether (Sollet)', symbol: VERIFIED_TWIN_SYMBOL },
];

/** Stock tokens: ticker, company, issuer and a plausible share price. */
export interface StockListing {
  readonly ticker: string;
  readonly company: string;
  readonly issuer: 'xstocks' | 'prestocks' | 'superstate';
  readonly price: number;
  readonly sharesOut: number;
}

export const stockListings: readonly StockListing[] = [
  { ticker: 'TSLA', company: 'Tesla', issuer: 'xstocks', price: 352.4, sharesOut: 3.2e9 },
  { ticker: 'AAPL', company: 'Apple', issuer: 'xstocks', price: 228.9, sharesOut: 15e9 },
  { ticker: 'NVDA', company: 'NVIDIA', issuer: 'xstocks', price: 141.2, sharesOut: 24.5e9 },
  { ticker: 'MSTR', company: 'MicroStrategy', issuer: 'xstocks', price: 389.7, sharesOut: 0.24e9 },
  { ticker: 'SPY', company: 'SP500', issuer: 'xstocks', price: 598.1, sharesOut: 0.9e9 },
  { ticker: 'SPACEX', company: 'SpaceX', issuer: 'prestocks', price: 185.0, sharesOut: 1.9e9 },
  { ticker: 'OPENAI', company: 'OpenAI', issuer: 'prestocks', price: 210.0, sharesOut: 2.4e9 },
  { ticker: 'ANTHROPIC', company: 'Anthropic', issuer: 'prestocks', price: 96.0, sharesOut: 1.8e9 },
];

/** Superstate's tokenised shares, seeded on their own random stream (added later: the rest of the market stays as it was). */
export const superstateListings: readonly StockListing[] = [
  { ticker: 'GLXY', company: 'Galaxy Digital', issuer: 'superstate', price: 26.4, sharesOut: 0.37e9 },
  { ticker: 'SBET', company: 'SharpLink Gaming', issuer: 'superstate', price: 17.2, sharesOut: 0.19e9 },
];
