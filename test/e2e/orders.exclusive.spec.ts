import { type APIRequestContext, type Locator, type Page, expect, test } from './support/fixtures';
import { openDrawer } from './support/app';
import { USDC_MINT, simUrl, solBalance } from './support/ledger';
import { marketRate, startOnOrderPage, usdcOnLedger } from './support/orders';
import { expectToastSequence } from './support/toasts';

/**
 * Limit and recurring orders against the simulator's ledger (issue 14). `/__sim/market/move`
 * moves a price for every test, so this file runs in the `exclusive` project, alone.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const SOL_MINT = 'So11111111111111111111111111111111111111112';

/** Moves SOL's market price by `percent` (the simulator trades its pool). */
const moveSol = async (request: APIRequestContext, percent: number) => {
  const response = await request.post(`${simUrl}/__sim/market/move`, { data: { mint: SOL_MINT, percent } });
  expect(response.ok(), await response.text()).toBe(true);
};

/** Places a limit order selling `amount` SOL at `rate` USDC per SOL; waits until it is open on the page. */
const placeSolLimit = async (page: Page, amount: string, rate: number, openCount: number) => {
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill(amount);
  await page.getByRole('textbox', { name: 'Target rate' }).fill(rate.toFixed(2));
  await page.getByRole('button', { name: 'Place Limit Order' }).click();
  await expectToastSequence(page, Array(openCount).fill('Limit order placed'));
  await expect(page.getByRole('tab', { name: `Open Orders (${openCount})` })).toBeVisible();
};

const orders = (page: Page, testId: string): Locator => page.getByTestId(testId);

test('a limit order above the market stays open; Cancel gives the SOL back on the ledger', async ({ page }) => {
  const address = await startOnOrderPage(page, '/trigger');
  const rate = (await marketRate(page)) * 1.5;
  await placeSolLimit(page, '0.5', rate, 1);
  const order = orders(page, 'trigger-order');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('filled')).toHaveText('0%');
  await expect(order).toContainText('0.5 SOL →');
  // the 0.5 SOL sits in the order's escrow
  await expect.poll(() => solBalance(address)).toBeLessThan(9.51);

  await order.getByRole('button', { name: 'Cancel order SOL → USDC' }).click();
  await expectToastSequence(page, ['Transactions Confirmed']);
  await expect(page.getByText('No Open Orders')).toBeVisible();
  await expect.poll(() => solBalance(address)).toBeGreaterThan(9.99);
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(orders(page, 'trigger-order').first()).toContainText('Cancelled');
});

