/**
 * Every route the shell serves, with its page title and description. A route whose feature
 * is still to come carries `planned`: what the page will hold, shown until then.
 * Titles may name a path parameter as `{name}`; its value is rendered as text, trimmed.
 */
export interface RouteMeta {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly planned?: readonly string[];
  /** Titles by the value of the route's one parameter (spec 001 §2.1: /onboard/cctp is 'bridge compare'); others get `title`. */
  readonly titles?: Readonly<Record<string, string>>;
}

/** The onboard pages' titles by their method (spec 001 §2.1: the bridges' page is 'bridge compare'). */
export const ONBOARD_METHOD_TITLES = {
  cctp: 'Bridge compare',
  debridge: 'Bridge compare',
  onramp: 'Buy with a card',
  cex: 'Deposit from an exchange',
} as const;

export const homeRoute: RouteMeta = {
  path: '/',
  title: 'Callisto · Real-time Solana trading',
  description: 'Live token lists, streaming swap quotes, limit and recurring orders, perps price feeds and your wallet in one place.',
};

export const routeTable: readonly RouteMeta[] = [
  {
    path: '/swap',
    title: 'Swap',
    description: 'Swap any two Solana tokens at the best route.',
  },
  { path: '/swap/:pair', title: 'Swap · {pair}', description: 'Swap any two Solana tokens at the best route.' },
  {
    path: '/trigger',
    title: 'Limit Order',
    description: 'Buy or sell at the price you choose.',
  },
  {
    path: '/recurring',
    title: 'Recurring',
    description: 'Dollar-cost average into a token on a schedule.',
  },
  {
    path: '/pro',
    title: 'Pro · Explore',
    description: 'Live token lists for active traders.',
  },
  { path: '/pro/hunt', title: 'Pro · Alphascan', description: 'Hunt for new tokens before they trend.' },
  {
    path: '/pro/screener/:symbol',
    title: 'Screener · {symbol}',
    description: 'Stock tokens of one issuer.',
  },
  { path: '/pro/launchpads', title: 'Launchpads', description: 'Tokens by launchpad.' },
  {
    path: '/pro/launchpads/:slug',
    title: 'Launchpad · {slug}',
    description: 'Tokens launched on one launchpad.',
  },
  {
    path: '/tokens/:id',
    title: 'Token · {id}',
    description: 'Price, chart, stats and trades of one token.',
  },
  {
    path: '/watchlist',
    title: 'Watchlist',
    description: 'The tokens you follow.',
  },
  {
    path: '/perps',
    title: 'Perps',
    description: 'Trade SOL, ETH and BTC perpetuals.',
  },
  { path: '/perps/jlp-loans', title: 'JLP Loans', description: 'Borrow against JLP.' },
  { path: '/perps/jlp-earn', title: 'JLP Earn', description: 'Earn with the liquidity pool.' },
  {
    path: '/perps/:pair',
    title: 'Perps · {pair}',
    description: 'A perpetual market by its pair of mints.',
  },
  { path: '/perps-v2', title: 'Perps v2', description: 'Perpetuals on the v2 engine.' },
  { path: '/perps-legacy', title: 'Perps (legacy)', description: 'Positions on the previous perps engine.' },
  { path: '/perps-leaderboard', title: 'Perps Leaderboard', description: 'Top perps traders by realised PnL and volume.' },
  { path: '/lend', title: 'Lend', description: 'Earn yield and borrow.' },
  { path: '/lend/earn', title: 'Lend · Earn', description: 'Supply tokens and earn yield.' },
  { path: '/lend/borrow', title: 'Lend · Borrow', description: 'Borrow against your supply.' },
  { path: '/lend/earn/:symbol', title: 'Earn · {symbol}', description: 'One earn vault.' },
  { path: '/lend/earn/:symbol/deposit', title: 'Deposit · {symbol}', description: 'Deposit into an earn vault.' },
  { path: '/portfolio', title: 'Portfolio', description: 'Everything your wallet holds.' },
  {
    path: '/portfolio/airdrop-checker',
    title: 'Airdrop Checker',
    description: 'See what any wallet can claim.',
  },
  { path: '/portfolio/:address', title: 'Portfolio · {address}', description: 'Positions of any wallet.' },
  { path: '/send', title: 'Universal Send', description: 'Send to anyone, no address required.' },
  { path: '/gift', title: 'Gift', description: 'Send a token gift by link.' },
  { path: '/invite', title: 'Invite', description: 'Invite a friend with a gift of SOL.' },
  { path: '/studio', title: 'Studio', description: 'Launch a token.' },
  { path: '/studio/:id', title: 'Studio · {id}', description: 'A launch in the studio.' },
  { path: '/claim', title: 'Claim', description: 'Claim your rewards.' },
  { path: '/onboard', title: 'Onboard', description: 'Bring funds to Solana: bridge, buy with a card or deposit from an exchange.' },
  {
    path: '/onboard/:method',
    title: 'Onboard',
    description: 'One way to bring funds to Solana.',
    titles: ONBOARD_METHOD_TITLES,
  },
  { path: '/verify', title: 'Verify', description: 'Request verification of a token.' },
  { path: '/mobile', title: 'Mobile', description: 'Callisto on your phone: the mobile app, and this page on your phone by QR code.' },
  { path: '/transaction/:signature', title: 'Transaction', description: 'One transaction: status, fee, balance changes and instructions.' },
  { path: '/share', title: 'Share', description: 'A card for a token or a position, drawn in your browser, to share.' },
  { path: '/login', title: 'Login', description: 'Sign in to the trading tools with a quick account or a wallet.' },
  { path: '/ask-for-sol', title: 'Ask for SOL', description: 'Ask a friend for SOL with a link they open to pay.' },
  { path: '/appeal', title: 'Appeal', description: 'Appeal a risk flag on your wallet.' },
  { path: '/_app', title: 'App', description: 'Callisto opened as an installed app: the home page.' },
];

/** A route's title for its parameters: the one its parameter's value names, else its title filled in. */
export const routeTitle = (meta: RouteMeta, params: Readonly<Record<string, string | undefined>>): string => {
  const [value] = Object.values(params);
  return (value !== undefined && meta.titles && Object.hasOwn(meta.titles, value) ? meta.titles[value] : undefined) ?? fillTitle(meta.title, params);
};

/** Fills `{name}` placeholders with route parameters, each cut to a sane length. */
export const fillTitle = (title: string, params: Readonly<Record<string, string | undefined>>): string =>
  title.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return value.length > 24 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
  });

/** A route's entry by its path, for a page that takes its title and description from the table. */
export const routeMeta = (path: string): RouteMeta => {
  const meta = routeTable.find((route) => route.path === path);
  if (!meta) throw new Error(`No route ${path} in the route table`);
  return meta;
};
