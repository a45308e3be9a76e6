import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer, revealPrivateKey } from './support/app';
import { readVaultRecord } from './support/secretLeaks';

const SOL = 'So11111111111111111111111111111111111111112';

/** The main routes, each with the heading that says it has rendered. */
const mainRoutes: readonly (readonly [path: string, heading: RegExp])[] = [
  ['/', /Trade Solana in real time/],
  ['/pro', /Explore/],
  ['/swap', /Swap/],
  ['/perps', /Perps/],
  [`/tokens/${SOL}`, /Solana|SOL/],
  ['/watchlist', /Watchlist/],
  ['/trigger', /Limit Order/],
  ['/lend', /Lend/],
  ['/portfolio', /Portfolio/],
  ['/send?by=link', /Send/],
  ['/gift', /Send a gift/],
  ['/perps-leaderboard', /Perps Leaderboard/],
  ['/ask-for-sol', /Ask for SOL/],
  ['/mobile?from=%2Fswap', /Callisto in your pocket/],
  ['/login', /Log in/],
  [`/share?token=${SOL}`, /Share/],
  ['/verify', /Verify a token/],
  ['/portfolio/airdrop-checker', /Airdrop Checker/],
];

/** axe-core over WCAG 2.x A and AA; serious and critical violations fail, with what and where. */
const expectNoSeriousViolations = async (page: Page, include?: string) => {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious).toEqual([]);
};

// axe is injected into the page by the test and builds its checks with strings the app's Trusted
// Types policy refuses: the audit runs with the page's CSP bypassed (the CSP has its own spec).
test.use({ bypassCSP: true });

test.describe('accessibility', () => {
  for (const [path, heading] of mainRoutes) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  // The dialogs alone: the live page behind them has its own audit above. One test each: an
  // audit of the search dialog's live lists takes a quarter of a minute on a loaded machine.
  test('the search dialog has no serious axe violations', async ({ page }) => {
    await page.goto('/swap');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: 'Search tokens' }).getByRole('searchbox')).toBeFocused();
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });

  test('the Connect panel has no serious axe violations', async ({ page }) => {
    await page.goto('/swap');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Connect' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });

  test('the swap settings, with a custom RPC saved and another refused, have no serious axe violations', async ({ page }) => {
    await page.goto('/swap');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Swap settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap settings' });
    const field = dialog.getByRole('textbox', { name: 'Custom RPC URL' });
    await field.fill('http://localhost:8899');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('latency-custom')).toHaveText(/^\d+ ms$/);
    await field.fill('https://example.com');
    await expect(dialog.getByRole('status').filter({ hasText: 'security policy' })).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
  });

  test('the Remove Quick Account dialog has no serious axe violations, and Escape leaves the key in place', async ({ page }) => {
    await page.goto('/');
    const address = await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Remove Quick Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Quick Account' });
    await dialog.getByRole('checkbox', { name: /I have saved this account's private key/ }).check();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(drawer).toContainText(address.slice(0, 4));
    expect((await readVaultRecord(page))?.publicKey).toBe(address);
  });

  test('Export Private Key keeps focus and Escape after Reveal, with the page behind inert', async ({ page }) => {
    await page.goto('/');
    await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await expectNoSeriousViolations(page);
    await drawer.getByRole('button', { name: 'Export Private Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Private Key' });
    await expect(dialog).toBeVisible();
    // Everything but the top dialog (and the toasts) is inert: the drawer and the page behind.
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    expect(await drawer.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);

    await revealPrivateKey(dialog);
    const secret = dialog.getByRole('textbox', { name: 'Private key' });
    await expect(secret).toBeVisible();
    await expect(secret).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]')?.getAttribute('aria-labelledby') !== undefined)).toBe(true);
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Back to the drawer, which is live again; a second Escape closes it too.
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
  });
});
