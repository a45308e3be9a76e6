import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, fund, simPost, solBalance, tokenBalances } from './support/ledger';
import { recordToasts, toast } from './support/toasts';

/**
 * Issue 30 item 6: the specs' messages where a person can make their condition happen, each
 * produced here by a simulator switch (the switches are simulator-wide: the exclusive project runs
 * this file alone). The others have their place elsewhere: 'Confirming Transactions'
 * (externalWalletBatch.spec.ts), 'Exchange rate not available' (onboard.exclusive.spec.ts),
 * 'Invalid token information' (verify.exclusive.spec.ts), 'TransactionExpiredBlockheightExceededError'
 * (swapReliability.exclusive.spec.ts); those no person can cause (no wallet at all behind a write
 * button, a wallet without signAllTransactions, a misused hook) are in the unit tests.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const post = simPost;
const usdcOf = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

/** What the app logged to the console from now on. */
const consoleOf = (page: Page) => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
};

test.afterEach(async ({ request }) => {
  await post(request, '/__sim/rogue', { kind: null });
  for (const path of ['/ultra/v1/balances', 'rpc:getTokenAccountsByOwner']) await post(request, '/__sim/http/fail', { path, count: 0, status: 500 });
});

test("'Missing blockhash': a swap service whose transaction has no recent blockhash is refused before signing; nothing moves", async ({ page, request }) => {
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const address = await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
  const usdc = await usdcOf(address);
  await post(request, '/__sim/rogue', { kind: 'swap-no-blockhash' });
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Missing blockhash');
  expect(await solBalance(address)).toBe(10);
  expect(await usdcOf(address)).toBe(usdc);
});

test("'Invalid response structure from Ultra API': a balances answer of another shape is logged and the send form says nothing wrong", async ({
  page,
  request,
}) => {
  const logged = consoleOf(page);
  await page.goto('/send');
  await connectQuickAccount(page);
  const form = page.getByRole('form', { name: 'Send to an address' });
  await expect(form.getByLabel('Token').locator(`option[value="${USDC_MINT}"]`)).toHaveCount(1);

  await post(request, '/__sim/http/fail', { path: '/ultra/v1/balances', count: 1, status: 'malformed' });
  const recipient = Keypair.generate().publicKey.toBase58();
  await form.getByLabel('Amount').fill('0.01');
  await form.getByLabel('Recipient address').fill(recipient);
  await expect(form.getByTestId('recipient-full')).toHaveText(recipient);
  await expect.poll(() => logged.some((line) => line.includes('Invalid response structure from Ultra API'))).toBe(true);
  // Unknown is not empty: no note about a new wallet, and the send is not held up.
  await expect(form.getByTestId('recipient-empty')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Send 0.01 SOL' })).toBeEnabled();

  // The service answers honestly again: the next recipient gets its note.
  await form.getByLabel('Recipient address').fill(Keypair.generate().publicKey.toBase58());
  await expect(form.getByTestId('recipient-empty')).toBeVisible();
});

test("'Reference fee is not available': a referrer whose fee accounts cannot be read; the quote goes on without a fee", async ({ page, request }) => {
  const referrer = Keypair.generate().publicKey.toBase58();
  await fund(request, referrer);
  await expect.poll(() => usdcOf(referrer)).toBeGreaterThan(0);
  const logged = consoleOf(page);
  await page.goto(`/swap/SOL-USDC?referrer=${referrer}&feeBps=50`);
  await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);

  // The ledger cannot be read for the referrer's token accounts when the offer is accepted.
  await post(request, '/__sim/http/fail', { path: 'rpc:getTokenAccountsByOwner', count: 50, status: 500 });
  await page.getByRole('complementary', { name: 'Referral fee' }).getByRole('button', { name: 'Accept 0.5% fee' }).click();
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.getByLabel('Quote details')).toContainText('Minimum received');
  await expect.poll(() => logged.some((line) => line.includes('Reference fee is not available'))).toBe(true);
  await expect(page.getByLabel('Quote details')).not.toContainText('(0.5%)');
});
