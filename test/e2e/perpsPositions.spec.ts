import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer } from './support/app';
import { solBalance } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (target: Page | Locator, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: join(shotsDir, `e2e-perps-positions-${name}.png`) });
};

/** '$1,234.5' → 1234.5 */
const usd = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const cents = (value: number) => Math.round(value * 100) / 100;
/** 'Long 3.3x' → 3.3 */
const leverageOf = async (row: Locator) => Number(((await row.getByTestId('position-label').textContent()) ?? '').replace(/[^0-9.]/g, ''));
/** The row's 'TP / SL' cell as numbers. */
const triggersOf = async (row: Locator) => ((await row.getByTestId('triggers').textContent()) ?? '').split('/').map(usd);

test('a perps position managed from its row and the chart: TP/SL, collateral in and out, a dragged TP, a close from the entry line', async ({ page }) => {
  test.setTimeout(150_000);
  await recordToasts(page);
  await page.goto('/perps');
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  const lines = page.getByRole('list', { name: 'Position lines', includeHidden: true });
  const lineItems = lines.getByRole('listitem', { includeHidden: true });

  // Open a 5x SOL long on 1 SOL.
  const order = page.getByRole('form', { name: 'Open a position' });
  await order.getByLabel('Collateral (SOL)').fill('1');
  await order.getByLabel('Leverage').selectOption('5');
  await order.getByRole('button', { name: 'Open Long SOL' }).click();
  await expectToastSequence(page, ['Open Long SOL confirmed']);
  const row = page
    .getByRole('table', { name: 'Open positions' })
    .getByRole('row')
    .filter({ hasText: /SOL\s*Long/ });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  // The mark is live: it moves with the price socket, not the 60 s portfolio refetch.
  const firstMark = await row.getByTestId('mark-price').textContent();
  await expect.poll(() => row.getByTestId('mark-price').textContent(), { timeout: 15_000 }).not.toBe(firstMark);
  await expect(row.getByTestId('liquidation-distance')).toHaveText(/^\d+(\.\d)?% away$/);

  // The drawer's card of the position is live too: its mark moves with the socket, with the distance to liquidation.
  const drawer = await openDrawer(page);
  await drawer.getByRole('tab', { name: /^Perps/ }).click();
  const card = drawer.getByTestId('drawer-mark-price');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  const drawerMark = await card.textContent();
  await expect.poll(() => card.textContent(), { timeout: 15_000 }).not.toBe(drawerMark);
  await expect(drawer.getByTestId('drawer-liquidation-distance')).toHaveText(/^\d+(\.\d)?% away$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // TP and SL from the row: a wrong side is refused with a reason, then both are set.
  await row.getByRole('button', { name: /^TP\/SL of SOL Long/ }).click();
  const triggers = page.getByRole('dialog', { name: /^TP\/SL · SOL Long/ });
  const mark = usd(await triggers.getByTestId('dialog-mark').textContent());
  const [tp, sl] = [cents(mark * 1.1), cents(mark * 0.9)];
  await triggers.getByLabel('Take profit (USD)').fill(String(cents(mark * 0.8)));
  await expect(triggers.getByRole('alert')).toHaveText(/^Take profit must be above the mark price \(\$[\d,.]+\) for a long$/);
  await triggers.getByLabel('Take profit (USD)').fill(String(tp));
  await triggers.getByLabel('Stop loss (USD)').fill(String(sl));
  await expect(triggers.getByRole('alert')).toHaveCount(0);
  await shot(page, 'tpsl-dialog');
  await triggers.getByRole('button', { name: 'Save' }).click();
  await expectToastSequence(page, ['Open Long SOL confirmed', 'Update TP/SL confirmed']);
  await expect(lineItems.filter({ hasText: /^TP$/ })).toHaveCount(1, { timeout: 15_000 });
  await expect(lineItems.filter({ hasText: /^SL$/ })).toHaveCount(1);
  await expect.poll(() => triggersOf(row)).toEqual([tp, sl]);
  await expect(page.getByTestId('line-grip-tp')).toBeVisible();
  await shot(page, 'tpsl-lines');

  // Add 0.5 SOL of collateral: the leverage shown drops.
  const leverageBefore = await leverageOf(row);
  await row.getByRole('button', { name: /^Collateral of SOL Long/ }).click();
  const collateral = page.getByRole('dialog', { name: /^Collateral · SOL Long/ });
  await collateral.getByLabel('Amount to add (SOL)').fill('0.5');
  await expect(collateral.getByTestId('collateral-preview')).toContainText('→');
  await shot(page, 'add-collateral-dialog');
  await collateral.getByRole('button', { name: 'Add collateral' }).click();
  await expectToastSequence(page, ['Update TP/SL confirmed', 'Add collateral to Long SOL confirmed']);
  await expect.poll(() => leverageOf(row), { timeout: 15_000 }).toBeLessThan(leverageBefore);
  const leverageAdded = await leverageOf(row);

  // Remove $20: paid back in SOL on the ledger, the leverage rises again.
  const solBefore = await solBalance(address);
  await row.getByRole('button', { name: /^Collateral of SOL Long/ }).click();
  await collateral.getByRole('radio', { name: 'Remove' }).click();
  await collateral.getByLabel('Amount to remove (USD)').fill('100000');
  await expect(collateral.getByRole('alert')).toHaveText(/^Close the position to take out all of its collateral$/);
  await collateral.getByLabel('Amount to remove (USD)').fill('20');
  await shot(page, 'remove-collateral-dialog');
  await collateral.getByRole('button', { name: 'Remove collateral' }).click();
  await expectToastSequence(page, ['Add collateral to Long SOL confirmed', 'Remove collateral from Long SOL confirmed']);
  await expect.poll(() => leverageOf(row), { timeout: 15_000 }).toBeGreaterThan(leverageAdded);
  await expect.poll(() => solBalance(address), { timeout: 15_000 }).toBeGreaterThan(solBefore);

  // Drag the TP line up the chart; the confirm sets the trigger at the new price.
  // The chart's top (where the TP sits) must not be under the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  const grip = page.getByTestId('line-grip-tp');
  await expect(grip).toBeVisible();
  const box = await grip.boundingBox();
  if (!box) throw new Error('the TP grip has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 20, { steps: 4 });
  await page.mouse.move(x, y - 40, { steps: 4 });
  await page.mouse.up();
  const move = page.getByRole('dialog', { name: 'Move TP' });
  await expect(move.getByText(/^Take profit of SOL Long/)).toHaveText(/^Take profit of SOL Long [\d.]+x: \$[\d,.]+ \(now \$[\d,.]+, mark \$[\d,.]+\)\.$/);
  const moved = usd((await move.locator('strong').textContent()) ?? '');
  expect(moved).toBeGreaterThan(tp);
  await shot(page, 'move-tp-dialog');
  await move.getByRole('button', { name: 'Set take profit' }).click();
  await expectToastSequence(page, ['Remove collateral from Long SOL confirmed', 'Update TP/SL confirmed']);
  await expect.poll(() => triggersOf(row), { timeout: 15_000 }).toEqual([moved, sl]);

  // Close from the entry line's control, after the confirm.
  await page.getByRole('button', { name: /^Close Long [\d.]+x from the chart$/ }).click();
  const close = page.getByRole('dialog', { name: 'Close position' });
  await expect(close.getByText(/^Close SOL Long/)).toHaveText(/^Close SOL Long [\d.]+x at the market price \(\$[\d,.]+\)\? PnL now: -?\$[\d,.]+\.$/);
  await shot(page, 'close-dialog');
  await close.getByRole('button', { name: 'Close position' }).click();
  await expectToastSequence(page, ['Update TP/SL confirmed', /^Close Long [\d.]+x confirmed$/]);
  await expect(page.getByRole('table', { name: 'Open positions' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No open positions')).toBeVisible();
  await expect(lineItems).toHaveCount(0);

  // The close is on the week's leaderboard: the wallet's row is marked, among the simulated traders, and opens its portfolio.
  await page.goto('/perps-leaderboard?period=week&sort=volume');
  const board = page.getByRole('table', { name: 'Leaderboard · This week · Volume' });
  await expect(board.getByTestId('leaderboard-row')).not.toHaveCount(0);
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine.locator('td').last()).toHaveText('1');
  await shot(page, 'leaderboard');
  await mine.getByRole('link').click();
  await expect(page).toHaveURL(`/portfolio/${address}`);
});