test('a limit order the market crosses fills: the USDC arrives on the ledger and the history shows the fill', async ({ page, request }) => {
  const address = await startOnOrderPage(page, '/trigger');
  const usdcBefore = await usdcOnLedger(address);
  const rate = (await marketRate(page)) * 1.03;
  await placeSolLimit(page, '0.5', rate, 1);
  await moveSol(request, 12);
  // the keeper fills at the next block: 0.5 SOL × the rate, less the 0.1 % fee at most
  await expect.poll(() => usdcOnLedger(address), { timeout: 15_000 }).toBeGreaterThanOrEqual(usdcBefore + 0.5 * rate * 0.999 - 0.01);
  await page.getByRole('tab', { name: 'Order History' }).click();
  const filled = orders(page, 'trigger-order').first();
  await expect(filled).toContainText('Completed');
  await expect(filled.getByTestId('filled')).toHaveText('100%');
  await expect(filled.getByRole('link', { name: /^Fill 1: 0\.5 SOL → / })).toHaveAttribute('href', /^https:\/\/solscan\.io\/tx\//);

  // The history's filters (spec 001 §2.2): Open shows the creation alone, Attempted Fill the fills, Close the closing.
  const filters = page.getByRole('group', { name: 'History filter' });
  await filters.getByRole('button', { name: 'Open' }).click();
  await expect(filled.getByRole('link', { name: 'Creation transaction' })).toBeVisible();
  await expect(filled.getByRole('link', { name: /^Fill 1/ })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Open' }).click();
  await filters.getByRole('button', { name: 'Attempted Fill' }).click();
  await expect(filled.getByRole('link', { name: /^Fill 1/ })).toBeVisible();
  await expect(filled.getByRole('link', { name: 'Creation transaction' })).toHaveCount(0);
  await moveSol(request, -10);
});

test('the limit page charts the pair; dragging the target line sets the rate, shows its distance from the market, and the order is placed at that rate', async ({
  page,
}) => {
  await startOnOrderPage(page, '/trigger');
  await expect(page.getByTestId('limit-pair-title')).toHaveText('SOL / USDC');
  await expect(page.getByText(/very sharp wicks might not be filled completely/)).toBeVisible();
  const market = await marketRate(page);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await page.getByRole('textbox', { name: 'Target rate' }).fill((market * 1.1).toFixed(2));
  const chart = page.getByRole('region', { name: 'Limit chart' }).getByTestId('candle-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Limit chart' }).getByRole('status')).toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('no chart');
  const x = box.x + box.width / 3;
  // Hovering tells where the line is now (the scale follows the bars).
  await expect(async () => {
    await page.mouse.move(x, box.y + box.height / 2);
    await page.mouse.move(x, box.y + box.height / 2 + 1);
    expect(await chart.getAttribute('data-target-y')).toMatch(/^\d+$/);
  }).toPass();
  const lineY = box.y + Number(await chart.getAttribute('data-target-y'));
  const before = Number(await page.getByRole('textbox', { name: 'Target rate' }).inputValue());
  await page.mouse.move(x, lineY);
  await page.mouse.down();
  await page.mouse.move(x, lineY - 20, { steps: 5 });
  await page.mouse.move(x, lineY - 40, { steps: 5 });
  await page.mouse.up();
  // Dragged up: a higher rate in the field, and the form's distance from the market follows it.
  await expect.poll(async () => Number(await page.getByRole('textbox', { name: 'Target rate' }).inputValue())).toBeGreaterThan(before);
  const dragged = Number(await page.getByRole('textbox', { name: 'Target rate' }).inputValue());
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-limit-chart-drag.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place Limit Order' }).click();
  await expectToastSequence(page, ['Limit order placed']);
  const order = orders(page, 'trigger-order').first();
  await expect(order).toContainText('0.5 SOL →');
  // The order's rate is the dragged one (the list shows it to its own precision).
  const shown = Number(((await order.getByText(/USDC per SOL/).textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(Math.abs(shown / dragged - 1)).toBeLessThan(0.001);
  await order.getByRole('button', { name: 'Cancel order SOL → USDC' }).click();
  await expectToastSequence(page, ['Limit order placed', 'Transactions Confirmed']);
});

test('a recurring order runs its first order at once, shows it, and Cancel Order in the drawer closes the rest', async ({ page }) => {
  test.setTimeout(120_000);
  const address = await startOnOrderPage(page, `/recurring?from=${USDC_MINT}&to=${SOL_MINT}`);
  const usdcBefore = await usdcOnLedger(address);
  await page.getByRole('textbox', { name: 'Total amount' }).fill('120');
  await page.getByRole('textbox', { name: 'Number of orders' }).fill('2');
  await page.getByLabel('Interval').selectOption('minute');
  await expect(page.getByTestId('per-order')).toHaveText('60 USDC');
  await page.getByRole('button', { name: 'Start Recurring' }).click();
  await expectToastSequence(page, ['Recurring order started']);
  // the first order runs in the block after the deposit: 60 USDC spent, SOL bought
  await expect.poll(() => usdcOnLedger(address)).toBeCloseTo(usdcBefore - 120, 2);
  const solBefore = await solBalance(address);
  const order = orders(page, 'recurring-order');
  // the active list is refetched every 30 s (T11): the slice shows by then at the latest
  await expect(order.getByTestId('total-spent')).toHaveText('60 USDC', { timeout: 40_000 });
  await expect(order.getByRole('link', { name: /^Order 1: 60 USDC → [\d.]+ SOL$/ })).toBeVisible();

  const drawer = await openDrawer(page);
  const sections = drawer.getByRole('tablist', { name: 'Portfolio sections' });
  await sections.getByRole('tab', { name: 'Recurring 1', exact: true }).click();
  await drawer.getByRole('button', { name: 'USDC → SOL' }).click();
  await drawer.getByRole('button', { name: 'Cancel Order' }).click();
  await expectToastSequence(page, ['Closing Recurring order', 'Successfully closed order']);
  await expect(drawer.getByText('No Active Orders')).toBeVisible();
  // the unused 60 USDC comes back
  await expect.poll(() => usdcOnLedger(address)).toBeCloseTo(usdcBefore - 60, 2);
  expect(await solBalance(address)).toBeGreaterThan(solBefore - 0.001);

  // Activity: the recurring steps, each leading to /recurring with its tokens
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  await drawer.getByRole('tablist', { name: 'Activity type' }).getByRole('tab', { name: 'Recurring' }).click();
  const cancelRow = drawer.getByRole('link', { name: /^Cancel Order 60 USDC/ });
  await expect(cancelRow).toHaveAttribute('href', `/recurring?from=${USDC_MINT}&to=${SOL_MINT}`);
});

test("three open orders, 'Cancel All' in the drawer: one batch, all gone, the SOL back", async ({ page }) => {
  test.setTimeout(120_000);
  const address = await startOnOrderPage(page, '/trigger');
  const rate = (await marketRate(page)) * 2;
  for (const count of [1, 2, 3]) await placeSolLimit(page, '0.2', rate, count);
  await expect.poll(() => solBalance(address)).toBeLessThan(9.41);

  const drawer = await openDrawer(page);
  const sections = drawer.getByRole('tablist', { name: 'Portfolio sections' });
  await sections.getByRole('tab', { name: 'Trigger 3', exact: true }).click();
  await drawer.getByRole('button', { name: 'Cancel All' }).click();
  await expectToastSequence(page, ['Transactions Confirmed']);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Orders cancelled successfully');
  await expect(drawer.getByText('No Open Orders')).toBeVisible();
  await expect.poll(() => solBalance(address)).toBeGreaterThan(9.99);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No Open Orders')).toBeVisible();
});
