import type { AppConfig } from './resolveConfig';

/**
 * A transaction's explorer page. On the simulator the public explorer is pointed at the local
 * RPC (its custom-cluster mode), so the link works on the machine that runs the app.
 */
export const explorerTxUrl = (config: AppConfig) => (signature: string): string =>
  config.profile === 'sim'
    ? `https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=${encodeURIComponent(config.endpoints.rpc)}`
    : `https://solscan.io/tx/${signature}`;

/** An account's explorer page, the same way. */
export const explorerAccountUrl = (config: AppConfig) => (address: string): string =>
  config.profile === 'sim'
    ? `https://explorer.solana.com/address/${address}?cluster=custom&customUrl=${encodeURIComponent(config.endpoints.rpc)}`
    : `https://solscan.io/account/${address}`;
