import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer } from './support/app';
import { seedDemoPositions, solBalance } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

const SIM = 'http://127.0.0.1:8787';

/** Set E2E_SHOTS to a folder to keep screenshots of the perps page (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (target: Page | Locator, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: join(shotsDir, `e2e-perps-${name}.png`) });
};

/** The simulator's switchboard: the price socket stays open but goes silent (or resumes). */
const stall = async (request: APIRequestContext, stalled: boolean) => {
  const response = await request.post(`${SIM}/__sim/perps/stall`, { data: { stalled } });
  expect(response.ok()).toBe(true);
};

const usd = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('perps price feed', () => {
  // The stall switch is global to the simulator: these tests must not overlap.
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => {
    await stall(request, false);
  });

  test('shows live prices, marks a stalled feed Stale with its silence, and Live again once ticks return', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto('/perps');
    const status = page.getByRole('status', { name: /^Price feed:/ });
    const solPrice = page.getByTestId('live-price-SOL');

    await expect(status).toHaveAttribute('data-feed', 'live');
    await expect(status).toContainText('Live');
    await expect(solPrice).toHaveText(/\$\d/);
    for (const symbol of ['ETH', 'BTC']) await expect(page.getByTestId(`live-price-${symbol}`)).toHaveText(/\$\d/);
    // Ticks flow: the SOL price moves.
    const first = await solPrice.textContent();
    await expect.poll(() => solPrice.textContent(), { timeout: 15_000 }).not.toBe(first);
    await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready');
    await shot(page, 'live');

    await stall(request, true);
    await expect(status).toHaveAttribute('data-feed', 'stale', { timeout: 15_000 });
    await expect(status).toContainText(/Stale\s*last price \d+s ago/);
    const frozen = await solPrice.textContent();
    await expect(status).toContainText(/last price ([6-9]|\d\d)s ago/);
    expect(await solPrice.textContent()).toBe(frozen);
    await shot(page, 'stale');

    await stall(request, false);
    await expect(status).toHaveAttribute('data-feed', 'live', { timeout: 15_000 });
    await expect(status).toContainText('Live');
    await expect.poll(async () => usd(await solPrice.textContent()), { timeout: 15_000 }).not.toBe(usd(frozen));
    await shot(page, 'recovered');
  });

  test('a wallet with positions sees them under the chart, and /perps/BTC selects BTC', async ({ page, request }) => {
    await page.goto('/perps');
    await seedDemoPositions(request, await connectQuickAccount(page));
    // The quick account stays across the reload; the page reads the wallet's positions afresh.
    await page.reload();
    const table = page.getByRole('table', { name: 'Open positions' });
    await expect(table.getByRole('row')).not.toHaveCount(1, { timeout: 15_000 });
    await expect(table).toContainText(/Long|Short/);
    await shot(page, 'positions');

    await page.getByRole('link', { name: 'BTC-PERP' }).click();
    await expect(page).toHaveURL(/\/perps\/BTC$/);
    await expect(page.getByRole('link', { name: 'BTC-PERP' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready');
    await shot(page, 'btc');
  });

  test('opening a position adds its row, its chart lines and the drawer’s Perps row; closing removes all three', async ({ page }) => {
    test.setTimeout(60_000);
    await recordToasts(page);
    await page.goto('/perps');
    const address = await connectQuickAccount(page);
    await expect.poll(() => solBalance(address)).toBe(10);
    const table = page.locator('#perps-positions-title').locator('xpath=..');
    await expect(table).toContainText('No open positions');
    const lines = page.getByRole('list', { name: 'Position lines', includeHidden: true });

    const order = page.getByRole('form', { name: 'Open a position' });
    await order.getByLabel('Collateral (SOL)').fill('1');
    await order.getByLabel('Leverage').selectOption('5');
    await expect(order.getByTestId('order-size')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await order.getByRole('button', { name: 'Open Long SOL' }).click();
    await expectToastSequence(page, ['Open Long SOL confirmed']);
    const row = page
      .getByRole('table', { name: 'Open positions' })
      .getByRole('row')
      .filter({ hasText: /SOL\s*Long/ });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    // the entry line ('Long 5.0x $…') and its liquidation line
    await expect(lines.getByRole('listitem', { includeHidden: true }).filter({ hasText: /^Long/ })).toHaveCount(1);
    await expect(lines.getByRole('listitem', { includeHidden: true })).not.toHaveCount(1);
    await shot(page, 'opened');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('tab', { name: /^Perps/ })).toHaveAccessibleName('Perps 1');
    await drawer.getByRole('tab', { name: /^Perps/ }).click();
    await expect(drawer.getByText(/Long/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await row.getByRole('button', { name: /^Close SOL Long/ }).click();
    await expectToastSequence(page, ['Open Long SOL confirmed', /^Close Long [\d.]+x confirmed$/]);
    await expect(page.getByRole('table', { name: 'Open positions' })).toHaveCount(0, { timeout: 15_000 });
    await expect(table).toContainText('No open positions');
    await expect(lines.getByRole('listitem', { includeHidden: true })).toHaveCount(0);
    const after = await openDrawer(page);
    await expect(after.getByRole('tab', { name: /^Perps/ })).toHaveAccessibleName('Perps 0');
  });
});
