import type { APIRequestContext } from '@playwright/test';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer } from './support/app';
import { USDC_MINT, simUrl, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts, toastLinks } from './support/toasts';

test.use({ reducedMotion: 'reduce' });

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

/** The simulator's block engine: how many bundles came in and landed, and the last one. */
const bundleEngine = async (request: APIRequestContext) =>
  (await (await request.get(`${simUrl}/__sim/bundles`)).json()) as {
    received: number;
    landed: number;
    last: { signatures: string[]; tipLamports: string } | null;
  };

const sellOneHalfSol = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
};

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Swap settings' }).click();
  return page.getByRole('dialog', { name: 'Swap settings' });
};

test('bundle mode: the swap pays the floor tip and lands through the block engine, never through an RPC', async ({ page, request }) => {
  await recordToasts(page);
  const rpcSends: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'POST' && (url.port === '8899' || url.port === '8898') && /"sendTransaction"/.test(sent.postData() ?? '')) rpcSends.push(url.port);
  });
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  await expect(page.getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  const usdcBefore = await usdcOnLedger(address);
  const before = await bundleEngine(request);

  const settings = await openSettings(page);
  await settings.getByRole('tab', { name: 'Jito tip' }).click();
  // the simulator's floor is 10,000 lamports; the default maximum 0.001 SOL
  await expect(settings.getByTestId('tip-setting')).toHaveText('Tip: 0.00001 SOL (tip floor 0.00001 SOL, at most 0.001 SOL)');
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await expect(page.getByLabel('Quote details').getByTestId('landing-fee')).toHaveText('Jito tip 0.00001 SOL');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(usdcBefore);
  const after = await bundleEngine(request);
  expect(after.landed).toBeGreaterThan(before.landed);
  expect(after.last?.tipLamports).toBe('10000');
  expect(rpcSends).toEqual([]);
});

test('switching the explorer changes the links in toasts and in the activity list', async ({ page }) => {
  test.setTimeout(120_000); // two ledger swaps and a reload
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  await connectQuickAccount(page);
  await expect(page.getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  const lastToastLink = async () => (await toastLinks(page)).findLast((href) => href.includes('/tx/')) ?? '';

  await sellOneHalfSol(page);
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(lastToastLink).toMatch(/^https:\/\/solscan\.io\/tx\/\w+\?cluster=custom&customUrl=/);

  const settings = await openSettings(page);
  await settings
    .getByRole('group', { name: 'Preferred Explorer' })
    .getByRole('radio', { name: /Solana Explorer/ })
    .check();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId("You're Selling balance")).toHaveText(/^9\.\d+ SOL$/);
  await sellOneHalfSol(page);
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(lastToastLink).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/\w+\?cluster=custom&customUrl=/);

  const drawer = await openDrawer(page);
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  const links = drawer.getByTestId('activity-list').getByRole('link', { name: /transaction/i });
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^https:\/\/explorer\.solana\.com\/tx\//);
  }
});

test('Default Currency SOL: values on the swap card, the token list and the drawer show in SOL', async ({ page }) => {
  await page.goto('/swap/SOL-USDC');
  await connectQuickAccount(page);
  await expect(page.getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  const selling = page.getByRole('region', { name: "You're Selling" });
  await expect(selling).toContainText(/≈ \$[\d,.]+/);

  const settings = await openSettings(page);
  await settings.getByRole('tab', { name: 'SOL', exact: true }).click();
  await page.keyboard.press('Escape');
  // 1 SOL is worth 1 SOL
  await expect(selling).toContainText('≈ 1 SOL');

  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('region', { name: 'Holdings' })).toContainText(/\d SOL/);
  // every holding's value (the filter's thresholds stay the spec's USD labels)
  await expect(drawer.getByRole('region', { name: 'Holdings' }).getByRole('listitem').first()).toContainText(/^Solana.*10 SOL10 SOL$/);
  for (const text of await drawer.getByRole('region', { name: 'Holdings' }).getByRole('listitem').allInnerTexts()) expect(text).not.toContain('$');
  await page.keyboard.press('Escape');

  await page.goto('/pro');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/◎/);
  await expect(firstRow).not.toContainText('$');
});

test("Excluded DEXes: a ticked venue is sent as excludeDexes with every quote; the pair's only venue excluded, the form says 'No routes found'", async ({
  page,
}) => {
  const quoteUrls: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/swap/v1/quote')) quoteUrls.push(url);
  });
  await page.goto('/swap/SOL-USDC');
  const amount = page.getByRole('textbox', { name: 'Amount to sell' });
  const rate = page.getByLabel('Quote details').getByTestId('quote-rate');
  const route = page
    .getByLabel('Quote details')
    .locator('dt', { hasText: /^Route$/ })
    .locator('xpath=following-sibling::dd[1]');
  await amount.fill('1');
  await expect(rate).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  // The simulator's SOL-USDC goes through one venue.
  const venue = (await route.textContent())?.trim() ?? '';
  expect(venue).toMatch(/^[\w .]+$/);

  const settings = await openSettings(page);
  await settings.getByText(/^Excluded DEXes \(0\)$/).click();
  await settings.getByLabel('Filter venues').fill(venue);
  const box = settings.getByRole('list', { name: 'Venues' }).getByRole('checkbox', { name: venue, exact: true });
  await box.check();
  await expect(settings.getByText(/^Excluded DEXes \(1\)$/)).toBeVisible();
  if (process.env.E2E_SHOTS) await settings.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-excluded-dexes.png` });
  await page.keyboard.press('Escape');

  const asked = quoteUrls.length;
  await amount.fill('2');
  await expect.poll(() => quoteUrls.slice(asked).some((url) => url.searchParams.get('excludeDexes') === venue)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'No routes found' })).toBeVisible();
  await expect(rate).toHaveCount(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-no-routes.png` });

  // Let back in: the route returns.
  await openSettings(page);
  await settings.getByText(/^Excluded DEXes \(1\)$/).click();
  await box.uncheck();
  await page.keyboard.press('Escape');
  await amount.fill('3');
  await expect(rate).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  await expect(route).toHaveText(venue);
});
