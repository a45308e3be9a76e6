/** Popular wallets offered even when not installed, with where to get them. */
export const walletCatalog: readonly { readonly name: string; readonly url: string }[] = [
  { name: 'Phantom', url: 'https://phantom.app/download' },
  { name: 'Solflare', url: 'https://solflare.com/download' },
  { name: 'Backpack', url: 'https://backpack.app/downloads' },
  { name: 'Coinbase Wallet', url: 'https://www.coinbase.com/wallet/downloads' },
  { name: 'Magic Eden', url: 'https://wallet.magiceden.io/download' },
  { name: 'Jupiter', url: 'https://jup.ag/mobile' },
  { name: 'Glow', url: 'https://glow.app/download' },
  { name: 'Nightly', url: 'https://nightly.app/download' },
];

/** The `connect` query parameter (spec 001 §2.4) and the wallet each value connects. */
export const connectTargets: Readonly<Record<string, string>> = {
  'jupiter-account': 'Quick Account',
  'jupiter-extension': 'Jupiter',
  'jupiter-mobile': 'Mobile Wallet Adapter',
};
