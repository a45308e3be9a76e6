import { type Endpoints, mainnetDefaults, mainnetEndpoints, simDefaults, simEndpoints } from '@streams/core/config/endpoints';
import { contentSecurityPolicy, cspDirectives, reachableProfiles } from '@streams/core/config/contentSecurityPolicy';
import { allowedRemoteOrigins, checkOverrideUrl } from '@streams/core/config/originGuard';
import { RPC_PROVIDERS } from '@streams/core/config/rpcProviders';

/** Whether a CSP source list lets the page reach a URL (exact origins and `scheme://host:*` only: all the policy uses). */
const allows = (sources: readonly string[], url: string): boolean => {
  const { origin, protocol, hostname } = new URL(url);
  return sources.some((source) => source === origin || source === `${protocol}//${hostname}:*`);
};

const serviceUrls = (endpoints: Endpoints): string[] =>
  Object.entries(endpoints).flatMap(([key, url]) => (key !== 'imageProxy' && typeof url === 'string' ? [url] : []));

const simServices = serviceUrls(simEndpoints(simDefaults.api, simDefaults.stream, simDefaults.rpc));
const mainnetServices = serviceUrls(mainnetEndpoints(mainnetDefaults.api, mainnetDefaults.stream, mainnetDefaults.rpc));

