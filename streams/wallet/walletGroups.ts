/** What the connect panel knows about one wallet. */
export interface WalletEntry {
  readonly name: string;
  readonly installed: boolean;
}

/** The order of 'View More Wallets' (spec 001 §2.5). */
export const preferredOrder = ['Phantom', 'Solflare', 'Backpack', 'Coinbase Wallet', 'Magic Eden'] as const;

const INSTALLED_HIGHLIGHT = 4;

/** Social-login and Solflare-named wallets are never highlighted as installed. */
const neverHighlighted = (name: string) => /solflare|social|google|apple|email|privy|web3auth/i.test(name);

export interface WalletGroups {
  readonly recent: readonly WalletEntry[];
  readonly installed: readonly WalletEntry[];
  readonly overflow: readonly WalletEntry[];
  /** Everything else, for 'View More Wallets': the preferred ones first, then by name. */
  readonly more: readonly WalletEntry[];
}

const preferredRank = (name: string) => {
  const index = preferredOrder.findIndex((preferred) => preferred.toLowerCase() === name.toLowerCase());
  return index === -1 ? preferredOrder.length : index;
};

/**
 * Groups the wallets of the connect panel (spec 001 §2.5): recently used first (up to 4, most
 * recent first), then up to 4 other installed wallets, the rest of the installed ones in an
 * overflow list, and every remaining wallet in the preferred order.
 */
export const groupWallets = (wallets: readonly WalletEntry[], recentNames: readonly string[]): WalletGroups => {
  const byName = new Map(wallets.map((wallet) => [wallet.name, wallet]));
  const recent = recentNames
    .map((name) => byName.get(name))
    .filter((wallet): wallet is WalletEntry => wallet !== undefined)
    .slice(0, 4);
  const taken = new Set(recent.map((wallet) => wallet.name));
  const installedCandidates = wallets.filter((wallet) => wallet.installed && !taken.has(wallet.name));
  const highlighted = installedCandidates.filter((wallet) => !neverHighlighted(wallet.name)).slice(0, INSTALLED_HIGHLIGHT);
  for (const wallet of highlighted) taken.add(wallet.name);
  const overflow = installedCandidates.filter((wallet) => !taken.has(wallet.name));
  for (const wallet of overflow) taken.add(wallet.name);
  const more = wallets
    .filter((wallet) => !taken.has(wallet.name))
    .sort((a, b) => preferredRank(a.name) - preferredRank(b.name) || a.name.localeCompare(b.name));
  return { recent, installed: highlighted, overflow, more };
};
