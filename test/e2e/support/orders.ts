import { type Page, expect } from '@playwright/test';
import { connectQuickAccount } from './app';
import { USDC_MINT, solBalance, tokenBalances } from './ledger';
import { recordToasts } from './toasts';

/** The order pages' helpers (orders.exclusive.spec.ts, ordersRogue.exclusive.spec.ts). */
export const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

/** A funded quick account on an order page; answers its address. */
export const startOnOrderPage = async (page: Page, path: string) => {
  await recordToasts(page);
  await page.goto(path);
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).not.toHaveText(/^0 /);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect.poll(() => usdcOnLedger(address)).toBeGreaterThan(0);
  return address;
};

/** The market rate the limit page shows, in USDC per SOL. */
export const marketRate = async (page: Page) => {
  const button = page.getByRole('button', { name: /^Market [\d.,]+$/ });
  await expect(button).toBeVisible();
  return Number(((await button.textContent()) ?? '').replace(/[^\d.]/g, ''));
};
