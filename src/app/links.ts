import { appPath } from '@streams/core';

/** Navigation of spec 000 §2 (Top navigation): internal routes and the provider's external pages. */
export interface NavLink {
  readonly label: string;
  readonly to: string;
  readonly tags?: readonly ('New' | 'Beta')[];
  /** External pages open in a new tab. */
  readonly external?: boolean;
}

export const mainLinks: readonly NavLink[] = [
  { label: 'Swap', to: '/swap' },
  { label: 'Pro', to: '/pro' },
  { label: 'Perps', to: '/perps' },
  { label: 'Lend', to: '/lend/earn', tags: ['Beta'] },
  { label: 'Portfolio', to: '/portfolio' },
];

export const moreLinks: readonly NavLink[] = [
  { label: 'JLP Loans', to: '/perps/jlp-loans', tags: ['New', 'Beta'] },
  { label: 'Studio', to: '/studio' },
  { label: 'Mobile', to: '/mobile' },
  { label: 'Verify', to: '/verify' },
  { label: 'Airdrop Checker', to: '/portfolio/airdrop-checker' },
  { label: 'Lock', to: 'https://lock.jup.ag', external: true },
  { label: 'Governance', to: 'https://vote.jup.ag', external: true },
  { label: 'Research', to: 'https://www.jupresear.ch', external: true },
  { label: 'Onboard', to: '/onboard' },
  { label: 'Guides', to: 'https://station.jup.ag/guides', external: true },
  { label: 'Develop', to: 'https://dev.jup.ag', external: true },
  { label: 'Plugin', to: 'https://plugin.jup.ag', external: true },
];

export const socialLinks: readonly NavLink[] = [
  { label: 'X', to: 'https://x.com/JupiterExchange', external: true },
  { label: 'Discord', to: 'https://discord.gg/jup', external: true },
  { label: 'Telegram', to: 'https://t.me/jup_dev', external: true },
  { label: 'GitHub', to: 'https://github.com/jup-ag', external: true },
  { label: 'YouTube', to: 'https://www.youtube.com/@JupiterExchange', external: true },
];

/** Where the crash screen sends people for help. */
export const communityChatUrl = 'https://discord.gg/jup';

/**
 * The Mobile entry's link from the page the user is on (`/mobile?from={path}`), so that its QR
 * code opens that page on a phone; home needs no parameter, and /mobile keeps the page it names.
 */
export const mobileLinkFrom = ({ pathname, search }: { readonly pathname: string; readonly search: string }): string => {
  if (pathname === '/mobile') return `/mobile${search}`;
  if (pathname === '/' && search === '') return '/mobile';
  return `/mobile?${new URLSearchParams({ from: `${pathname}${search}` }).toString()}`;
};

/**
 * A page named by a query parameter (/login's `next`, /mobile's `from`): a path of this app other
 * than the page itself; anything else (another site, a scheme, odd text, a loop) gives `fallback`
 * and says it was refused. Absent or empty gives `fallback` quietly.
 */
export const pageParam = (text: string | null, own: string, fallback: string): { readonly path: string; readonly refused: boolean } => {
  if (text === null || text === '') return { path: fallback, refused: false };
  const path = appPath(text);
  const loops = path !== undefined && (path === own || ['?', '#', '/'].some((next) => path.startsWith(`${own}${next}`)));
  return path === undefined || loops ? { path: fallback, refused: true } : { path, refused: false };
};
