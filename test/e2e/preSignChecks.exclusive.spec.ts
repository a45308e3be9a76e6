import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { recordToasts, toast } from './support/toasts';

/**
 * A quick account signs without asking, so the app checks a server-built swap before signing
 * it. `/__sim/swap/rogue` makes the simulator build hostile swaps; the switch is global, so this
 * file runs in the `exclusive` project, after every other test.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const rogue = async (request: APIRequestContext, mode: 'none' | 'program' | 'drain') => {
  const response = await request.post(`${simUrl}/__sim/swap/rogue`, { data: { mode } });
  expect(response.ok()).toBe(true);
};

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);
const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);

const quoteOneSol = async (page: Page) => {
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  return { address, sol: await solBalance(address), usdc: await usdcOnLedger(address) };
};

test.afterEach(async ({ request }) => rogue(request, 'none'));

test.describe('pre-sign checks of a quick account', () => {
  for (const [mode, refusal] of [
    ['program', /Refused to sign: the transaction calls a program this app does not trust/],
    ['drain', /Refused to sign: the transaction would take more SOL from your wallet than you approved/],
  ] as const) {
    test(`a swap built with ${mode === 'program' ? 'an untrusted program' : 'a hidden SOL transfer'} is refused before signing; nothing moves`, async ({
      page,
      request,
    }) => {
      const before = await quoteOneSol(page);
      await rogue(request, mode);
      await page.getByRole('button', { name: 'Swap', exact: true }).click();
      const failed = toast(page, 'Transaction Failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(refusal);
      expect(await toastTitles(page)).not.toContain('Signing Transaction');
      expect(await solBalance(before.address)).toBe(before.sol);
      expect(await usdcOnLedger(before.address)).toBe(before.usdc);
      // The form is released: an honest swap goes through.
      await rogue(request, 'none');
      await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: 'Swap', exact: true }).click();
      await expect(toast(page, 'Transaction Confirmed')).toBeVisible();
      await expect.poll(() => usdcOnLedger(before.address)).toBeGreaterThan(before.usdc);
    });
  }
});
