import * as z from 'zod/mini';
import type { AppConfig } from './resolveConfig';
import { createPersistedValue } from '../persistedValue';
import type { KeyValueStorage, Logger } from '../ports';

export const explorerIds = ['solscan', 'solana-beach', 'solana-explorer', 'solanafm', 'xray', 'oklink'] as const;
export type ExplorerId = (typeof explorerIds)[number];
export type ExplorerPage = 'account' | 'token' | 'transaction';

export interface Explorer {
  readonly id: ExplorerId;
  readonly name: string;
  readonly url: string;
  /** A monogram icon under public/explorers/ (not the explorer's logo: those are theirs). */
  readonly image: string;
  /** Path of each page, `{id}` replaced by the address or signature. */
  readonly paths: Readonly<Record<ExplorerPage, string>>;
}

/** Preferred Explorer choices (spec 001 §2.3), Solscan first and default. */
export const EXPLORERS: readonly Explorer[] = [
  {
    id: 'solscan',
    name: 'Solscan',
    url: 'https://solscan.io',
    image: '/explorers/solscan.svg',
    paths: { account: '/account/{id}', token: '/token/{id}', transaction: '/tx/{id}' },
  },
  {
    id: 'solana-beach',
    name: 'Solana Beach',
    url: 'https://solanabeach.io',
    image: '/explorers/solana-beach.svg',
    paths: { account: '/address/{id}', token: '/token/{id}', transaction: '/transaction/{id}' },
  },
  {
    id: 'solana-explorer',
    name: 'Solana Explorer',
    url: 'https://explorer.solana.com',
    image: '/explorers/solana-explorer.svg',
    paths: { account: '/address/{id}', token: '/address/{id}', transaction: '/tx/{id}' },
  },
  {
    id: 'solanafm',
    name: 'SolanaFM',
    url: 'https://solana.fm',
    image: '/explorers/solanafm.svg',
    paths: { account: '/address/{id}', token: '/address/{id}', transaction: '/tx/{id}' },
  },
  {
    id: 'xray',
    name: 'XRAY',
    url: 'https://xray.helius.xyz',
    image: '/explorers/xray.svg',
    paths: { account: '/account/{id}', token: '/token/{id}', transaction: '/tx/{id}' },
  },
  {
    id: 'oklink',
    name: 'OKLink',
    url: 'https://www.oklink.com/sol',
    image: '/explorers/oklink.svg',
    paths: { account: '/account/{id}', token: '/token/{id}', transaction: '/tx/{id}' },
  },
];

export const DEFAULT_EXPLORER: ExplorerId = 'solscan';

export const explorerById = (id: ExplorerId): Explorer => EXPLORERS.find((explorer) => explorer.id === id) ?? (EXPLORERS[0] as Explorer);

/** The explorers that read a custom cluster from `?cluster=custom&customUrl=` (the simulator's chain). */
export const READS_CUSTOM_CLUSTER: ReadonlySet<ExplorerId> = new Set(['solana-explorer', 'solscan']);

/**
 * The page of an address or signature on the chosen explorer. On the simulator the link
 * carries the custom-cluster query with the simulator's RPC: Solana Explorer and Solscan read
 * the local chain from it; the others ignore it (the gear says so).
 */
export const explorerUrl = (config: Pick<AppConfig, 'profile' | 'endpoints'>, id: ExplorerId, page: ExplorerPage, target: string): string => {
  const explorer = explorerById(id);
  const url = `${explorer.url}${explorer.paths[page].replace('{id}', encodeURIComponent(target))}`;
  return config.profile === 'sim' ? `${url}?cluster=custom&customUrl=${encodeURIComponent(config.endpoints.rpc)}` : url;
};

export const PREFERRED_EXPLORER_KEY = 'callisto.explorer';

export const createPreferredExplorer = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<{ readonly explorer: ExplorerId }>({
    storage,
    logger,
    key: PREFERRED_EXPLORER_KEY,
    schema: z.object({ explorer: z.enum(explorerIds) }),
    defaults: { explorer: DEFAULT_EXPLORER },
  });

export type PreferredExplorer = ReturnType<typeof createPreferredExplorer>;
