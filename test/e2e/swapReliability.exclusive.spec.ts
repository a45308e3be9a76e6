import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts, toast } from './support/toasts';

/**
 * Swaps while the ledger loses transactions (`/__sim/rpc/drop`). The switch is global to the
 * simulator, so this file runs in the `exclusive` project, after every other test, one at a time.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const dropNextSends = async (request: APIRequestContext, count: number) => {
  const response = await request.post(`${simUrl}/__sim/rpc/drop`, { data: { count } });
  expect(response.ok()).toBe(true);
};

const usdcOnLedger = async (owner: string) => (await tokenBalances(owner, USDC_MINT)).reduce((sum, amount) => sum + Number(amount), 0);

const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);

/** A funded quick account on /swap/SOL-USDC with a quote for 1 SOL on screen. */
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

test.afterEach(async ({ request }) => dropNextSends(request, 0));

test('the first two sends are lost: the same signed bytes are resent and the swap confirms once', async ({ page, request }) => {
  const before = await quoteOneSol(page);
  await dropNextSends(request, 2);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  // resends every 1.75 s (T29): the third send lands
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => usdcOnLedger(before.address)).toBeGreaterThan(before.usdc);
  const sol = await solBalance(before.address);
  // one swap of 1 SOL (plus fees), not two
  expect(before.sol - sol).toBeGreaterThan(0.99);
  expect(before.sol - sol).toBeLessThan(1.05);
  expect((await toastTitles(page)).filter((title) => title === 'Transaction Confirmed')).toHaveLength(1);
});

test('a swap that can never land ends with the expiry message and moves nothing', async ({ page, request }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const before = await quoteOneSol(page);
  await dropNextSends(request, 10_000);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  // Sent and being resent: then the blockhash's 150 blocks pass at once (a minute at 400 ms a block).
  await expect(toast(page, 'Confirming Transaction')).toBeVisible();
  const advanced = await request.post(`${simUrl}/__sim/ledger/advance`, { data: { blocks: 200 } });
  expect(advanced.ok()).toBe(true);
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('Transaction has expired and was not confirmed. Please try again.');
  // The log names it as web3.js does (spec 001 §8), for support.
  expect(logged.some((line) => line.includes('TransactionExpiredBlockheightExceededError: Signature'))).toBe(true);
  expect(await solBalance(before.address)).toBe(before.sol);
  expect(await usdcOnLedger(before.address)).toBe(before.usdc);
  expect(await toastTitles(page)).not.toContain('Transaction Confirmed');
});

test('a swap build that hangs for 60 s ends as failed after 15 s (T47) and the form works again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const before = await quoteOneSol(page);
  const slow = await request.post(`${simUrl}/__sim/http/latency`, { data: { path: '/swap/v1/swap', ms: 60_000 } });
  expect(slow.ok()).toBe(true);
  try {
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const failed = toast(page, 'Transaction Failed');
    await expect(failed).toBeVisible({ timeout: 30_000 });
    // Released: a fresh quote is on screen and Swap can be pressed again; nothing moved.
    await expect(page.getByLabel('Quote details').getByTestId('quote-rate')).toHaveText(/^1 SOL ≈ [\d.]+ USDC$/);
    await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
    expect(await solBalance(before.address)).toBe(before.sol);
  } finally {
    await request.post(`${simUrl}/__sim/http/latency`, { data: { path: '/swap/v1/swap', ms: 0 } });
  }
});
