import type { IndexHtmlTransformContext, Plugin, UserConfig } from 'vite';
import { contentSecurityPolicyPlugin } from '../../scripts/cspPlugin';
import { contentSecurityPolicy } from '../../streams/core/config/contentSecurityPolicy';

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
