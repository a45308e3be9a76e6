import {
  type Endpoints,
  MAINNET_RPC_POOLS,
  type Profile,
  mainnetDefaults,
  mainnetEndpoints,
  profiles,
  rpcSocketFor,
  simDefaults,
  simEndpoints,
} from './endpoints.ts';
import { allowedRemoteOrigins, loopbackHosts } from './originGuard.ts';
import { rpcProviderSources } from './rpcProviders.ts';

/**
 * The Content-Security-Policy of a production build, derived from the endpoint config and the
 * override rules of this folder, never from a hand-kept list of hosts.
 *
 * A build is made for a default profile (VITE_PROFILE), but `?profile=` switches at runtime,
 * so the policy allows every origin the app can reach from that build:
 * - the sim build (the default): the simulator profile (localhost and 127.0.0.1 on any port,
 *   as the override rules allow) and the mainnet profile;
 * - a mainnet build: the mainnet profile only. Nothing on this machine is reachable, so
 *   `?profile=sim` and loopback overrides are blocked there by design.
 * Both include every origin an override may name (allowedRemoteOrigins) and the pubsub socket
 * an RPC override implies, and the hosts a custom RPC may be on (rpcProviders.ts, the list the
 * settings check too: the major providers as `*.domain` on https and wss, the policy's only
 * wildcards).
 */

/** A header carries every directive; a `<meta http-equiv>` cannot carry frame-ancestors. */
export type CspDelivery = 'header' | 'meta';

/** The profiles a build can run at runtime. */
export const reachableProfiles = (buildProfile: Profile): readonly Profile[] => (buildProfile === 'sim' ? profiles : ['mainnet']);

const defaultEndpoints = (profile: Profile): Endpoints =>
  profile === 'sim'
    ? simEndpoints(simDefaults.api, simDefaults.stream, simDefaults.rpc)
    : mainnetEndpoints(mainnetDefaults.api, mainnetDefaults.stream, mainnetDefaults.rpc);

const originOf = (url: string): string => new URL(url).origin;

/** Every service origin of a profile (HTTP and WebSocket), without the image proxy. */
const serviceOrigins = (endpoints: Endpoints): string[] =>
  Object.entries(endpoints)
    .filter((entry): entry is [string, string] => entry[0] !== 'imageProxy' && typeof entry[1] === 'string')
    .map(([, url]) => originOf(url));

/** What `?api=`, `?ws=` and `?rpc=` may name on a remote host, with the socket an RPC origin implies. */
const overrideOrigins = (): string[] =>
  [...allowedRemoteOrigins].flatMap((origin) => (origin.startsWith('https:') ? [origin, rpcSocketFor(origin)] : [origin]));

/** Loopback on any port, plain or secure, as the override rules accept it. */
const loopbackSources = (schemes: readonly string[]): string[] => [...loopbackHosts].flatMap((host) => schemes.map((scheme) => `${scheme}://${host}:*`));

const unique = (sources: readonly string[]): string[] => [...new Set(sources)];

const isLoopback = (origin: string): boolean => loopbackHosts.has(new URL(origin).hostname);

/** The directives and their sources, in the order they are written. */
export const cspDirectives = (buildProfile: Profile, delivery: CspDelivery): ReadonlyMap<string, readonly string[]> => {
  const reachable = reachableProfiles(buildProfile);
  const withLoopback = reachable.includes('sim');
  const endpoints = reachable.map(defaultEndpoints);
  const connect = unique([
    "'self'",
    // The simulator's own origins are covered by the loopback sources below.
    ...endpoints.flatMap(serviceOrigins).filter((origin) => !isLoopback(origin)),
    // The gear's RPC choices (their HTTP origin; reads and sends go there).
    ...(reachable.includes('mainnet') ? MAINNET_RPC_POOLS.map((pool) => originOf(pool.url)) : []),
    ...overrideOrigins(),
    // A custom RPC and its socket (the settings accept nothing else: rpcProviders.ts).
    ...rpcProviderSources(),
    ...(withLoopback ? loopbackSources(['http', 'ws', 'https', 'wss']) : []),
  ]);
  // Token icons: the simulator draws its own (on its API origin, covered by loopback); the
  // mainnet profile shows every remote icon through its resizing proxy.
  const images = unique([
    "'self'",
    'data:',
    'blob:',
    ...endpoints.flatMap((profileEndpoints) => (profileEndpoints.imageProxy ? [originOf(profileEndpoints.imageProxy)] : [])),
    ...(withLoopback ? loopbackSources(['http', 'https']) : []),
  ]);
  const directives = new Map<string, readonly string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Stylesheets are files; React `style` props go through the CSSOM, which CSP allows.
    ['style-src', ["'self'"]],
    ['img-src', images],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // Trusted Types: no string reaches an HTML, script or script-URL sink (innerHTML, eval,
    // script.src). Neither the app nor its libraries write one (the charts' attribution logo,
    // lightweight-charts' only innerHTML, is turned off), so no policy is needed or allowed.
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', ["'none'"]],
  ]);
  // A <meta> policy cannot carry frame-ancestors (the browser ignores it with a console error).
  if (delivery === 'header') directives.set('frame-ancestors', ["'none'"]);
  return directives;
};

/** The policy as one header or meta value: `default-src 'self'; script-src 'self'; …`. */
export const contentSecurityPolicy = (buildProfile: Profile, delivery: CspDelivery): string =>
  [...cspDirectives(buildProfile, delivery)].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
