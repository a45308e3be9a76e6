import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { fundAndConfirm, seedDemoPositions } from './support/ledger';

/** Set E2E_SHOTS to a folder to keep screenshots of the steps (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-portfolio-${name}.png`), fullPage: true });
};
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

test('the portfolio of any address: net worth, holdings with prices, orders, perps, lend and other DeFi, read-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const address = Keypair.generate().publicKey.toBase58();
  await fundAndConfirm(request, address);
  await seedDemoPositions(request, address);

  // Search finds no token for a wallet address and offers its portfolio.
  await page.goto('/pro');
  await page.getByRole('button', { name: 'Search tokens or wallet' }).click();
  await page.getByRole('searchbox', { name: 'Search tokens or wallet' }).fill(address);
  await page.getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(`/portfolio/${address}`);

  await expect(page.getByText('Viewing another wallet: read-only.')).toBeVisible();
  await expect(page.getByTestId('portfolio-net-worth')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(section(page, 'Holdings').getByRole('link', { name: /Solana.*holding$/ })).toBeVisible();
  await expect(section(page, 'Holdings').getByRole('link', { name: /USD Coin.*holding$/ })).toBeVisible();
  await expect(section(page, 'Limit Orders').getByText('USDC → JUP')).toBeVisible();
  await expect(section(page, 'Recurring Orders').getByText('USDC → SOL')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel All' })).toHaveCount(0);
  await expect(section(page, 'Perps').getByText(/Long/)).toBeVisible();
  await expect(section(page, 'Perps').getByText(/Short/)).toBeVisible();
  await expect(section(page, 'Lend').getByText(/^400(\.\d+)? USDC$/)).toBeVisible();
  await section(page, 'Lend')
    .getByRole('tab', { name: /Borrow/ })
    .click();
  await expect(section(page, 'Lend').getByRole('button', { name: /^HR \d/ })).toBeVisible();
  const other = section(page, 'Other DeFi Positions');
  for (const [label, name] of [
    ['Vault', 'Kamino'],
    ['Staked', 'Marinade'],
    ['Lending', 'Save'],
  ]) {
    await expect(other.getByRole('listitem').filter({ hasText: label }).filter({ hasText: name })).toBeVisible();
  }
  await shot(page, 'address');

  // Bad input: a clear message, nothing crashes.
  await page.goto('/portfolio/not-a-wallet');
  await expect(page.getByText('Portfolio not found: “not-a-wallet” is not a wallet address.')).toBeVisible();
  await page.goto('/portfolio');
  await expect(page.getByText('No wallet connected')).toBeVisible();
});
