import { expect, test } from './support/fixtures';
import { simUrl } from './support/ledger';

/**
 * The swap page's panels (issue 15 item 1): both price cards, the chart and the live trades of
 * the pair's traded token. `/__sim/market/move` changes a price for everyone, so this file runs
 * in the `exclusive` project.
 */
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

test('the price cards, chart and trades show the pair, and a price move flashes and shows its arrow', async ({ page, request }) => {
  await page.goto('/swap/SOL-JUP');
  const selling = page.getByRole('region', { name: 'Selling SOL price' });
  const buying = page.getByRole('region', { name: 'Buying JUP price' });
  await expect(selling.getByTestId('card-price')).toHaveText(/^\$[\d,.]+/);
  await expect(buying.getByTestId('card-price')).toHaveText(/^\$[\d,.]+/);
  await expect(page.getByRole('heading', { name: 'JUP / USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chart' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades table' }).getByRole('row')).not.toHaveCount(0);

  const response = await request.post(`${simUrl}/__sim/market/move`, { data: { mint: JUP, percent: 8 } });
  expect(response.ok(), await response.text()).toBe(true);
  // the live stream carries the new price: the card flashes (950 ms) and shows its arrow (4 s)
  await expect(buying.getByLabel('up', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(buying.getByLabel('up', { exact: true })).toBeHidden({ timeout: 8_000 });

  // the toggle charts the other token
  await page.getByRole('button', { name: 'Show SOL chart' }).click();
  await expect(page.getByRole('heading', { name: 'SOL / USD' })).toBeVisible();
  await request.post(`${simUrl}/__sim/market/move`, { data: { mint: JUP, percent: -7 } });
});

test('Show/Hide Chart and History persist across a reload; a price card opens its token page', async ({ page }) => {
  await page.goto('/swap/SOL-JUP');
  await expect(page.getByTestId('candle-chart')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Chart' }).click();
  await page.getByRole('button', { name: 'Hide History' }).click();
  await expect(page.getByTestId('candle-chart')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trades' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show Chart' })).toBeVisible();
  await expect(page.getByTestId('candle-chart')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Chart' }).click();
  await expect(page.getByTestId('candle-chart')).toBeVisible();
  await page.getByRole('link', { name: 'Open Page for JUP' }).click();
  await expect(page).toHaveURL(/\/tokens\/JUP/);
});
