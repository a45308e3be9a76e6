import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, profileButton } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

/**
 * Reload recovery: a swap signed and sent before a reload is picked up after it, resent with
 * the same bytes and confirmed once. It drops sends through `/__sim/rpc/drop` (global to the
 * simulator), so it runs in the `exclusive` project.
 */
test.use({ reducedMotion: 'reduce' });

const dropNextSends = async (request: APIRequestContext, count: number) => {
  const response = await request.post(`${simUrl}/__sim/rpc/drop`, { data: { count } });
  expect(response.ok()).toBe(true);
};

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);
const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);

test.afterEach(async ({ request }) => dropNextSends(request, 0));

test('a swap in flight at a reload is shown after it, resent with the same bytes, and lands exactly once', async ({ page, request }) => {
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  const before = { sol: await solBalance(address), usdc: await usdcOnLedger(address) };
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);

  // The first send and the first resend after the reload are lost on the ledger.
  await dropNextSends(request, 2);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectToastSequence(page, ['Confirming Transaction']);
  await page.reload();

  // The remembered quick account reconnects, and its pending swap is followed to the end.
  await expect(profileButton(page)).toBeVisible();
  await expectToastSequence(page, ['Confirming Transaction', 'Transaction Confirmed']);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(before.usdc);
  const sol = await solBalance(address);
  // one swap of 1 SOL (plus fees), not two
  expect(before.sol - sol).toBeGreaterThan(0.99);
  expect(before.sol - sol).toBeLessThan(1.05);
  expect((await toastTitles(page)).filter((title) => title === 'Transaction Confirmed')).toHaveLength(1);
  // Final: the pending record is gone, so another reload resumes nothing.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('callisto.tx.pending') && localStorage.getItem(key)))).toEqual([]);
});
