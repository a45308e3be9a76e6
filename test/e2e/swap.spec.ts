import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

test.use({ reducedMotion: 'reduce' });

/** Set E2E_SHOTS to a folder to keep screenshots of the swap page (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `swap-${name}.png`) });
};

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

test('a quick account sells 1 SOL for USDC on /swap: quote, Swap, Transaction Confirmed, USDC grows on the ledger', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/swap?inOut=SOL-USDC');
  // the address is made canonical
  await expect(page).toHaveURL(/\/swap\/SOL-USDC$/);
  const address = await connectQuickAccount(page);
  const selling = page.getByRole('region', { name: "You're Selling" });
  // the faucet's 10 SOL lands a block after the account is made
  await expect(selling.getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  const usdcBefore = await usdcOnLedger(address);
  const solBefore = await solBalance(address);
  await shot(page, 'before-quote');

  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  const details = page.getByLabel('Quote details');
  await expect(details.getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  await expect(page.getByLabel('Amount to buy')).toHaveValue(/^[1-9]\d*(\.\d+)?$/);
  await expect(details).toContainText('Minimum received');
  const swapButton = page.getByRole('button', { name: 'Swap', exact: true });
  await expect(swapButton).toBeEnabled();
  await shot(page, 'quote');

  await swapButton.click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await shot(page, 'after-swap');
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(usdcBefore);
  expect(await solBalance(address)).toBeLessThan(solBefore - 0.99);
  // the form is ready for the next swap, and the balances shown follow the ledger
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue('');
  await expect(selling.getByTestId("You're Selling balance")).toHaveText(/^8\.9\d+ SOL$/);
});

test('ExactOut: typing what to buy quotes the input, and the swap delivers exactly that on the ledger', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  const selling = page.getByRole('region', { name: "You're Selling" });
  await expect(selling.getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  const usdcBefore = await usdcOnLedger(address);

  await page.getByRole('textbox', { name: 'Amount to buy' }).fill('25');
  // the sell field shows what 25 USDC costs
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue(/^0\.\d+$/);
  await expect(page.getByLabel('Quote details')).toContainText('Maximum sold');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => usdcOnLedger(address)).toBeCloseTo(usdcBefore + 25, 6);
  await expect(page.getByRole('textbox', { name: 'Amount to buy' })).toHaveValue('');
});
