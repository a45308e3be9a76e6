import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { simUrl, solBalance } from './support/ledger';
import { expectToastSequence, recordToasts, toast } from './support/toasts';

/**
 * A rogue Perps API (issue 23): with `/__sim/rogue` on, the service builds each position request
 * with one term changed. The quick account signs without asking, so the app reads the request
 * out of the transaction and refuses it: 'Refused to sign: …' names what differed, nothing is
 * signed, the ledger and the positions stay as they were, and the page stays usable. The switch
 * is simulator-wide, so this file runs in the `exclusive` project, alone.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const ROGUE_WALLET = 'Rogue11111111111111111111111111111111111111';

/** Set E2E_SHOTS to a folder to keep screenshots of the refusals (e.g. E2E_SHOTS=/tmp/shots). */
const shot = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(process.env.E2E_SHOTS, { recursive: true });
  await page.screenshot({ path: join(process.env.E2E_SHOTS, `e2e-perps-rogue-${name}.png`) });
};

const rogue = async (request: APIRequestContext, kind: 'perps-size' | 'perps-receiver' | null) => {
  const response = await request.post(`${simUrl}/__sim/rogue`, { data: { kind } });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The wallet's positions as the Perps API lists them: key, size and collateral. */
const positions = async (request: APIRequestContext, owner: string) => {
  const response = await request.get(`${simUrl}/perps/v2/positions?walletAddress=${owner}`);
  expect(response.ok()).toBe(true);
  const { dataList } = (await response.json()) as { dataList: { positionPubkey?: string; sizeUsd: number; collateralUsd: number }[] };
  return dataList.map(({ sizeUsd, collateralUsd }) => ({ sizeUsd, collateralUsd }));
};

const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);

/** A funded quick account on the perps page. */
const start = async (page: Page) => {
  await recordToasts(page);
  await page.goto('/perps');
  const address = await connectQuickAccount(page);
  await expect.poll(() => solBalance(address)).toBe(10);
  return address;
};

const orderForm = (page: Page) => page.getByRole('form', { name: 'Open a position' });
const openLong = async (page: Page, sol: string) => {
  const order = orderForm(page);
  await order.getByLabel('Collateral (SOL)').fill(sol);
  await order.getByLabel('Leverage').selectOption('5');
  await expect(order.getByTestId('order-size')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await order.getByRole('button', { name: 'Open Long SOL' }).click();
};
const solLongRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Open positions' })
    .getByRole('row')
    .filter({ hasText: /SOL\s*Long/ });

test.afterEach(async ({ request }) => rogue(request, null));

test('perps-size: an open whose request carries a larger size is refused before signing; nothing moves', async ({ page, request }) => {
  test.setTimeout(90_000);
  const address = await start(page);
  await rogue(request, 'perps-size');
  await openLong(page, '1');
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed).toContainText(/Open Long SOL: Refused to sign: the position size is \$([\d.]+) in the transaction, not the \$([\d.]+) you asked for\./);
  // twice what the form asked
  const [, found, asked] = /size is \$([\d.]+) in the transaction, not the \$([\d.]+)/.exec((await failed.textContent()) ?? '') ?? [];
  expect(Number(found)).toBeCloseTo(2 * Number(asked), 6);
  await shot(page, 'size');
  expect(await toastTitles(page)).not.toContain('Pending Wallet Signature');
  expect(await solBalance(address)).toBe(10);
  expect(await positions(request, address)).toEqual([]);
  await expect(page.getByText('No open positions')).toBeVisible();

  // The form is free again: with an honest service the same order opens.
  await rogue(request, null);
  await openLong(page, '1');
  await expectToastSequence(page, ['Transaction Failed', 'Open Long SOL confirmed']);
  await expect(solLongRow(page)).toHaveCount(1, { timeout: 15_000 });
});

test('perps-receiver: a close and a collateral withdrawal paying another wallet are refused; the position and the ledger stay', async ({ page, request }) => {
  test.setTimeout(120_000);
  const address = await start(page);
  await openLong(page, '1');
  await expectToastSequence(page, ['Open Long SOL confirmed']);
  const row = solLongRow(page);
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  const sol = await solBalance(address);
  const before = await positions(request, address);
  expect(before).toHaveLength(1);

  await rogue(request, 'perps-receiver');
  const refusal = /Refused to sign: the proceeds go to Rogu…1111 in the transaction, not to your wallet\./;
  await row.getByRole('button', { name: /^Close SOL Long/ }).click();
  const failedClose = toast(page, 'Transaction Failed');
  await expect(failedClose).toBeVisible({ timeout: 15_000 });
  await expect(failedClose).toContainText(/^Transaction Failed/);
  await expect(failedClose).toContainText(new RegExp(`Close Long [\\d.]+x: ${refusal.source}`));
  await shot(page, 'receiver-close');

  await row.getByRole('button', { name: /^Collateral of SOL Long/ }).click();
  const collateral = page.getByRole('dialog', { name: /^Collateral · SOL Long/ });
  await collateral.getByRole('radio', { name: 'Remove' }).click();
  await collateral.getByLabel('Amount to remove (USD)').fill('20');
  await collateral.getByRole('button', { name: 'Remove collateral' }).click();
  await expect(toast(page, 'Transaction Failed').filter({ hasText: 'Remove collateral from Long SOL' })).toContainText(refusal, { timeout: 15_000 });
  await shot(page, 'receiver-remove');

  expect(await toastTitles(page)).not.toContain('Pending Wallet Signature');
  expect(await solBalance(address)).toBe(sol);
  expect(await solBalance(ROGUE_WALLET)).toBe(0);
  expect(await positions(request, address)).toEqual(before);
  await expect(row).toHaveCount(1);

  // Honest again: the close goes through and pays the wallet.
  await rogue(request, null);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Close SOL Long/ }).click();
  await expectToastSequence(page, [/^Close Long [\d.]+x confirmed$/]);
  await expect(page.getByText('No open positions')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => solBalance(address), { timeout: 15_000 }).toBeGreaterThan(sol);
  expect(await solBalance(ROGUE_WALLET)).toBe(0);
});
