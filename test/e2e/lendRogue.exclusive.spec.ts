import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { openLoan } from './support/lend';
import { USDC_MINT, seedDemoPositions, simUrl, solBalance, tokenBalances } from './support/ledger';
import { recordToasts, toast } from './support/toasts';

/**
 * A quick account signs without asking, so each lend write and claim is checked against what the
 * user asked before it is signed (issue 23). `/__sim/rogue` makes the simulator's lend and claim
 * services build with exactly one term changed; the switch is simulator-wide, so this file runs
 * in the `exclusive` project, one test at a time.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const ROGUE_WALLET = 'Rogue11111111111111111111111111111111111111';
/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-lend-rogue-${name}.png`), fullPage: true });
};

const rogue = async (request: APIRequestContext, kind: 'lend-debt' | 'claim-recipient' | null) => {
  const response = await request.post(`${simUrl}/__sim/rogue`, { data: { kind } });
  expect(response.ok()).toBe(true);
};
const onLedger = async (owner: string, mint: string) => (await tokenBalances(owner, mint)).reduce((sum, amount) => sum + Number(amount), 0);
const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);
/** The write `label` ended 'Transaction Failed' with `refusal`, and no signature was asked for since it began. */
const expectRefusedBeforeSigning = async (page: Page, label: string, refusal: string) => {
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(refusal);
  const titles = await toastTitles(page);
  expect(titles).toContain(label);
  expect(titles.slice(titles.lastIndexOf(label))).not.toContain('Signing Transaction');
};
/** The lend service's record of the wallet's loans (what a landed borrow would have changed). */
const loans = async (request: APIRequestContext, owner: string) =>
  ((await (await request.get(`${simUrl}/lend/v1/borrow/positions?users=${owner}`)).json()) as { id: number; supply: string; borrow: string }[]).map(
    ({ id, supply, borrow }) => ({ id, supply, borrow }),
  );

test.afterEach(async ({ request }) => rogue(request, null));

test('lend-debt: a borrow built with twice the debt is refused before signing, naming the debt; nothing moves, the loan owes nothing; then the honest borrow lands', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await page.goto('/lend/borrow');
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  const card = await openLoan(page, '2');
  await expect.poll(async () => (await loans(request, address))[0]?.supply).toBe('2000000000');

  const before = { sol: await solBalance(address), usdc: await onLedger(address, USDC_MINT), loans: await loans(request, address) };
  await rogue(request, 'lend-debt');
  await card.getByLabel('Borrow', { exact: true }).fill('10');
  await card.getByRole('button', { name: 'Borrow', exact: true }).last().click();
  await expectRefusedBeforeSigning(page, 'Borrow USDC', 'Refused to sign: the debt change is +20 USDC in the transaction, not the +10 USDC you asked for.');
  await shot(page, 'debt-refused');
  // Nothing was signed: the ledger and the lend service's record of the loan are as they were.
  expect(await solBalance(address)).toBe(before.sol);
  expect(await onLedger(address, USDC_MINT)).toBe(before.usdc);
  expect(await loans(request, address)).toEqual(before.loans);
  expect(before.loans[0]?.borrow).toBe('0');

  // The form is free again, and with an honest service the same borrow lands.
  await rogue(request, null);
  await card.getByLabel('Borrow', { exact: true }).fill('10');
  await expect(card.getByRole('button', { name: 'Borrow', exact: true }).last()).toBeEnabled();
  await card.getByRole('button', { name: 'Borrow', exact: true }).last().click();
  await expect(toast(page, 'Transaction Confirmed')).toBeVisible();
  await expect(card.getByTestId('loan-debt')).toHaveText(/^10(\.0+\d*)? USDC$/);
  await expect.poll(() => onLedger(address, USDC_MINT)).toBeCloseTo(before.usdc + 10, 6);
});

test('claim-recipient: a claim paid to another wallet is refused before signing, naming the recipient; nothing moves, the claim is still yours; then the honest claim lands', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await recordToasts(page);
  await page.goto('/claim');
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  await seedDemoPositions(request, address);
  await page.reload();
  const claims = page.getByRole('list', { name: 'Claims' });
  await expect(claims).toContainText('42.5 JUP');

  const before = { sol: await solBalance(address), jup: await onLedger(address, JUP_MINT) };
  await rogue(request, 'claim-recipient');
  await claims.getByRole('button', { name: 'Claim' }).click();
  await expectRefusedBeforeSigning(page, 'Claim 42.5 JUP', "Refused to sign: the claimed tokens' recipient is Rogu…1111 in the transaction, not your wallet.");
  await shot(page, 'claim-refused');
  expect(await solBalance(address)).toBe(before.sol);
  expect(await onLedger(address, JUP_MINT)).toBe(before.jup);
  expect(await tokenBalances(ROGUE_WALLET, JUP_MINT)).toEqual([]);
  // Still unclaimed: the button is there again once the write is over.
  await expect(claims.getByRole('button', { name: 'Claim' })).toBeEnabled();

  await rogue(request, null);
  await claims.getByRole('button', { name: 'Claim' }).click();
  await expect(toast(page, 'Transaction Confirmed')).toBeVisible();
  await expect.poll(() => onLedger(address, JUP_MINT)).toBeCloseTo(before.jup + 42.5, 6);
  await expect(claims.getByText('Claimed')).toBeVisible();
});