describe('Content-Security-Policy', () => {
  it.each(['sim', 'mainnet'] as const)('the %s build is strict on scripts, objects, base and forms', (profile) => {
    const directives = cspDirectives(profile, 'header');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(profile, 'header')).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
  });

  it.each(['sim', 'mainnet'] as const)('the %s meta policy is the header without frame-ancestors (a meta tag cannot carry it)', (profile) => {
    expect(cspDirectives(profile, 'meta').has('frame-ancestors')).toBe(false);
    expect(contentSecurityPolicy(profile, 'header')).toBe(`${contentSecurityPolicy(profile, 'meta')}; frame-ancestors 'none'`);
  });

  it("no source is a network scheme alone or a wildcard host, but the RPC providers' own domains (data: and blob: images are local)", () => {
    const providerWildcards = new Set(RPC_PROVIDERS.filter((provider) => provider.host.startsWith('*.')).map((provider) => provider.host));
    expect(providerWildcards.size).toBeGreaterThan(0);
    for (const profile of ['sim', 'mainnet'] as const) {
      for (const [name, sources] of cspDirectives(profile, 'header')) {
        for (const source of sources) {
          expect(source).not.toMatch(/^(\*|(https?|wss?):)$/);
          const wildcard = /^([a-z]+):\/\/(\*.*)$/.exec(source);
          if (wildcard === null) continue;
          // `*.helius-rpc.com` on https or wss, in connect-src only; never `*`, `*.com` or a port wildcard on a remote host.
          expect([name, wildcard[1], providerWildcards.has(wildcard[2] ?? '')], source).toEqual(['connect-src', expect.stringMatching(/^(https|wss)$/), true]);
        }
      }
    }
  });

  describe('connect-src is derived from the endpoint config', () => {
    it('the sim build reaches every simulator service, every mainnet service (?profile=mainnet) and loopback on any port', () => {
      expect(reachableProfiles('sim')).toEqual(['sim', 'mainnet']);
      const connect = cspDirectives('sim', 'header').get('connect-src') ?? [];
      for (const url of [...simServices, ...mainnetServices]) expect(allows(connect, url), url).toBe(true);
      for (const url of ['http://localhost:9000', 'ws://127.0.0.1:7000/ws', 'https://127.0.0.1:8443']) expect(allows(connect, url), url).toBe(true);
    });

    it('the mainnet build reaches every mainnet service and nothing on this machine', () => {
      expect(reachableProfiles('mainnet')).toEqual(['mainnet']);
      const connect = cspDirectives('mainnet', 'header').get('connect-src') ?? [];
      for (const url of mainnetServices) expect(allows(connect, url), url).toBe(true);
      for (const url of [...simServices, 'http://localhost:9000']) expect(allows(connect, url), url).toBe(false);
      expect(contentSecurityPolicy('mainnet', 'header')).not.toMatch(/localhost|127\.0\.0\.1/);
    });

    it('every remote origin an override may name is reachable, with the pubsub socket an RPC override implies', () => {
      for (const profile of ['sim', 'mainnet'] as const) {
        const connect = cspDirectives(profile, 'header').get('connect-src') ?? [];
        for (const origin of allowedRemoteOrigins) {
          expect(allows(connect, origin), origin).toBe(true);
          if (origin.startsWith('https:')) expect(allows(connect, origin.replace(/^https:/, 'wss:')), origin).toBe(true);
        }
      }
    });

    it('a host the override rules refuse is not reachable either', () => {
      const connect = cspDirectives('sim', 'header').get('connect-src') ?? [];
      for (const url of ['https://jup.ag.evil.com', 'https://evil.jup.ag', 'https://jup.ag:8443', 'http://jup.ag']) {
        expect(checkOverrideUrl(url, 'http').ok).toBe(false);
        expect(allows(connect, url), url).toBe(false);
      }
    });
  });

  it("img-src allows the mainnet image proxy and, in the sim build, the simulator's own icons", () => {
    const sim = cspDirectives('sim', 'header').get('img-src') ?? [];
    expect(sim).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://wsrv.nl']));
    expect(allows(sim, 'http://127.0.0.1:8787/icons/x.svg')).toBe(true);
    const mainnet = cspDirectives('mainnet', 'header').get('img-src') ?? [];
    expect(mainnet).toEqual(["'self'", 'data:', 'blob:', 'https://wsrv.nl']);
  });

  describe('the exact policy each build ships', () => {
    /** Every remote origin the app may call: the mainnet services, the gear's RPC pools, what an override may name (with an RPC origin's socket), and a custom RPC's providers. */
    const remoteConnect = [
      'https://datapi.jup.ag',
      'wss://trench-stream.jup.ag',
      'https://api.jup.ag',
      'https://portfolio-api-jup-pos.sonar.watch',
      'https://perps-api.jup.ag',
      'https://ultra-api.jup.ag',
      'https://jup.ag',
      'wss://perps-api.jup.ag',
      'https://api.mainnet-beta.solana.com',
      'wss://api.mainnet-beta.solana.com',
      'https://mainnet.block-engine.jito.wtf',
      'https://bundles.jito.wtf',
      'https://jupiter-frontend.rpcpool.com',
      'wss://jup.ag',
      'wss://api.jup.ag',
      'https://lite-api.jup.ag',
      'wss://lite-api.jup.ag',
      'wss://datapi.jup.ag',
      // The hosts a custom RPC may be on (rpcProviders.ts), each on https and wss.
      'https://*.helius-rpc.com',
      'wss://*.helius-rpc.com',
      'https://*.quiknode.pro',
      'wss://*.quiknode.pro',
      'https://*.rpcpool.com',
      'wss://*.rpcpool.com',
      'https://*.g.alchemy.com',
      'wss://*.g.alchemy.com',
      'https://*.syndica.io',
      'wss://*.syndica.io',
      'https://rpc.ankr.com',
      'wss://rpc.ankr.com',
      'https://*.chainstack.com',
      'wss://*.chainstack.com',
    ];
    const loopbackConnect = [
      'http://localhost:*',
      'ws://localhost:*',
      'https://localhost:*',
      'wss://localhost:*',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
      'https://127.0.0.1:*',
      'wss://127.0.0.1:*',
    ];

    it("the mainnet build's connect-src is 'self' and the remote origins only: no image proxy, no plain ws, nothing on this machine", () => {
      expect(cspDirectives('mainnet', 'header').get('connect-src')).toEqual(["'self'", ...remoteConnect]);
    });

    it("the sim build's connect-src adds loopback on any port in all four schemes, not the simulator's own origins one by one", () => {
      expect(cspDirectives('sim', 'header').get('connect-src')).toEqual(["'self'", ...remoteConnect, ...loopbackConnect]);
    });

    it('the image proxy is an image source, never a connect source', () => {
      for (const profile of ['sim', 'mainnet'] as const) {
        const directives = cspDirectives(profile, 'header');
        expect(directives.get('img-src'), profile).toContain('https://wsrv.nl');
        expect(directives.get('connect-src'), profile).not.toContain('https://wsrv.nl');
      }
    });

    it("the sim build's img-src is the mainnet proxy and loopback over http and https, and nothing else", () => {
      expect(cspDirectives('sim', 'header').get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://wsrv.nl',
        'http://localhost:*',
        'https://localhost:*',
        'http://127.0.0.1:*',
        'https://127.0.0.1:*',
      ]);
    });

    it.each(['sim', 'mainnet'] as const)(
      'the %s build lists its directives in order, fonts from itself and Trusted Types enforced with no policy',
      (profile) => {
        const directives = cspDirectives(profile, 'header');
        expect([...directives.keys()]).toEqual([
          'default-src',
          'script-src',
          'style-src',
          'img-src',
          'font-src',
          'connect-src',
          'object-src',
          'base-uri',
          'form-action',
          'require-trusted-types-for',
          'trusted-types',
          'frame-ancestors',
        ]);
        expect(directives.get('font-src')).toEqual(["'self'"]);
        expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
        expect(directives.get('trusted-types')).toEqual(["'none'"]);
      },
    );

    it('the mainnet meta value is every directive with its sources space-separated, directives joined by "; "', () => {
      expect(contentSecurityPolicy('mainnet', 'meta')).toBe(
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self'",
          "img-src 'self' data: blob: https://wsrv.nl",
          "font-src 'self'",
          `connect-src 'self' ${remoteConnect.join(' ')}`,
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "require-trusted-types-for 'script'",
          "trusted-types 'none'",
        ].join('; '),
      );
    });
  });
});
