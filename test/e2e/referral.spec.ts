import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, fund, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

/**
 * A referral link (spec 001 §2.4, §5; issue 15 item 6): ?referrer=&feeBps= is read once, stored,
 * taken out of the address without a reload, and its fee is quoted and paid into the referrer's
 * account on the ledger. An invalid one is ignored.
 */
const usdcOf = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

const openLink = async (page: Page, search: string) => {
  await recordToasts(page);
  await page.goto(`/swap/SOL-USDC${search}`);
  await expect(page).toHaveURL(/\/swap\/SOL-USDC$/);
};

test('a referral link sets the fee, leaves the address, and the swap pays the referrer', async ({ page, request }) => {
  // The referrer holds a USDC account (the faucet makes one): USDC is a mint it can collect in.
  const referrer = Keypair.generate().publicKey.toBase58();
  await fund(request, referrer);
  await expect.poll(() => usdcOf(referrer)).toBeGreaterThan(0);
  const referrerBefore = await usdcOf(referrer);

  await openLink(page, `?referrer=${referrer}&feeBps=50`);
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOf(address)).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  const details = page.getByLabel('Quote details');
  await expect(details).toContainText('USDC (0.5%)');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => usdcOf(referrer)).toBeGreaterThan(referrerBefore);
  // kept for the next visit, without the link
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral'))).toBe(JSON.stringify({ referrer, feeBps: 50 }));
});

test('an invalid referral link is ignored and still leaves the address', async ({ page }) => {
  await openLink(page, '?referrer=not-a-key&feeBps=500');
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral'))).toBeNull();
});
