import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

const JLP_MINT = '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4';
/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/jlp-shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-jlp-${name}.png`), fullPage: true });
};
const ledgerTotal = async (address: string, mint: string) => (await tokenBalances(address, mint)).reduce((sum, value) => sum + Number(value), 0);
/** '0.08% ($0.08)' → 8 (basis points). */
const feeBpsOf = (text: string | null) => Math.round(Number(/([\d.]+)%/.exec(text ?? '')?.[1] ?? NaN) * 100);

test('JLP earn: buy JLP with 100 USDC and sell it all back; the balances move exactly, within the stated fees', async ({ page, request }) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await page.goto('/perps/jlp-earn');
  await expect(page.getByRole('heading', { level: 1, name: 'JLP Earn' })).toBeVisible();
  await expect(page.getByTestId('jlp-price')).toHaveText(/^\$\d+\.\d{4}$/);
  await expect(page.getByTestId('jlp-apr')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByTestId('custody-SOL')).toBeVisible();
  await expect(page.getByTestId('custody-USDT')).toBeVisible();
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect.poll(() => ledgerTotal(address, USDC_MINT)).toBeGreaterThan(0);
  await shot(page, 'pool');

  const trade = page.getByRole('region', { name: 'Buy JLP' });
  const amount = trade.getByLabel('You pay (USDC)');
  await amount.fill('99999999');
  await expect(trade.getByRole('status')).toHaveText('Insufficient USDC balance');
  await expect(trade.getByRole('button', { name: 'Insufficient USDC balance' })).toBeDisabled();
  const usdcBefore = await ledgerTotal(address, USDC_MINT);
  await amount.fill('100');
  await expect(trade.getByTestId('jlp-receive')).toHaveText(/^≈ [\d.,]+ JLP$/);
  const buyFeeBps = feeBpsOf(await trade.getByTestId('jlp-fee').textContent());
  expect(buyFeeBps).toBeGreaterThanOrEqual(0);
  expect(buyFeeBps).toBeLessThanOrEqual(60);
  await shot(page, 'buy-quote');
  await trade.getByRole('button', { name: 'Buy JLP' }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  // Exactly 100 USDC left the wallet; the JLP it minted is on the ledger and on the page.
  await expect.poll(() => ledgerTotal(address, USDC_MINT)).toBeCloseTo(usdcBefore - 100, 6);
  await expect.poll(() => ledgerTotal(address, JLP_MINT)).toBeGreaterThan(0);
  const jlp = await ledgerTotal(address, JLP_MINT);
  const [held] = await tokenBalances(address, JLP_MINT);
  await expect(page.getByTestId('jlp-held')).toHaveText(`${held} JLP`);
  const value = Number(((await page.getByTestId('jlp-value').textContent()) ?? '').replace(/[$,]/g, ''));
  expect(value).toBeGreaterThan(100 * (1 - (buyFeeBps + 30) / 10_000));
  expect(value).toBeLessThan(100.5);
  await shot(page, 'bought');

  await trade.getByRole('button', { name: 'Sell' }).click();
  const sell = page.getByRole('region', { name: 'Sell JLP' });
  await sell.getByRole('button', { name: 'Max' }).click();
  await expect(sell.getByLabel('You sell (JLP)')).toHaveValue(String(jlp));
  await expect(sell.getByTestId('jlp-receive')).toHaveText(/^≈ [\d.,]+ USDC$/);
  const sellFeeBps = feeBpsOf(await sell.getByTestId('jlp-fee').textContent());
  const usdcMid = await ledgerTotal(address, USDC_MINT);
  await sell.getByRole('button', { name: 'Sell JLP' }).click();
  await expectToastSequence(page, ['Transaction Confirmed', 'Transaction Confirmed']);
  await expect.poll(() => ledgerTotal(address, JLP_MINT)).toBe(0);
  await expect.poll(() => ledgerTotal(address, USDC_MINT)).toBeGreaterThan(usdcMid);
  const back = (await ledgerTotal(address, USDC_MINT)) - usdcMid;
  // The round trip costs the two fees the page stated, give or take the market's move meanwhile (0.3 %).
  expect(back).toBeLessThanOrEqual(100 * (1 + 0.003));
  expect(back).toBeGreaterThanOrEqual(100 * (1 - (buyFeeBps + sellFeeBps) / 10_000 - 0.003));
  await expect(page.getByTestId('jlp-held')).toHaveText('0 JLP');
  await shot(page, 'sold');
  expect((await request.get(`${simUrl}/perps/v2/jlp/positions/${address}`)).ok()).toBe(true);
});
