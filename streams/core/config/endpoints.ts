/**
 * Where every service lives, per profile. `sim` (the default) is the embedded simulator of
 * sim/; `mainnet` is the real services' public hosts (shared/research/jupiter-api.md §0–9).
 */
export type Profile = 'sim' | 'mainnet';
export const profiles: readonly Profile[] = ['sim', 'mainnet'];

export interface Endpoints {
  /** Market data (datapi): /v1/pools…, /v1/assets…, /v2/charts…, /v1/txs… */
  readonly marketApi: string;
  /** Live stream socket (trench stream). */
  readonly marketStream: string;
  readonly tokensApi: string;
  /** Tokens API v1: only its list of symbols that several verified tokens share (spec 001 §7 Token service). */
  readonly tokensV1Api: string;
  readonly priceApi: string;
  readonly swapApi: string;
  readonly ultraApi: string;
  readonly triggerApi: string;
  readonly recurringApi: string;
  /** Portfolio service: /v1/portfolio/fetchJup… */
  readonly portfolioApi: string;
  /** Activities service: /v2/activities/{address} */
  readonly activityApi: string;
  readonly perpsApi: string;
  /** Lend service: /lending/tokens… (spec 000 §7 Lend). */
  readonly lendApi: string;
  /** Search service (spec 001 §7): /v1/assets/search, /v1/assets/verified-symbol-address-map. */
  readonly searchApi: string;
  /** The static host's remote configuration (spec 000 §7, T15). */
  readonly remoteConfig: string;
  /** Perps: the Doves oracle worker (/doves-oracle/{feeds}). */
  readonly perpsOracleApi: string;
  /** Perps price feed history (/trading-view/data). */
  readonly perpsChartApi: string;
  /** Perps price feed socket. */
  readonly perpsStream: string;
  /** Price oracle chart shim (TradingView UDF: /config, /search, /symbols, /history). */
  readonly oracleChartShim: string;
  /** Solana JSON-RPC over HTTP and its pubsub socket. */
  readonly rpc: string;
  readonly rpcWs: string;
  /** Resizing proxy for token icons (spec 001 §2.6), when the profile uses one. */
  readonly imageProxy: string | undefined;
  /** The bundle engine's JSON-RPC (sendBundle) and its tip floor (spec 001 §4, §7). */
  readonly bundleEngine: string;
  readonly tipFloor: string;
}

/**
 * The RPC pools the gear offers on mainnet besides the configured RPC (spec 001 §2.3); the
 * policy's connect-src allows them.
 * [I] The pool hosts are the public ones the provider's front end has used; not verified here.
 */
export const MAINNET_RPC_POOLS = [
  { id: 'triton-pool', name: 'Triton RPC Pool', url: 'https://jupiter-frontend.rpcpool.com' },
  { id: 'solana-public', name: 'Solana Public RPC', url: 'https://api.mainnet-beta.solana.com' },
] as const;

/** The simulator serves every HTTP service on one origin, under the real services' paths. */
export const simEndpoints = (api: string, stream: string, rpc: string): Endpoints => ({
  marketApi: api,
  marketStream: stream,
  tokensApi: `${api}/tokens/v2`,
  tokensV1Api: `${api}/tokens/v1`,
  priceApi: `${api}/price/v3`,
  swapApi: `${api}/swap/v1`,
  ultraApi: `${api}/ultra/v1`,
  triggerApi: `${api}/trigger/v1`,
  recurringApi: `${api}/recurring/v1`,
  portfolioApi: api,
  activityApi: api,
  perpsApi: `${api}/perps/v2`,
  lendApi: `${api}/lend/v1`,
  searchApi: api,
  remoteConfig: `${api}/remoteConfig/metadata.json`,
  perpsOracleApi: `${api}/perps`,
  perpsChartApi: `${api}/perps`,
  perpsStream: `${stream.replace(/\/ws$/, '')}/perps/ws`,
  oracleChartShim: `${api}/perps/oracle-chart`,
  rpc,
  rpcWs: rpcSocketFor(rpc),
  imageProxy: undefined,
  bundleEngine: `${api}/api/v1/bundles`,
  tipFloor: `${api}/api/v1/bundles/tip_floor`,
});

/** The live stream's path on its origin; a `?ws=` override names only the origin. */
export const STREAM_PATH = '/ws';

export const simDefaults = {
  api: 'http://127.0.0.1:8787',
  stream: `ws://127.0.0.1:8787${STREAM_PATH}`,
  rpc: 'http://127.0.0.1:8899',
} as const;

export const mainnetDefaults = {
  api: 'https://datapi.jup.ag',
  stream: `wss://trench-stream.jup.ag${STREAM_PATH}`,
  rpc: 'https://api.mainnet-beta.solana.com',
} as const;

export const mainnetEndpoints = (api: string, stream: string, rpc: string): Endpoints => ({
  marketApi: api,
  marketStream: stream,
  tokensApi: 'https://api.jup.ag/tokens/v2',
  tokensV1Api: 'https://api.jup.ag/tokens/v1',
  priceApi: 'https://api.jup.ag/price/v3',
  swapApi: 'https://api.jup.ag/swap/v1',
  ultraApi: 'https://api.jup.ag/ultra/v1',
  triggerApi: 'https://api.jup.ag/trigger/v1',
  recurringApi: 'https://api.jup.ag/recurring/v1',
  portfolioApi: 'https://portfolio-api-jup-pos.sonar.watch',
  // [I] The activities host is not public; the gateway serves the product APIs.
  activityApi: 'https://api.jup.ag',
  perpsApi: 'https://perps-api.jup.ag/v2',
  lendApi: 'https://api.jup.ag/lend/v1',
  // [I] The spec names the search, config and perps workers' paths but not their hosts.
  searchApi: 'https://ultra-api.jup.ag',
  remoteConfig: 'https://jup.ag/remoteConfig/metadata.json',
  perpsOracleApi: 'https://perps-api.jup.ag',
  perpsChartApi: 'https://perps-api.jup.ag',
  perpsStream: 'wss://perps-api.jup.ag/ws',
  oracleChartShim: 'https://perps-api.jup.ag/oracle-chart',
  rpc,
  rpcWs: rpcSocketFor(rpc),
  imageProxy: 'https://wsrv.nl/',
  // The block engine's public endpoints (Jito's documented hosts).
  bundleEngine: 'https://mainnet.block-engine.jito.wtf/api/v1/bundles',
  tipFloor: 'https://bundles.jito.wtf/api/v1/bundles/tip_floor',
});

/**
 * The pubsub socket beside an RPC URL, as @solana/web3.js derives it: http(s) becomes ws(s),
 * and an explicit port moves up by one (8899 → 8900, the solana-test-validator pair).
 */
export const rpcSocketFor = (rpc: string): string => {
  const url = new URL(rpc);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port !== '') url.port = String(Number(url.port) + 1);
  return url.toString().replace(/\/$/, '');
};
