import { type APIRequestContext, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { recordToasts, toast } from './support/toasts';

/**
 * Issue 23 item 4: one hung service never holds the one transaction gate. The Perps API's build
 * hangs (`/__sim/http/latency`); the open fails when its request times out (T57, 15 s), saying
 * which service did not answer, and the next write, a swap, goes through. The latency switch is
 * simulator-wide: the exclusive project runs this file alone.
 */
test.use({ reducedMotion: 'reduce' });

const latency = async (request: APIRequestContext, path: string, ms: number) => {
  const response = await request.post(`${simUrl}/__sim/http/latency`, { data: { path, ms } });
  expect(response.ok(), await response.text()).toBe(true);
};
const INCREASE = '/perps/v2/positions/increase';
const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

test.afterEach(async ({ request }) => latency(request, INCREASE, 0));

test('a perps build that never answers fails by its timeout and frees the gate: a swap then confirms', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await page.goto('/perps');
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);

  // The Perps API answers the open after two minutes: longer than anyone should wait.
  await latency(request, INCREASE, 120_000);
  const order = page.getByRole('form', { name: 'Open a position' });
  await order.getByLabel('Collateral (SOL)').fill('1');
  await order.getByLabel('Leverage').selectOption('5');
  await order.getByRole('button', { name: 'Open Long SOL' }).click();
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible({ timeout: 25_000 });
  await expect(failed).toContainText('Open Long SOL: Perps API did not answer within 15000 ms');
  expect(await solBalance(address)).toBe(10);

  // The gate is free: the next write, a swap, runs to its end.
  await page.goto('/swap/SOL-USDC');
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  const usdc = await usdcOnLedger(address);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  const swap = page.getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled();
  await swap.click();
  await expect(toast(page, 'Transaction Confirmed')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(usdc);
});
