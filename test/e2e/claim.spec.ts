import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, openDrawer } from './support/app';
import { seedDemoPositions, simUrl, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-claim-${name}.png`) });
};
const ledgerJup = async (address: string) => (await tokenBalances(address, JUP_MINT)).reduce((sum, value) => sum + Number(value), 0);

test('the demo airdrop: the drawer’s indicator, a failed proof fetch, then Claim on the ledger', async ({ page, request }) => {
  test.setTimeout(90_000);
  await recordToasts(page);
  await page.goto('/claim');
  await expect(page.getByText('No wallet connected')).toBeVisible();
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await expect(page.getByText('Nothing to claim for this wallet.')).toBeVisible();
  await seedDemoPositions(request, address);

  // The proof is asked when the drawer opens: the indicator leads to /claim.
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId('claim-indicator')).toHaveText('Claim 42.5 JUP');
  await shot(page, 'indicator');
  await drawer.getByTestId('claim-indicator').click();
  await expect(page).toHaveURL('/claim');

  // A failing proof service: the spec's message, nothing else breaks.
  expect((await request.post(`${simUrl}/__sim/http/fail`, { data: { path: '/asr-claim-proof', count: 1, status: 500 } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Failed to fetch user asr claims')).toBeVisible();
  await page.reload();

  const before = await ledgerJup(address);
  const claims = page.getByRole('list', { name: 'Claims' });
  await expect(claims).toContainText('42.5 JUP');
  await claims.getByRole('button', { name: 'Claim' }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  await expect.poll(() => ledgerJup(address)).toBeCloseTo(before + 42.5, 6);
  await expect(claims.getByText('Claimed')).toBeVisible();
  await shot(page, 'claimed');
  // Nothing left to claim: the drawer shows no indicator.
  const again = await openDrawer(page);
  await expect(again.getByTestId('net-worth')).toBeVisible();
  await expect(again.getByTestId('claim-indicator')).toHaveCount(0);
});
