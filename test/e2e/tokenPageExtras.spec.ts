import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The token page's extras (issue 16 item 1) and the launchpad and stock stats (item 3). */

const openFirstToken = async (page: Page) => {
  await page.goto('/pro?tab=toptraded');
  await page.getByRole('grid').getByRole('row').nth(3).click();
  await expect(page).toHaveURL(/\/tokens\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test('Holders tab: the top holders with their share, tags and explorer links', async ({ page }) => {
  await openFirstToken(page);
  await page.getByRole('tab', { name: 'Holders' }).click();
  const table = page.getByRole('region', { name: 'Holders table' });
  await expect(table).toContainText(/[\d,.k]+ holders · top \d+/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(/^(<0\.01|\d+\.\d\d)%$/);
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /^https:\/\/solscan\.io\/account\//);
  await page.getByRole('tab', { name: 'Trades' }).click();
  await expect(page.getByRole('region', { name: 'Trades table' })).toBeVisible();
});

test('chart types: Area and Columns redraw the price and the choice is remembered; TradingView is credited', async ({ page }) => {
  await openFirstToken(page);
  const chart = page.getByTestId('candle-chart');
  await expect(page.getByRole('status').filter({ hasText: 'Loading chart...' })).toHaveCount(0);
  await expect(chart.locator('canvas').first()).toBeVisible();
  await page.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: 'Area' }).click();
  await expect(chart).toHaveAttribute('data-chart-type', 'area');
  await page.reload();
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-chart-type', 'area');
  await expect(page.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: 'Area' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-chart-type', 'columns');
  await expect(page.getByRole('link', { name: 'TradingView Lightweight Charts™' })).toHaveAttribute('href', 'https://www.tradingview.com/');
});

test("the developer's stats per period, the mint on the explorer", async ({ page }) => {
  await openFirstToken(page);
  const developer = page.getByRole('region', { name: 'Developer' });
  await expect(developer).toContainText('Launched');
  await developer.getByRole('tab', { name: '30d' }).click();
  await expect(developer.getByRole('tab', { name: '30d' })).toHaveAttribute('aria-selected', 'true');
  await expect(developer).toContainText(/Launched\d+/);
  await expect(page.getByRole('link', { name: /mint on the explorer/ })).toHaveAttribute('href', /^https:\/\/solscan\.io\/token\//);
});

test('older trades load as the trades list scrolls to its end', async ({ page }) => {
  // SOL trades all day: more than one page
  await page.goto('/tokens/So11111111111111111111111111111111111111112');
  const table = page.getByRole('region', { name: 'Trades table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const before = await table.getByRole('row').count();
  await table.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(before);
});

test('launchpad stats on /pro/launchpads and the issuer summary on a screener', async ({ page }) => {
  await page.goto('/pro/launchpads');
  await expect(page.getByTestId('launchpad-stats-pump.fun')).toHaveText(/^\d+ new · \d+ graduated · \$[\d.,kMB]+ 24h vol$/);
  await page.goto('/pro/screener/xstocks');
  await expect(page.getByTestId('stock-stats')).toHaveText(/^5 tokens · \$[\d.,kMB]+ 24h volume · \$[\d.,kMBT]+ market cap$/);
});

test("a token the market data lists without an icon shows its on-chain metadata's image", async ({ page, request }) => {
  const launched = (await (await request.post('http://127.0.0.1:8787/__sim/launch', { data: { launchpad: 'jup-studio' } })).json()) as { mint: string };
  const asset = (await (await request.get(`http://127.0.0.1:8787/v1/assets?ids=${launched.mint}`)).json()) as { icon?: string }[];
  expect(asset[0]?.icon).toBeUndefined();
  await page.goto(`/tokens/${launched.mint}`);
  await expect(page.getByRole('banner').or(page.locator('header')).locator(`img[src$="/icons/${launched.mint}.svg"]`).first()).toBeVisible();
});
