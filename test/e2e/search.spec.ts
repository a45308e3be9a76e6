import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page, expect, test } from './support/fixtures';
import { shortAddress } from './support/app';

const simUrl = 'http://127.0.0.1:8787';

/** Set E2E_SHOTS to a folder to keep screenshots of the search dialog and the token page. */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (target: Page | Locator, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: join(shotsDir, `e2e-${name}.png`) });
};

interface SimAsset {
  readonly id: string;
  readonly symbol: string;
}

test.describe('token search and token page', () => {
  test("'/' then a symbol shows results; Enter opens the token page with its chart, stats and live trades", async ({ page }) => {
    test.setTimeout(60_000);
    // JUP: one of the simulator's well-known tokens, trading about once a second.
    const found = (await (await page.request.get(`${simUrl}/v1/assets/search?query=JUP`)).json()) as SimAsset[];
    const token = found.find((asset) => asset.symbol === 'JUP');
    if (!token) throw new Error('the simulator has no JUP token');

    await page.goto('/pro');
    // the shortcut listens once the page has rendered (as the shell test waits for it)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Search tokens' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'Search tokens or wallet' });
    await expect(input).toBeFocused();
    await expect(dialog.getByRole('listbox', { name: 'Trending tokens' }).getByRole('option').first()).toBeVisible();
    await shot(dialog, 'search-empty');

    await input.fill(token.symbol);
    const results = dialog.getByRole('listbox', { name: 'Search results' });
    const options = results.getByRole('option');
    await expect(options.first()).toBeVisible();
    const wanted = options.filter({ hasText: shortAddress(token.id) });
    await expect(wanted).toHaveCount(1);
    await shot(dialog, 'search-results');
    // Walk down to the token with the arrow keys, then open it with Enter.
    const index = await options.evaluateAll((rows, label) => rows.findIndex((row) => row.textContent?.includes(label)), shortAddress(token.id));
    for (let step = 0; step < index; step += 1) await input.press('ArrowDown');
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/tokens/${token.id}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('token-price')).toHaveText(/^\$/);

    const chart = page.getByRole('region', { name: 'Chart' });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart.getByText('Loading chart...')).toBeHidden();

    const stats = page.getByRole('region', { name: 'Stats' });
    await expect(stats.getByRole('tabpanel', { name: '24h stats' })).toContainText('Volume');
    await stats.getByRole('tab', { name: /1h/ }).click();
    await expect(stats.getByRole('tabpanel', { name: '1h stats' })).toBeVisible();

    // Live trades arrive from the stream while the page is open.
    const trades = page.getByRole('region', { name: 'Trades' });
    const firstTrade = trades.getByRole('row').nth(1);
    await expect(firstTrade).toBeVisible();
    const before = await firstTrade.innerText();
    await expect.poll(() => firstTrade.innerText(), { timeout: 30_000 }).not.toBe(before);
    await shot(page, 'token-page');
    if (shotsDir) await page.screenshot({ path: join(shotsDir, 'e2e-token-page-full.png'), fullPage: true });

    // The token is now in the History row.
    await page.locator('body').press('/');
    await expect(dialog.getByRole('region', { name: 'History' }).getByRole('button', { name: `Open ${token.symbol}` })).toBeVisible();
    await input.press('Escape');
    await expect(dialog).toBeHidden();

    // Watch it, and find it live on the watchlist.
    await page.getByRole('button', { name: '☆ Watch' }).click();
    await expect(page.getByRole('button', { name: '★ Watching' })).toBeVisible();
    await page.goto('/watchlist');
    // Charts view first (unless a table was chosen before): one live chart per watched token.
    if ((await page.getByRole('radio', { name: 'Charts' }).getAttribute('aria-checked')) === 'true') {
      await expect(page.getByTestId('mini-chart').first().locator('canvas').first()).toBeVisible();
      await shot(page, 'watchlist-charts');
    }
    await page.getByRole('radio', { name: 'Table' }).click();
    const row = page.getByRole('row', { name: new RegExp(token.symbol) });
    await expect(row).toContainText('$');
    await shot(page, 'watchlist');
  });

  test('hostile names from the simulator render inert and trimmed; a quoted search is exact; a wallet address offers its portfolio', async ({ page }) => {
    test.setTimeout(60_000);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/pro');
    // the shortcut listens once the page has rendered (as the shell test waits for it)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Search tokens' });
    const input = dialog.getByRole('searchbox', { name: 'Search tokens or wallet' });
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');

    // markup in a name is text: no image, no script, no bold
    await input.fill('onerror');
    await expect(options.filter({ hasText: '<img src=x onerror' }).first()).toBeVisible();
    expect(await dialog.locator('img[src="x"], b').count()).toBe(0);

    // a right-to-left override is removed, so the name reads as sent
    await input.fill('Right To Left');
    const rlo = options.filter({ hasText: 'gnp.exe Right To' }).first();
    await expect(rlo).toBeVisible();
    expect(await rlo.textContent()).not.toContain('\u202E');

    // 10,000 characters become 30
    await input.fill('Long WWWW');
    const long = options.filter({ hasText: 'Long WWW' }).first();
    await expect(long).toBeVisible();
    expect((await long.textContent())?.length ?? 0).toBeLessThan(300);
    await expect(long).toContainText('…');
    await shot(dialog, 'search-hostile');

    // "JUP" in quotes: the verified JUP only, the rest behind Show more
    await input.fill('"JUP"');
    await expect(options.first()).toContainText('JUP');
    const verified = await options.count();
    expect(verified).toBeGreaterThan(0);

    // a wallet address that is no token: View Portfolio
    await input.fill('5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1');
    await expect(dialog.getByRole('link', { name: 'View Portfolio' })).toBeVisible();
    expect(alerts).toEqual([]);
  });
});
