import { loopbackHosts } from './originGuard.ts';

/**
 * Where a custom RPC may live: the major Solana RPC providers' hosts, and in the simulator
 * profile this machine. ONE list for both sides: the settings' check (checkRpcOrigin) and the
 * Content-Security-Policy's connect-src (rpcProviderSources, contentSecurityPolicy.ts), so the
 * gear never accepts a URL the browser would then block, nor the policy allow one it refuses.
 *
 * A host is exact or `*.domain`, with the CSP's meaning: `*.` stands for one or more labels
 * (`a.b.domain`), never for the domain itself. No port is named, so only the scheme's own (443).
 * Every provider serves JSON-RPC on https and pubsub on wss at the same host (checked in their
 * documentation: Helius mainnet.helius-rpc.com, QuickNode {name}.solana-mainnet.quiknode.pro,
 * Triton {name}.mainnet.rpcpool.com, Alchemy solana-mainnet.g.alchemy.com, Syndica
 * solana-mainnet.api.syndica.io, Ankr rpc.ankr.com/solana/{key}, Chainstack
 * solana-mainnet.core.chainstack.com). Narrower than the company's whole domain where the RPC
 * has its own (Alchemy's `g.`, Ankr's `rpc.`): the dashboards and sites are not RPCs.
 */
export interface RpcProvider {
  readonly name: string;
  readonly host: string;
}

export const RPC_PROVIDERS: readonly RpcProvider[] = [
  { name: 'Helius', host: '*.helius-rpc.com' },
  { name: 'QuickNode', host: '*.quiknode.pro' },
  { name: 'Triton', host: '*.rpcpool.com' },
  { name: 'Alchemy', host: '*.g.alchemy.com' },
  { name: 'Syndica', host: '*.syndica.io' },
  { name: 'Ankr', host: 'rpc.ankr.com' },
  { name: 'Chainstack', host: '*.chainstack.com' },
  { name: 'Solana', host: 'api.mainnet-beta.solana.com' },
];

/** A provider is reached on these schemes only: JSON-RPC and its pubsub, both encrypted. */
const PROVIDER_SCHEMES = ['https', 'wss'] as const;

/** CSP host matching: `*.domain` is any host under the domain (not the domain), otherwise the exact host. */
export const hostMatches = (pattern: string, hostname: string): boolean =>
  pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1 : hostname === pattern;

/** The providers' connect-src sources: each host on https and wss, no port (the scheme's own). */
export const rpcProviderSources = (): string[] => RPC_PROVIDERS.flatMap((provider) => PROVIDER_SCHEMES.map((scheme) => `${scheme}://${provider.host}`));

/**
 * Where a custom RPC may be: `loopback` this machine (the simulator profile), `remote` the
 * providers (everywhere but the development server, which has no CSP and calls nothing beyond
 * this machine: resolveConfig.ts).
 */
export interface RpcPlaces {
  readonly loopback: boolean;
  readonly remote: boolean;
}

/** What the refusal offers instead: the providers, and this machine, where each is allowed. */
export const allowedRpcPlaces = ({ loopback, remote }: RpcPlaces): string =>
  [
    ...(remote ? RPC_PROVIDERS.map((provider) => `${provider.name} (${provider.host})`) : []),
    ...(loopback ? [`this machine (${[...loopbackHosts].join(' or ')}, any port)`] : []),
  ].join(', ');

export type RpcOriginVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const refuse = (what: string, places: RpcPlaces): RpcOriginVerdict => ({
  ok: false,
  reason: `This app's security policy does not allow connections to ${what}. Use one of: ${allowedRpcPlaces(places)}.`,
});

/**
 * Whether the policy lets the app reach this RPC, over http(s) and its derived ws(s) socket.
 * `url` is already parsed and free of credentials (checkCustomRpcUrl); hostnames arrive
 * lower-cased and in punycode, so a lookalike (Cyrillic 'е') is named as what it is.
 * Loopback: any port, plain or secure, only where the profile allows this machine.
 */
export const checkRpcOrigin = (url: URL, places: RpcPlaces): RpcOriginVerdict => {
  const scheme = url.protocol.slice(0, -1);
  if (loopbackHosts.has(url.hostname)) return places.loopback ? { ok: true } : refuse(`${url.hostname} (this machine) in this profile`, places);
  const provider = RPC_PROVIDERS.some((entry) => hostMatches(entry.host, url.hostname));
  if (!provider) return refuse(url.hostname, places);
  if (!places.remote) return refuse(`${url.hostname} from the development server (it has no security policy)`, places);
  if (scheme !== 'https') return refuse(`${url.hostname} over plain ${scheme}: use https`, places);
  if (url.port !== '') return refuse(`${url.hostname} on port ${url.port}: use the standard port`, places);
  return { ok: true };
};
