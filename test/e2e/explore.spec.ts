import { type Page, expect, test } from './support/fixtures';

const simUrl = 'http://127.0.0.1:8787';
const grid = (page: Page) => page.getByRole('grid');
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** Reads a money cell like '$1.23M' as a number. */
const money = (text: string) => {
  const match = /\$([\d.,]+)([kMBTPE]?)/.exec(text.replace(/₀|₁|₂|₃|₄|₅|₆|₇|₈|₉/g, ''));
  if (!match) return Number.NaN;
  const scale = { '': 1, k: 1e3, M: 1e6, B: 1e9, T: 1e12, P: 1e15, E: 1e18 }[match[2] as '' | 'k'] ?? 1;
  return Number((match[1] ?? '').replace(/,/g, '')) * scale;
};

test.describe('/pro explore', () => {
  test('shows rows from the simulator that change live', async ({ page }) => {
    await page.goto('/pro?tab=recent');
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /Stream Live/ })).toBeVisible();
    const snapshot = async () => (await grid(page).innerText()).replace(/\d+s\b/g, '');
    const before = await snapshot();
    // Force a launch so something certainly changes, then see the list move.
    await page.request.post(`${simUrl}/__sim/launch`, { data: {} });
    await expect.poll(snapshot, { timeout: 10_000 }).not.toBe(before);
    // every row's accessible name starts with its symbol
    // read in one go: the live list may reorder between two reads
    const { name, symbol } = await dataRows(page)
      .first()
      .evaluate((row) => ({ name: row.getAttribute('aria-label') ?? '', symbol: (row.querySelector('a') as HTMLElement | null)?.innerText ?? '' }));
    expect(symbol).not.toBe('');
    expect(name.startsWith(symbol)).toBe(true);
  });

  test('pointing at the rows holds their order: a launch waits, counted, and shows when the pointer leaves', async ({ page }) => {
    await page.goto('/pro?tab=recent');
    await expect(dataRows(page).first()).toBeVisible();
    const firstRow = () => dataRows(page).first().getAttribute('aria-label');
    await dataRows(page).nth(2).hover();
    const held = await firstRow();
    const launched = (await (await page.request.post(`${simUrl}/__sim/launch`, { data: {} })).json()) as { mint: string };
    expect(launched.mint).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: /^Paused while you point at the list · \d+ new$/ })).toBeVisible();
    expect(await firstRow()).toBe(held);
    await page.mouse.move(5, 5);
    await expect(page.getByRole('status').filter({ hasText: /^Paused while you point/ })).toBeHidden();
    await expect(grid(page).locator(`a[href="/tokens/${launched.mint}"]`)).toBeAttached();
  });

  test('switches categories and timeframes', async ({ page }) => {
    await page.goto('/pro');
    await expect(page.getByRole('tab', { name: 'Cooking' })).toHaveAttribute('aria-selected', 'true');
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Top Traded' }).click();
    await expect(page).toHaveURL(/tab=toptraded/);
    await expect(page.getByRole('grid', { name: 'Top Traded tokens' })).toBeVisible();
    await page.getByRole('radio', { name: '1h' }).click();
    await expect(page.getByRole('radio', { name: '1h' })).toHaveAttribute('aria-checked', 'true');
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'xStocks' }).click();
    await expect(dataRows(page).first()).toContainText(/x\b|Stock/);
  });

  test('a filter narrows the list, and reset brings it back', async ({ page }) => {
    await page.goto('/pro?tab=toptraded');
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('textbox', { name: 'Market cap minimum' }).fill('1000000');
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByText(/\d+ of \d+ tokens/)).toBeVisible();
    const caps = await dataRows(page).locator('[role=gridcell]:nth-child(4)').allInnerTexts();
    expect(caps.length).toBeGreaterThan(0);
    for (const cap of caps) expect(money(cap)).toBeGreaterThanOrEqual(1_000_000);
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('an empty keyword is refused with a message', async ({ page }) => {
    await page.goto('/pro?tab=toptraded');
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('textbox', { name: 'Exclude any of' }).fill('rug, ,scam');
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(dialog.getByText('Keyword cannot be empty')).toBeVisible();
  });

  test('sorts by a column, descending', async ({ page }) => {
    await page.goto('/pro?tab=toptraded');
    await expect(dataRows(page).first()).toBeVisible();
    await grid(page).getByRole('button', { name: 'MC' }).click();
    await expect(grid(page).getByRole('columnheader', { name: /MC/ })).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const caps = (await dataRows(page).locator('[role=gridcell]:nth-child(4)').allInnerTexts()).slice(0, 6).map(money);
        return caps.every((cap, i) => i === 0 || cap <= (caps[i - 1] ?? Number.POSITIVE_INFINITY) * 1.05);
      })
      .toBe(true);
  });
});

test.describe('/pro when the stream drops', () => {
  test('marks the list stale while reconnecting, then reconnects and updates again', async ({ page }) => {
    await page.goto('/pro?tab=recent');
    await expect(page.getByRole('status', { name: 'Stream Live' })).toBeVisible();
    await page.request.post(`${simUrl}/__sim/stream/close`, { data: {} });
    // The first reconnect is due 2.5 s later (T01): the countdown says so.
    await expect(page.getByRole('status', { name: /^Stream Reconnecting in [1-3] s, data stale$/ })).toBeVisible();
    await expect(page.getByText('Stale', { exact: true })).toBeVisible();
    // back within the 2.5 s reconnect plus a resync
    await expect(page.getByRole('status', { name: 'Stream Live' })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByText('Stale', { exact: true })).toBeHidden();
    const before = await grid(page).innerText();
    await page.request.post(`${simUrl}/__sim/launch`, { data: {} });
    await expect.poll(async () => grid(page).innerText(), { timeout: 10_000 }).not.toBe(before);
  });

  test('offline: the indicator says Offline and nothing is tried; online again, it is Live at once', async ({ page, context }) => {
    await page.goto('/pro?tab=recent');
    await expect(page.getByRole('status', { name: 'Stream Live' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status', { name: /^Stream Offline, data stale$/ })).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('status', { name: /^Stream Offline/ })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status', { name: 'Stream Live' })).toBeVisible({ timeout: 8_000 });
  });

  test('launchpad and screener pages list their tokens', async ({ page }) => {
    await page.goto('/pro/launchpads');
    await expect(page.getByRole('list', { name: 'Launchpads by rank' }).getByRole('link')).toHaveCount(48);
    await page.getByRole('link', { name: /Pump\.fun/ }).click();
    await expect(page).toHaveURL('/pro/launchpads/pump.fun');
    await expect(page.getByRole('heading', { level: 1, name: 'Pump.fun' })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await page.goto('/pro/screener/xstocks');
    await expect(page.getByRole('heading', { level: 1, name: 'xStocks screener' })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'vs stock' })).toBeVisible();
    await page.goto('/pro/launchpads/not-a-launchpad');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
