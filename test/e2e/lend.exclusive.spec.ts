import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { openLoan } from './support/lend';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

// Exclusive: these tests move SOL's price and warp lend time for the whole simulator, which
// would pull the ground from under a perps or swap test running beside them.
const SOL_MINT = 'So11111111111111111111111111111111111111112';
/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-lend-${name}.png`), fullPage: true });
};
const ledgerUsdc = async (address: string) => (await tokenBalances(address, USDC_MINT)).reduce((sum, value) => sum + Number(value), 0);
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
/** Moves SOL's price by `percent` (0 only reads it); answers the price after. */
const moveSol = async (request: APIRequestContext, percent: number): Promise<number> => {
  const answer = await request.post(`${simUrl}/__sim/market/move`, { data: { mint: SOL_MINT, percent } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { priceUsd: number }).priceUsd;
};

test('earn: deposit 1 USDC (ledger −1, a position that grows), then withdraw it all', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await page.goto('/lend/earn');
  await expect(page.getByRole('table', { name: 'Earn vaults' }).getByTestId('vault-USDC')).toContainText('7.62%');
  await expect(page.getByTestId('lend-registry')).toHaveText(/^\d+ wallets use Lend$/);
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect.poll(() => ledgerUsdc(address)).toBeGreaterThan(0);
  await shot(page, 'vaults');

  await page.getByTestId('vault-USDC').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit USDC' })).toBeVisible();
  const before = await ledgerUsdc(address);
  const amount = page.getByLabel('Deposit', { exact: true });
  await amount.fill('-1');
  await expect(amount).toHaveValue('');
  await amount.fill('999999999');
  await expect(page.getByRole('status').filter({ hasText: 'Insufficient USDC balance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled();
  await amount.fill('1');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => ledgerUsdc(address)).toBeCloseTo(before - 1, 6);

  await page.getByRole('link', { name: 'Back to vault' }).click();
  const deposited = page.getByTestId('position-assets');
  await expect(deposited).toHaveText(/^(0\.99999\d|1) USDC$/);
  await shot(page, 'vault');
  // A month of simulated time: the position grows by the vault's APY and earnings show it.
  expect((await request.post(`${simUrl}/__sim/lend/warp`, { data: { days: 30 } })).ok()).toBe(true);
  await page.reload();
  await expect.poll(async () => amountIn(await deposited.textContent())).toBeGreaterThan(1.006);
  await expect(page.getByTestId('position-earnings')).toHaveText(/^0\.006\d* USDC$/);

  const withdrawn = await ledgerUsdc(address);
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // The reload started a new record of toasts: this is the withdrawal's.
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => ledgerUsdc(address)).toBeGreaterThan(withdrawn + 1.006);
  await expect(deposited).toHaveText('0 USDC');
  // The data API's register routes: the wallet now counts among Lend's users.
  await page.getByRole('link', { name: 'All vaults' }).click();
  await expect(page.getByTestId('lend-registry')).toHaveText(/^\d+ wallets use Lend · yours is one of them$/);
});

test('borrow against SOL: the health ratio moves when SOL’s price moves; a liquidation tells the borrower', async ({ page, request }) => {
  test.setTimeout(120_000);
  const solStart = await moveSol(request, 0);
  // SOL goes back to where it was for the specs after this one, whatever happens here.
  restoreSol = async () => {
    // One move goes up at most +900 % (the switchboard's limit): climb back in steps.
    for (let step = 0, now = await moveSol(request, 0); step < 4 && Math.abs(now / solStart - 1) > 0.001; step++) {
      now = await moveSol(request, Math.min(900, (solStart / now - 1) * 100));
    }
  };
  await recordToasts(page);
  await page.goto('/lend/borrow');
  await expect(page.getByText('No wallet connected')).toBeVisible();
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect(page.getByText('No Borrow Positions Found')).toBeVisible();
  await shot(page, 'borrow-empty');

  const card = await openLoan(page, '2');
  await card.getByLabel('Borrow', { exact: true }).fill('100');
  await card.getByRole('button', { name: 'Borrow', exact: true }).last().click();
  await expectToastSequence(page, ['Transaction Confirmed', 'Transaction Confirmed']);
  await expect(card.getByTestId('loan-debt')).toHaveText(/^100(\.0+\d*)? USDC$/);
  const health = card.getByTestId('health');
  await expect(health).toHaveText(/^HR \d+\.\d%$/);
  const ratioBefore = amountIn(await health.textContent());
  await shot(page, 'borrow-loan');

  expect((await request.post(`${simUrl}/__sim/market/move`, { data: { mint: SOL_MINT, percent: -40 } })).ok()).toBe(true);
  await expect.poll(async () => amountIn(await health.textContent()), { timeout: 20_000 }).toBeLessThan(ratioBefore - 10);
  // Clicking switches to the factor, remembered across pages.
  await health.click();
  await expect(health).toHaveText(/^HF (\d+\.\d\d|>10)$/);
  await page.reload();
  await expect(card.getByTestId('health')).toHaveText(/^HF /);
  await shot(page, 'borrow-moved');

  // SOL falls far enough for the loan to pass its threshold: liquidated in the next block, and the page says so.
  await moveSol(request, -85);
  const notice = page.getByTestId('lend-liquidation-notice');
  await expect(notice).toHaveText(
    /^Loan #\d+ was liquidated: its SOL collateral went to clear the USDC debt when the debt passed \d+% of the collateral's value\.$/,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('list', { name: 'Your loans' })).toBeHidden();
  await shot(page, 'borrow-liquidated');
});

let restoreSol: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreSol?.();
  restoreSol = undefined;
});
