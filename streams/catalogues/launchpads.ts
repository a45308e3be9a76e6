/**
 * The launchpad registry (spec 000 §3), in rank order. `id` is the value the market data
 * carries in `baseAsset.launchpad`; `slug` is the route segment (/pro/launchpads/{slug}),
 * the id lowercased, except the two shortened ones: bags.fun → bags, anoncoin.it → anoncoin.
 * `icon` is a monogram drawn on the launchpad's colour. Ego has no bonding curve.
 */
export interface Launchpad {
  readonly id: string;
  readonly slug: string;
  readonly label: string;
  readonly color: string;
  readonly bondingCurveSupported: boolean;
  readonly icon: string;
  /** A link to the token on the launchpad, with {id} (the mint) or {symbol}; a path is this app's own page (our studio). */
  readonly link?: string;
}

type Entry = readonly [id: string, label: string, color: string, bondingCurve: boolean, link?: string];

const shortSlugs: Readonly<Record<string, string>> = { 'bags.fun': 'bags', 'anoncoin.it': 'anoncoin' };

const entries: readonly Entry[] = [
  ['pump.fun', 'Pump.fun', '#54d38a', true, 'https://pump.fun/coin/{id}'],
  ['letsbonk.fun', 'LetsBonk', '#f7a630', true, 'https://letsbonk.fun/token/{id}'],
  ['met-dbc', 'Meteora DBC', '#f05d3c', true],
  ['bags.fun', 'Bags', '#20c26b', true, 'https://bags.fm/{id}'],
  ['Believe', 'Believe', '#2f6bff', true, 'https://believe.app/coin/{id}'],
  ['jup-studio', 'Jup Studio', '#c7f284', true, '/studio/{id}'],
  ['Raydium', 'Raydium LaunchLab', '#8c6cf7', true, 'https://raydium.io/launchpad/token/?mint={id}'],
  ['moonshot', 'Moonshot', '#d9f153', true, 'https://dexscreener.com/solana/{id}'],
  ['boop', 'Boop', '#7fd2ff', true, 'https://boop.fun/tokens/{id}'],
  ['heaven', 'Heaven', '#f2f2f2', true],
  ['anoncoin.it', 'Anoncoin', '#b9b9c9', true, 'https://anoncoin.it/token/{id}'],
  ['daos.fun', 'DAOS.fun', '#e7e7e7', true, 'https://www.daos.fun/{id}'],
  ['virtuals', 'Virtuals', '#4fd1c5', true, 'https://app.virtuals.io/prototypes/{id}'],
  ['time.fun', 'time.fun', '#ffcf4a', true, 'https://time.fun/{symbol}'],
  ['GoFundMeme', 'GoFundMeme', '#ff6b9a', true],
  ['dealr.fun', 'Dealr', '#45c4a0', true],
  ['Dialect', 'Dialect', '#9f7aea', true],
  ['cook.meme', 'Cook.meme', '#ff8f3f', true],
  ['xcombinator', 'xCombinator', '#e2e8f0', true],
  ['mentat.fun', 'Mentat', '#63b3ed', true],
  ['moonit', 'Moonit', '#fbd38d', true],
  ['trends.fun', 'Trends', '#68d391', true, 'https://trends.fun/token/{id}'],
  ['sugar', 'Sugar', '#f687b3', true],
  ['launchlab', 'LaunchLab', '#7c6af7', true],
  ['wavebreak', 'Wavebreak', '#4299e1', true],
  ['believe.app', 'Believe App', '#3b82f6', true],
  ['candle.tv', 'Candle', '#f56565', true],
  ['jupstart', 'JupStart', '#b5e06b', true],
  ['vertigo', 'Vertigo', '#a0aec0', true],
  ['bonk.fun', 'Bonk.fun', '#f6ad55', true],
  ['printr', 'Printr', '#ed64a6', true],
  ['zora', 'Zora', '#5a67d8', true],
  ['cults.fun', 'Cults', '#c53030', true],
  ['tokenmill', 'Token Mill', '#d69e2e', true],
  ['revshare', 'Revshare', '#38a169', true],
  ['launch.meme', 'Launch.meme', '#e53e3e', true],
  ['shout.fun', 'Shout', '#ecc94b', true],
  ['memehome', 'MemeHome', '#ed8936', true],
  ['pumpswap', 'PumpSwap', '#48bb78', true],
  ['meteora', 'Meteora', '#f56040', true],
  ['orca', 'Orca', '#ffd15c', true],
  ['sonic', 'Sonic', '#4fd1c5', true],
  ['cyberfrog', 'Cyberfrog', '#68d391', true],
  ['gra.fun', 'Gra.fun', '#9ae6b4', true],
  ['lumo', 'Lumo', '#90cdf4', true],
  ['klout', 'Klout', '#fbb6ce', true],
  ['pinksale', 'PinkSale', '#f687b3', true],
  ['Ego', 'Ego', '#f6e05e', false],
];

const monogram = (label: string) => {
  const words = label
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(' ')
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? label);
  return letters.slice(0, 2).toUpperCase();
};

export const launchpads: readonly Launchpad[] = entries.map(([id, label, color, bondingCurveSupported, link]) => ({
  id,
  slug: shortSlugs[id] ?? id.toLowerCase(),
  label,
  color,
  bondingCurveSupported,
  icon: monogram(label),
  ...(link ? { link } : {}),
}));

const byId = new Map(launchpads.map((launchpad) => [launchpad.id, launchpad]));
const bySlug = new Map(launchpads.map((launchpad) => [launchpad.slug, launchpad]));

export const launchpadById = (id: string | null | undefined): Launchpad | undefined => (id ? byId.get(id) : undefined);
export const launchpadBySlug = (slug: string): Launchpad | undefined => bySlug.get(slug.toLowerCase());
export const isKnownLaunchpad = (id: string): boolean => byId.has(id);

/** A launchpad's link for a token, when it has a template. */
export const launchpadLink = (launchpad: Launchpad, token: { id: string; symbol: string }): string | undefined =>
  launchpad.link?.replace('{id}', encodeURIComponent(token.id)).replace('{symbol}', encodeURIComponent(token.symbol));

/** Stock-token issuers (spec 000 §3). */
export interface StockIssuer {
  readonly id: 'xstocks' | 'prestocks' | 'superstate';
  readonly label: string;
  readonly link: string;
  readonly icon: string;
  readonly color: string;
}

export const stockIssuers: readonly StockIssuer[] = [
  { id: 'xstocks', label: 'xStocks', link: 'https://xstocks.com', icon: 'xS', color: '#e2e8f0' },
  { id: 'prestocks', label: 'PreStocks', link: 'https://prestocks.com', icon: 'PS', color: '#9f7aea' },
  { id: 'superstate', label: 'Superstate', link: 'https://superstate.co', icon: 'SS', color: '#63b3ed' },
];
