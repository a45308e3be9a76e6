import { expect, test } from './support/fixtures';
import { simUrl } from './support/ledger';

/**
 * The swap page's panels (issue 15 item 1, issue 29 item 4): the pair's chart, or both price
 * cards when it is hidden, and the live trades of the pair's traded token. `/__sim/market/move` changes a price for everyone, so this file runs
 * in the `exclusive` project.
 */
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

test('the pair chart shows the sell token in the buy token and follows ⇄; hidden, it gives way to the price cards, which flash on a move', async ({
  page,
  request,
}) => {
  await page.goto('/swap/SOL-JUP');
  // The chart is the pair's: SOL priced in JUP, with the pair stream's header.
  await expect(page.getByTestId('pair-title')).toHaveText('SOL / JUP');
  const price = page.getByTestId('pair-price');
  await expect(price).toHaveText(/^[\d,.]+ JUP$/);
  const solInJup = Number((await price.textContent())?.replace(/[^\d.]/g, ''));
  await expect(page.getByRole('region', { name: 'Chart' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades table' }).getByRole('row')).not.toHaveCount(0);
  // With the chart shown, the 24h price cards are not (spec 001 §2.2).
  await expect(page.getByRole('region', { name: 'Selling SOL price' })).toHaveCount(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-swap-pair-chart.png`, fullPage: true });

  // ⇄: JUP priced in SOL, about the inverse.
  await page.getByRole('button', { name: 'Show JUP priced in SOL' }).click();
  await expect(page.getByTestId('pair-title')).toHaveText('JUP / SOL');
  await expect(price).toHaveText(/^[\d,.]+ SOL$/);
  const jupInSol = Number((await price.textContent())?.replace(/[^\d.]/g, ''));
  expect(Math.abs(solInJup * jupInSol - 1)).toBeLessThan(0.05);
  await expect(page.getByRole('region', { name: 'Chart' }).locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Hide Chart' }).click();
  const selling = page.getByRole('region', { name: 'Selling SOL price' });
  const buying = page.getByRole('region', { name: 'Buying JUP price' });
  await expect(selling.getByTestId('card-price')).toHaveText(/^\$[\d,.]+/);
  await expect(buying.getByTestId('card-price')).toHaveText(/^\$[\d,.]+/);
  const response = await request.post(`${simUrl}/__sim/market/move`, { data: { mint: JUP, percent: 8 } });
  expect(response.ok(), await response.text()).toBe(true);
  // the live stream carries the new price: the card flashes (950 ms) and shows its arrow (4 s)
  await expect(buying.getByLabel('up', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(buying.getByLabel('up', { exact: true })).toBeHidden({ timeout: 8_000 });
  await page.getByRole('button', { name: 'Show Chart' }).click();
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
  await page.getByRole('button', { name: 'Hide Chart' }).click();
  await page.getByRole('link', { name: 'Open Page for JUP' }).click();
  await expect(page).toHaveURL(/\/tokens\/JUP/);
});
