import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { simUrl } from './support/ledger';

/** Watching, the watchlist bar and tab, a launchpad's New tab and the Superstate screener (issue 16). */

const tokenLink = (page: Page, mint: string) => page.locator(`a[href="/tokens/${mint}"]`);

test('watching a token puts a live chip in the watchlist bar and a row in the /pro Watchlist tab; unwatching removes both', async ({ page }) => {
  await page.goto('/pro?tab=toptrending'); // Cooking: no majors, so not the default SOL and USDC
  const grid = page.getByRole('grid');
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const symbol = (await firstRow.getByRole('link').first().innerText()).trim();
  await firstRow.click();
  await expect(page).toHaveURL(/\/tokens\//);
  const mint = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByRole('button', { name: '☆ Watch' }).click();

  // the bar: on the token (trade) page, with the default pair and the new token
  const bar = page.getByRole('navigation', { name: 'Watchlist' });
  await expect(bar.getByRole('link', { name: new RegExp(`^${symbol} \\$`) })).toBeVisible();
  await expect(bar.getByRole('link', { name: /^SOL \$[\d,.]+ ([+-][\d.,]+%|0%|–)$/ })).toBeVisible();

  await page.goto('/pro?tab=watchlist');
  await expect(page.getByRole('navigation', { name: 'Watchlist' })).toBeVisible();
  await expect(tokenLink(page, mint).first()).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(4); // header, the token, SOL, USDC

  // the bar's chip opens the token
  await page
    .getByRole('navigation', { name: 'Watchlist' })
    .getByRole('link', { name: new RegExp(`^${symbol} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${mint}$`));
  await page.getByRole('button', { name: '★ Watching' }).click();
  await expect(page.getByRole('navigation', { name: 'Watchlist' }).getByRole('link', { name: new RegExp(`^${symbol} `) })).toHaveCount(0);
});

test('the bar is not shown where the spec does not put it, nor when nothing is watched', async ({ page }) => {
  await page.goto('/perps');
  await expect(page.getByRole('navigation', { name: 'Watchlist' })).toBeVisible();
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Watchlist' })).toHaveCount(0);
  await page.evaluate(() =>
    localStorage.setItem('callisto-watchlist', JSON.stringify({ tokens: [], metric: 'mcap', timeframe: '24h', view: 'chart', dirty: true })),
  );
  await page.goto('/swap');
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Watchlist' })).toHaveCount(0);
});

test("a launchpad's New tab shows its own launches and never another launchpad's", async ({ page, request }) => {
  await page.goto('/pro/launchpads/letsbonk.fun');
  await expect(page.getByRole('heading', { name: 'LetsBonk' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New', selected: true })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  const launch = async (launchpad: string) =>
    (await (await request.post(`${simUrl}/__sim/launch`, { data: { launchpad } })).json()) as { mint: string; launchpad: string };
  const other = await launch('pump.fun');
  const ours = await launch('letsbonk.fun');
  expect([other.launchpad, ours.launchpad]).toEqual(['pump.fun', 'letsbonk.fun']);
  await expect(tokenLink(page, ours.mint).first()).toBeVisible();
  await expect(tokenLink(page, other.mint)).toHaveCount(0);
});

test("the Superstate screener lists Superstate's stock tokens only", async ({ page }) => {
  await page.goto('/pro/screener/superstate');
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(/GLXY|SBET/);
  await expect(rows.nth(2)).toContainText(/GLXY|SBET/);
  await page.goto('/pro/screener/xstocks');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toContainText(/x\b|xStock/);
  await expect(page.getByRole('grid')).not.toContainText('GLXY');
});
