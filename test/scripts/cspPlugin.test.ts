import type { IndexHtmlTransformContext, Plugin, UserConfig } from 'vite';
import { contentSecurityPolicyPlugin } from '../../scripts/cspPlugin';
import { contentSecurityPolicy } from '../../streams/core/config/contentSecurityPolicy';
import { rpcSocketFor } from '../../streams/core/config/endpoints';
import { RPC_PROVIDERS } from '../../streams/core/config/rpcProviders';
import { checkCustomRpc } from '../../streams/swap/rpcEndpoints';

const html =
  '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>Callisto</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>';

/** Calls a plugin hook written either as a function or as `{ handler }`. */
const hook = <Args extends unknown[], Result>(value: unknown): ((...args: Args) => Result) => {
  const fn = typeof value === 'function' ? value : (value as { handler: unknown }).handler;
  return fn as (...args: Args) => Result;
};

const configure = (plugin: Plugin, isPreview: boolean, mode = 'production') =>
  hook<[UserConfig, { mode: string; command: 'build' | 'serve'; isPreview: boolean }], UserConfig | undefined>(plugin.config).call(
    undefined,
    { root: process.cwd() },
    { mode, command: isPreview ? 'serve' : 'build', isPreview },
  );

const transform = (plugin: Plugin, input: string, server: boolean) =>
  hook<[string, IndexHtmlTransformContext], string>(plugin.transformIndexHtml).call(undefined, input, {
    path: '/index.html',
    filename: 'index.html',
    ...(server ? { server: {} as IndexHtmlTransformContext['server'] } : {}),
  });

describe('the CSP plugin', () => {
  const saved = process.env.VITE_PROFILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.VITE_PROFILE;
    else process.env.VITE_PROFILE = saved;
  });

  it('vite preview sends the full policy as a header', () => {
    delete process.env.VITE_PROFILE;
    const plugin = contentSecurityPolicyPlugin();
    expect(configure(plugin, true)?.preview?.headers).toEqual({ 'Content-Security-Policy': contentSecurityPolicy('sim', 'header') });
  });

  it('the build puts the meta policy right after <meta charset>, before any script', () => {
    delete process.env.VITE_PROFILE;
    const plugin = contentSecurityPolicyPlugin();
    expect(configure(plugin, false)).toBeUndefined();
    const out = transform(plugin, html, false);
    const metaAt = out.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(metaAt).toBeGreaterThan(out.indexOf('<meta charset="UTF-8" />'));
    expect(metaAt).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain(`content="${contentSecurityPolicy('sim', 'meta')}"`);
    expect(out).not.toContain('frame-ancestors');
  });

  it('follows VITE_PROFILE: a mainnet build has the mainnet policy', () => {
    process.env.VITE_PROFILE = 'mainnet';
    const plugin = contentSecurityPolicyPlugin();
    expect(configure(plugin, true)?.preview?.headers).toEqual({ 'Content-Security-Policy': contentSecurityPolicy('mainnet', 'header') });
    expect(transform(plugin, html, false)).toContain(`content="${contentSecurityPolicy('mainnet', 'meta')}"`);
  });

  it('refuses an unknown VITE_PROFILE rather than guessing a policy', () => {
    process.env.VITE_PROFILE = 'devnet';
    expect(() => configure(contentSecurityPolicyPlugin(), false)).toThrow('VITE_PROFILE=devnet is not a profile');
  });

  it('leaves the dev server alone (its HMR client needs inline scripts and eval)', () => {
    delete process.env.VITE_PROFILE;
    const plugin = contentSecurityPolicyPlugin();
    configure(plugin, false, 'development');
    expect(transform(plugin, html, true)).toBe(html);
  });

  it('fails the build when index.html has no charset meta to anchor the policy', () => {
    const plugin = contentSecurityPolicyPlugin();
    configure(plugin, false);
    expect(() => transform(plugin, '<html><head></head></html>', false)).toThrow('no <meta charset');
  });
});

/** The connect-src sources of a built page's meta policy. */
const builtConnectSrc = (profile: 'sim' | 'mainnet'): string[] => {
  if (profile === 'mainnet') process.env.VITE_PROFILE = 'mainnet';
  else delete process.env.VITE_PROFILE;
  const plugin = contentSecurityPolicyPlugin();
  configure(plugin, false);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(transform(plugin, html, false));
  const policy = (meta?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const connect = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  return connect?.slice(1) ?? [];
};

/** CSP source matching as the browser does it, for the forms the policy uses: `scheme://host[:port|:*]`, the host exact or `*.domain`. */
const cspAllows = (sources: readonly string[], url: string): boolean => {
  const target = new URL(url);
  return sources.some((source) => {
    const match = /^([a-z]+):\/\/([^:/]+)(?::(\d+|\*))?$/.exec(source);
    if (match === null || `${match[1]}:` !== target.protocol) return false;
    const [, , host = '', port] = match;
    const hostOk = host.startsWith('*.') ? target.hostname.endsWith(host.slice(1)) : target.hostname === host;
    return hostOk && (port === '*' || (port ?? '') === target.port);
  });
};

/** A host a provider pattern covers: `*.helius-rpc.com` → `mainnet.helius-rpc.com`. */
const sampleHost = (pattern: string) => (pattern.startsWith('*.') ? `mainnet${pattern.slice(1)}` : pattern);

describe("the built page's connect-src and the custom RPC check: one list", () => {
  const saved = process.env.VITE_PROFILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.VITE_PROFILE;
    else process.env.VITE_PROFILE = saved;
  });

  const corpus = [
    ...RPC_PROVIDERS.map((provider) => `https://${sampleHost(provider.host)}/key?api-key=k`),
    'http://localhost:8787',
    'http://127.0.0.1:9',
    'https://127.0.0.1:8443',
    'http://mainnet.helius-rpc.com',
    'https://mainnet.helius-rpc.com:8443',
    'https://helius-rpc.com.evil.io',
    'https://helius-rpc.com',
    'https://mainnet.hеlius-rpc.com',
    'https://www.alchemy.com',
    'https://example.com',
    'https://api.jup.ag',
  ];

  it.each([
    ['sim', 'sim'],
    ['sim', 'mainnet'],
    ['mainnet', 'mainnet'],
  ] as const)('a %s build, the %s profile: whatever the settings accept, the page may reach over http(s) and its socket', (build, profile) => {
    const connect = builtConnectSrc(build);
    let accepted = 0;
    for (const url of corpus) {
      const check = checkCustomRpc(url, { profile });
      if (!check.ok) continue;
      accepted += 1;
      expect(cspAllows(connect, check.url), check.url).toBe(true);
      expect(cspAllows(connect, rpcSocketFor(check.url)), rpcSocketFor(check.url)).toBe(true);
    }
    expect(accepted).toBe(RPC_PROVIDERS.length + (profile === 'sim' ? 3 : 0));
  });

  it('every provider of the list is in the built policy on https and wss, and the lookalikes the check refuses are blocked there too', () => {
    const connect = builtConnectSrc('mainnet');
    for (const provider of RPC_PROVIDERS) {
      expect(connect).toContain(`https://${provider.host}`);
      expect(connect).toContain(`wss://${provider.host}`);
    }
    for (const url of [
      'https://helius-rpc.com.evil.io',
      'https://helius-rpc.com',
      'https://mainnet.hеlius-rpc.com',
      'https://mainnet.helius-rpc.com:8443',
      'http://localhost:8899',
    ]) {
      expect(checkCustomRpc(url, { profile: 'mainnet' }).ok, url).toBe(false);
      expect(cspAllows(connect, url), url).toBe(false);
    }
  });
});
