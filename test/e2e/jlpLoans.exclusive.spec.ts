import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

// Exclusive: this test moves SOL's price for the whole simulator (the JLP pool is half SOL).
const SOL_MINT = 'So11111111111111111111111111111111111111112';
const JLP_MINT = '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4';
/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/jlp-shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-jlp-loans-${name}.png`), fullPage: true });
};
const ledgerTotal = async (address: string, mint: string) => (await tokenBalances(address, mint)).reduce((sum, value) => sum + Number(value), 0);
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('JLP loans: borrow USDC against JLP, then SOL falls until the loan is liquidated, and the borrower is told', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await page.goto('/perps/jlp-loans');
  await expect(page.getByRole('heading', { level: 1, name: 'JLP Loans' })).toBeVisible();
  await expect(page.getByText('No wallet connected')).toBeVisible();
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect.poll(() => ledgerTotal(address, USDC_MINT)).toBeGreaterThan(0);
  await expect(page.getByTestId('loan-ltv')).toHaveText('70%');
  await expect(page.getByTestId('loan-threshold')).toHaveText('80%');
  await expect(page.getByText('No open loans')).toBeVisible();

  // JLP first, bought on the earn page with 300 USDC.
  await page.getByRole('navigation', { name: 'JLP' }).getByRole('link', { name: 'JLP Earn' }).click();
  const trade = page.getByRole('region', { name: 'Buy JLP' });
  await trade.getByLabel('You pay (USDC)').fill('300');
  await trade.getByRole('button', { name: 'Buy JLP' }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => ledgerTotal(address, JLP_MINT)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'JLP' }).getByRole('link', { name: 'JLP Loans' }).click();

  // A new loan: all the JLP as collateral, 98 % of what it may borrow.
  const open = page.getByRole('form', { name: 'Collateral (JLP)' });
  await open.getByRole('button', { name: 'Max' }).click();
  await expect(open.getByText(/^Up to: [\d.,]+ USDC$/)).toBeVisible();
  const most = amountIn(await open.getByText(/^Up to: /).textContent());
  expect(most).toBeGreaterThan(150);
  await open.getByLabel('Borrow (USDC)').fill(String(most + 10));
  await expect(open.getByRole('status')).toHaveText(/^Borrow limit exceeded: at most [\d.]+ USDC$/);
  await expect(open.getByRole('button', { name: /Borrow limit exceeded/ })).toBeDisabled();
  const borrow = Math.floor(most * 0.98);
  await open.getByLabel('Borrow (USDC)').fill(String(borrow));
  await expect(open.getByTestId('loan-next-health')).toHaveText(/^Health after: \d+\.\d%$/);
  const usdcBefore = await ledgerTotal(address, USDC_MINT);
  await open.getByRole('button', { name: 'Open loan' }).click();
  await expectToastSequence(page, ['Transaction Confirmed', 'Transaction Confirmed']);
  await expect.poll(() => ledgerTotal(address, USDC_MINT)).toBeCloseTo(usdcBefore + borrow, 6);
  await expect.poll(() => ledgerTotal(address, JLP_MINT)).toBe(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Loan #\d+$/ }) });
  await expect(card.getByTestId('loan-debt')).toHaveText(new RegExp(`^${borrow}(\\.\\d+)? USDC$`));
  const health = card.getByTestId('loan-health');
  await expect(health).toHaveText(/^HR \d+\.\d%$/);
  // Near the limit: little health left, amber or red.
  expect(amountIn(await health.textContent())).toBeLessThan(20);
  await shot(page, 'open');
  // The drawer shows the loan with the same health, and a click on either switches ratio and factor for both.
  await health.click();
  await expect(health).toHaveText(/^HF \d+\.\d\d$/);
  const drawer = await openDrawer(page);
  await drawer.getByRole('tab', { name: /^Lend/ }).click();
  await drawer.getByRole('tab', { name: /^Borrow/ }).click();
  await expect(drawer.getByText(/^HF \d+\.\d\d$/)).toBeVisible();
  await shot(page, 'drawer');
  await page.keyboard.press('Escape');

  // SOL falls 60 %: the pool's JLP price with it, past the 80 % threshold; the loan goes in the next block.
  expect((await request.post(`${simUrl}/__sim/market/move`, { data: { mint: SOL_MINT, percent: -60 } })).ok()).toBe(true);
  moved = true;
  const notice = page.getByRole('alert').filter({ hasText: /^Loan #\d+ was liquidated: the pool took [\d.,]+ JLP to clear [\d.,]+ USDC of debt/ });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No open loans')).toBeVisible();
  // The USDC borrowed stays with the borrower; the JLP is the pool's.
  expect(await ledgerTotal(address, USDC_MINT)).toBeCloseTo(usdcBefore + borrow, 6);
  expect(await ledgerTotal(address, JLP_MINT)).toBe(0);
  await shot(page, 'liquidated');
});

// The tests after this file share the simulator: SOL goes back to where it was (0.4 × 2.5 = 1), whatever happened above.
let moved = false;
test.afterEach(async ({ request }) => {
  if (!moved) return;
  moved = false;
  expect((await request.post(`${simUrl}/__sim/market/move`, { data: { mint: SOL_MINT, percent: 150 } })).ok()).toBe(true);
});
