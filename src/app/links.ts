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
