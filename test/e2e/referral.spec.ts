import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, fund, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

/**
 * A referral link (spec 001 §2.4, §5; issue 15 item 6; issue 24 item 3): ?referrer=&feeBps= is
 * read once and taken out of the address without a reload. It is an offer: a card names the
 * referrer's address and the fee, and no fee is quoted until the user accepts. Accepted, the fee
 * is quoted and paid into the referrer's account on the ledger, and the swap settings show it
 * with Remove. Declined or ignored: no fee. An invalid link is ignored.
 */
const usdcOf = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

const openLink = async (page: Page, search: string) => {
  await recordToasts(page);
  await page.goto(`/swap/SOL-USDC${search}`);
  await expect(page).toHaveURL(/\/swap\/SOL-USDC$/);
};

const offerCard = (page: Page) => page.getByRole('complementary', { name: 'Referral fee' });
const details = (page: Page) => page.getByLabel('Quote details');

/** A referrer that holds a USDC account (the faucet makes one): USDC is a mint it can collect in. */
const fundedReferrer = async (request: Parameters<typeof fund>[0]) => {
  const referrer = Keypair.generate().publicKey.toBase58();
  await fund(request, referrer);
  await expect.poll(() => usdcOf(referrer)).toBeGreaterThan(0);
  return referrer;
};

const quoteOneSol = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(details(page)).toContainText('Minimum received');
};

test('a referral link asks first: no fee before Accept; accepted, the fee is quoted, paid to the referrer and shown in settings until Remove', async ({
  page,
  request,
}) => {
  // A swap on the ledger, a reload and the settings: the longest flow of the suite.
  test.setTimeout(120_000);
  const referrer = await fundedReferrer(request);
  const referrerBefore = await usdcOf(referrer);

  await openLink(page, `?referrer=${referrer}&feeBps=50`);
  const card = offerCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Referrer address')).toHaveText(referrer);
  await expect(card).toContainText('0.5%');

  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await expect.poll(() => usdcOf(address)).toBeGreaterThan(0);
  await quoteOneSol(page);
  // Not accepted yet: the quote carries no referral fee, and nothing is stored.
  await expect(details(page)).not.toContainText('(0.5%)');
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral.accepted'))).toBeNull();

  await card.getByRole('button', { name: 'Accept 0.5% fee' }).click();
  await expect(card).toHaveCount(0);
  await expect(details(page)).toContainText('USDC (0.5%)');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => usdcOf(referrer)).toBeGreaterThan(referrerBefore);
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral.accepted'))).toBe(JSON.stringify({ referrer, feeBps: 50 }));

  // Kept for the next visit, without the link and without asking again; settings show it with Remove.
  await page.reload();
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(offerCard(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Swap settings' });
  await expect(settings.getByTestId('referral-setting')).toHaveText(`0.5% of each swap to ${referrer.slice(0, 4)}…${referrer.slice(-4)}`);
  await settings.getByRole('button', { name: 'Remove' }).click();
  await expect(settings.getByTestId('referral-setting')).toHaveText('None: your swaps pay no referral fee.');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toHaveCount(0);
  await quoteOneSol(page);
  await expect(details(page)).not.toContainText('(0.5%)');
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral.accepted'))).toBeNull();
});

test('declining the offer means no fee, and a reload does not ask again', async ({ page, request }) => {
  const referrer = await fundedReferrer(request);
  await openLink(page, `?referrer=${referrer}&feeBps=200`);
  await expect(offerCard(page)).toContainText('2%');
  await offerCard(page).getByRole('button', { name: 'Decline' }).click();
  await expect(offerCard(page)).toHaveCount(0);
  await quoteOneSol(page);
  await expect(details(page)).not.toContainText('(2%)');
  await page.reload();
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(offerCard(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral.accepted'))).toBeNull();
});

test('a referral stored by an earlier version without asking is dropped', async ({ page, request }) => {
  const referrer = await fundedReferrer(request);
  await page.addInitScript((stored) => localStorage.setItem('callisto.referral', stored), JSON.stringify({ referrer, feeBps: 200 }));
  await page.goto('/swap/SOL-USDC');
  await quoteOneSol(page);
  await expect(details(page)).not.toContainText('(2%)');
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral'))).toBeNull();
});

test('an invalid referral link is ignored and still leaves the address', async ({ page }) => {
  await openLink(page, '?referrer=not-a-key&feeBps=500');
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(offerCard(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('callisto.referral.accepted'))).toBeNull();
});
