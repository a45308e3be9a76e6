import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { recordToasts, toast } from './support/toasts';

/**
 * Issue 23: the quick account signs only the swap the user asked for. `/__sim/rogue` makes the
 * quote or swap service answer with exactly one thing different; each ends in 'Refused to
 * sign: …' naming it, nothing signed, the ledger as it was, the form usable. And a swap that
 * lands late is Confirmed, never Expired, however short the remote config's blockhash window.
 * The switches are simulator-wide: the exclusive project runs this file alone.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });
// Each test funds a wallet, refuses a swap and lands an honest one: longer than the default 30 s on a loaded machine.
test.setTimeout(90_000);

const post = async (request: APIRequestContext, path: string, data: unknown) => {
  const response = await request.post(`${simUrl}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
};
const rogue = (request: APIRequestContext, kind: string | null) => post(request, '/__sim/rogue', { kind });

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);
const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);
const swapButton = (page: Page) => page.getByRole('button', { name: 'Swap', exact: true });

/** A funded quick account on /swap/SOL-USDC, then a quote for `amount` SOL on screen. */
const openSwap = async (page: Page) => {
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  return address;
};
const quote = async (page: Page, amount: string, details = true) => {
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill(amount);
  // The rate is per SOL, whatever the amount (a quote for another token shows no details); the button is enabled once this amount's quote is in.
  if (details) await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  await expect(swapButton(page)).toBeEnabled();
};

test.afterEach(async ({ request }) => {
  await rogue(request, null);
  await post(request, '/__sim/rpc/delay', { slots: 0 });
  await post(request, '/__sim/config', {});
});

test.describe('a rogue swap service: refused to sign, nothing moves, the form stays usable', () => {
  const cases = [
    // [kind, switched on before the quote?, what the refusal names]
    ['quote-threshold', true, /Refused to sign: the quote's minimum received is 0\.000001 USDC, less than the [\d.]+ USDC your 3% slippage allows\./],
    ['quote-mint', true, /Refused to sign: the quote buys Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB, not the USDC you chose\./],
    ['swap-threshold', false, /Refused to sign: the swap's minimum received is [\d.]+ USDC, less than the [\d.]+ USDC your 3% slippage allows\./],
    ['swap-extra-outflow', false, /Refused to sign: the transaction would take more SOL from your wallet than you approved\./],
  ] as const;
  for (const [kind, beforeQuote, refusal] of cases) {
    test(`${kind}: 'Refused to sign' names what differed; the ledger is unchanged; an honest swap then lands`, async ({ page, request }) => {
      const address = await openSwap(page);
      if (beforeQuote) await rogue(request, kind);
      await quote(page, '1', kind !== 'quote-mint');
      if (!beforeQuote) await rogue(request, kind);
      const sol = await solBalance(address);
      const usdc = await usdcOnLedger(address);
      await swapButton(page).click();
      const failed = toast(page, 'Transaction Failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(refusal);
      expect(await toastTitles(page)).not.toContain('Signing Transaction');
      expect(await solBalance(address)).toBe(sol);
      expect(await usdcOnLedger(address)).toBe(usdc);
      // Honest again: the form asks for a fresh quote and the swap goes through.
      await rogue(request, null);
      await quote(page, '0.5');
      await expect(swapButton(page)).toBeEnabled();
      await swapButton(page).click();
      await expect(toast(page, 'Transaction Confirmed')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(usdc);
    });
  }
});

test('a swap that lands late, with the remote config at blockhashSlotsToExpiry 5: Confirmed, never Expired, and it lands once', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The app reads the remote config at start: 5 slots (2 s) is all the config allows a build.
  await post(request, '/__sim/config', { swapSettings: { blockhashSlotsToExpiry: 5 } });
  const address = await openSwap(page);
  await quote(page, '1');
  const sol = await solBalance(address);
  const usdc = await usdcOnLedger(address);
  // Every transaction lands 20 slots (8 s) after it is sent: well past the config's 5.
  await post(request, '/__sim/rpc/delay', { slots: 20 });
  await swapButton(page).click();
  await expect(toast(page, 'Transaction Confirmed')).toBeVisible({ timeout: 45_000 });
  const titles = await toastTitles(page);
  expect(titles).not.toContain('Transaction Failed');
  expect(titles.filter((title) => title === 'Transaction Confirmed')).toHaveLength(1);
  // One swap of 1 SOL (and fees), not two.
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(usdc);
  const spent = sol - (await solBalance(address));
  expect(spent).toBeGreaterThan(0.99);
  expect(spent).toBeLessThan(1.05);
});
