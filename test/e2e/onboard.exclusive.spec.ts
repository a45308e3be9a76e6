import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, simUrl, tokenBalances } from './support/ledger';

/** The onboarding services' failures are simulator-wide: one spec at a time, and always off again after. */
const rogue = async (request: APIRequestContext, kind: string | null) => {
  const response = await request.post(`${simUrl}/__sim/onboard/rogue`, { data: { kind } });
  expect(response.ok(), await response.text()).toBe(true);
};

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-onboard-${name}.png`, fullPage: true });
};

test.afterEach(async ({ request }) => {
  await rogue(request, null);
});

test.use({ reducedMotion: 'reduce' });

test("a card provider with no usable rate: 'Exchange rate not available', nothing can be bought; with the switch off the quote is back", async ({
  page,
  request,
}) => {
  await rogue(request, 'onramp-no-rate');
  await page.goto('/onboard/onramp');
  await connectQuickAccount(page);
  await page.getByLabel('You pay (USD)').fill('100');
  await expect(page.getByTestId('onramp-problem')).toHaveText('Exchange rate not available');
  await expect(page.getByRole('button', { name: 'Exchange rate not available' })).toBeDisabled();
  await expect(page.getByTestId('onramp-rate')).toHaveText('–');
  await shot(page, 'no-rate');
  await rogue(request, null);
  // The next quote (asked again for a new amount) has its rate.
  await page.getByLabel('You pay (USD)').fill('101');
  await expect(page.getByTestId('onramp-rate')).toHaveText(/^1 SOL = \$\d/);
  await expect(page.getByTestId('onramp-problem')).toHaveText('');
});

test('a bridge whose attestation fails: the transfer says so, the USDC is back on the source chain and nothing arrives on Solana', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await rogue(request, 'bridge-fails');
  await page.goto('/onboard/cctp');
  const owner = await connectQuickAccount(page);
  await page.getByRole('button', { name: 'Connect source wallet' }).click();
  await page.getByRole('button', { name: /^Arbitrum · / }).click();
  await page.getByLabel('You send (USDC)').fill('20');
  await page.getByRole('button', { name: 'Bridge with Circle CCTP' }).click();
  const transfer = page.getByTestId('transfer');
  await expect(page.getByRole('button', { name: 'Arbitrum · 480 USDC' })).toBeVisible();
  await expect(transfer).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(transfer.getByRole('alert')).toHaveText('Circle attestation failed: the USDC was returned to your wallet on Arbitrum');
  await expect(page.getByRole('button', { name: 'Arbitrum · 500 USDC' })).toBeVisible();
  await shot(page, 'bridge-failed');
  expect((await tokenBalances(owner, USDC_MINT)).filter((amount) => amount !== '1000')).toEqual([]);
});
