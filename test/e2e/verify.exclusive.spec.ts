import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Keypair } from '@solana/web3.js';
import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, holdingRow, openDrawer, shortAddress } from './support/app';
import { toast } from './support/toasts';
import { seedDemoPositions, simUrl, solBalance } from './support/ledger';

// Exclusive: an approval tags a token verified in the simulator's market data, for every page
// and every test; afterEach forgets the token's requests and gives it its own status back.

/** Set E2E_SHOTS to a folder to keep screenshots of the steps (desktop and a 390 px phone). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-verify-${name}.png`), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shotsDir, `e2e-verify-${name}-phone.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
};

interface SimAsset {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly isVerified?: boolean;
}

/**
 * A token no other spec relies on: OpenAI's PreStock, unverified at creation, and a stock token
 * the market never retires (a generated token in a dead regime may go while the test runs).
 */
const pickToken = async (request: APIRequestContext) => {
  const found = (await (await request.get(`${simUrl}/v1/assets/search?query=OPENAI`)).json()) as SimAsset[];
  const token = found.find((asset) => asset.symbol === 'OPENAI');
  if (!token || token.isVerified) throw new Error('the simulator has no unverified OPENAI PreStock');
  return token;
};

let picked: string | undefined;
test.afterEach(async ({ request }) => {
  if (picked) expect((await request.post(`${simUrl}/__sim/verify/forget`, { data: { mint: picked } })).ok()).toBe(true);
  picked = undefined;
});

test('request verification, approve it with the switch, and see the tick in search and on the token page', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const token = await pickToken(request);
  picked = token.id;

  // The token's page, open before the decision: it says Unverified now.
  const tokenPage = await context.newPage();
  await tokenPage.goto(`/tokens/${token.id}`);
  await expect(tokenPage.getByText('⚠ Unverified')).toBeVisible();

  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a token' })).toBeVisible();
  const owner = await connectQuickAccount(page);
  await expect.poll(() => solBalance(owner), { timeout: 15_000 }).toBeGreaterThan(0);
  const form = page.getByRole('form', { name: 'Request verification' });
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByText('None yet: a request you send shows here with its status.')).toBeVisible();

  // A mint that is no token: the wallet's own address.
  await form.getByLabel('Token mint address').fill(owner);
  await expect(form.getByText('Invalid token information')).toBeVisible();
  await form.getByLabel('Token mint address').fill(token.id);
  const confirm = page.getByTestId('verify-token');
  await expect(confirm).toContainText(`${token.name} ${token.symbol}`);
  await expect(confirm).toContainText('name and symbol from the mint’s metadata');

  await form.getByLabel('Project website').fill('javascript:alert(1)');
  await expect(form.getByText('Only https links')).toBeVisible();
  await form.getByLabel('Project website').fill('https://project.example');
  await form.getByLabel('X (Twitter) profile').fill('https://x.com/project');
  const hostile = '<img src=x onerror="window.pwned=1"> A live product, an audited program and thousands of holders.';
  await form.getByLabel('Why should it be verified?').fill(hostile);
  await shot(page, 'filled');
  await form.getByRole('button', { name: 'Request verification' }).click();
  await expect(form.getByText(`Request sent: ${token.symbol} is pending review. Its status shows under Your requests.`)).toBeVisible();
  const row = mine.getByRole('listitem').filter({ hasText: token.symbol });
  await expect(row.getByText('Pending')).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // A second request for the same mint is refused while the first is pending.
  await form.getByLabel('Token mint address').fill(token.id);
  await expect(confirm).toBeVisible();
  await form.getByLabel('Project website').fill('https://project.example');
  await form.getByLabel('X (Twitter) profile').fill('https://x.com/project');
  await form.getByLabel('Why should it be verified?').fill('Asking again, in case the first one was lost somewhere.');
  await form.getByRole('button', { name: 'Request verification' }).click();
  await expect(form.getByRole('alert')).toHaveText('A verification request for this token is already pending');
  await shot(page, 'pending');

  // The reviewer approves (the switchboard): the status shows within a poll (T74, 5 s).
  const decided = await request.post(`${simUrl}/__sim/verify/decide`, { data: { mint: token.id, decision: 'approved', note: 'Audited and live.' } });
  expect(decided.ok()).toBe(true);
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 10_000 });
  await expect(row.getByText('Audited and live.')).toBeVisible();
  // The form now says the token is verified instead of offering itself.
  await expect(form.getByText(/This token is already verified/)).toBeVisible();
  await expect(form.getByLabel('Project website')).toHaveCount(0);
  await shot(page, 'approved');

  // The token page that was open hears it from the market stream; a fresh visit reads it.
  await expect(tokenPage.getByText('✓ Verified')).toBeVisible({ timeout: 15_000 });
  await tokenPage.reload();
  await expect(tokenPage.getByText('✓ Verified')).toBeVisible();

  // Search: the token's row carries the tick.
  await page.goto('/pro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('body').press('/');
  const dialog = page.getByRole('dialog', { name: 'Search tokens' });
  await dialog.getByRole('searchbox', { name: 'Search tokens or wallet' }).fill(token.id);
  const result = dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option')
    .filter({ hasText: shortAddress(token.id) });
  await expect(result).toHaveCount(1);
  await expect(result.getByTitle('Verified')).toBeVisible();
});

test('an approval seen on /verify reaches the drawer without a reload: the holding gets its tick', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await pickToken(request);
  picked = token.id;

  // Hold some of the token: a swap from SOL.
  await page.goto(`/swap/SOL-${token.id}`);
  await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.1');
  const swapButton = page.getByRole('button', { name: 'Swap', exact: true });
  await expect(swapButton).toBeEnabled({ timeout: 30_000 });
  await swapButton.click();
  await expect(toast(page, 'Transaction Confirmed')).toBeVisible({ timeout: 45_000 });

  // The drawer reads the token's info now, unverified, and keeps it for the session.
  let drawer = await openDrawer(page);
  const holding = holdingRow(drawer, token.name);
  await expect(holding).toBeVisible({ timeout: 30_000 });
  await expect(holding.getByRole('img', { name: 'Verified' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // To /verify inside the app (no reload: the session's token info stays), request, approve.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/verify');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const form = page.getByRole('form', { name: 'Request verification' });
  await form.getByLabel('Token mint address').fill(token.id);
  await expect(page.getByTestId('verify-token')).toContainText(token.symbol);
  await form.getByLabel('Project website').fill('https://project.example');
  await form.getByLabel('X (Twitter) profile').fill('https://x.com/project');
  await form.getByLabel('Why should it be verified?').fill('A live product, an audited program and thousands of holders.');
  await form.getByRole('button', { name: 'Request verification' }).click();
  const row = page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: token.symbol });
  await expect(row.getByText('Pending')).toBeVisible();
  const decided = await request.post(`${simUrl}/__sim/verify/decide`, { data: { mint: token.id, decision: 'approved', note: 'Audited and live.' } });
  expect(decided.ok()).toBe(true);
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 10_000 });

  // The drawer shows the tick: the decision asked the token's info again (T23's queue, 2 s).
  drawer = await openDrawer(page);
  await expect(holdingRow(drawer, token.name).getByRole('img', { name: 'Verified' })).toBeVisible({ timeout: 10_000 });
  await shot(page, 'drawer-tick');
});

test('the airdrop checker: the connected wallet’s airdrops lead to /claim; another address’s are read-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const other = Keypair.generate().publicKey.toBase58();
  const empty = Keypair.generate().publicKey.toBase58();
  await seedDemoPositions(request, other);

  await page.goto('/portfolio/airdrop-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Airdrop Checker' })).toBeVisible();
  await expect(page.getByText('Enter an address to see its airdrops.')).toBeVisible();
  const owner = await connectQuickAccount(page);
  const field = page.getByLabel('Wallet address');
  await expect(field).toHaveValue(owner);
  await expect(page.getByText(`No airdrops to claim for your wallet.`)).toBeVisible();
  await seedDemoPositions(request, owner);
  await page.reload();
  const airdrops = page.getByRole('list', { name: 'Airdrops' });
  await expect(airdrops.getByRole('listitem')).toHaveCount(1);
  await expect(airdrops).toContainText('42.5 JUP');
  await expect(airdrops).toContainText('$');
  await expect(airdrops.getByRole('link', { name: 'Claim' })).toBeVisible();
  await shot(page, 'airdrops-wallet');

  // Text that is no address is refused with its reason.
  await field.fill('0x1234');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Not a Solana address: 32 to 44 base58 characters')).toBeVisible();
  // Another address: its airdrop, read-only.
  await field.fill(other);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(airdrops).toContainText('42.5 JUP');
  await expect(airdrops.getByRole('link', { name: 'Claim' })).toHaveCount(0);
  await shot(page, 'airdrops-other');
  // An address with none says so.
  await field.fill(empty);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(`No airdrops to claim for ${shortAddress(empty)}.`)).toBeVisible();

  // Back to the wallet: Claim leads to /claim.
  await field.fill(owner);
  await page.getByRole('button', { name: 'Check' }).click();
  await airdrops.getByRole('link', { name: 'Claim' }).click();
  await expect(page).toHaveURL('/claim');
  await expect(page.getByRole('list', { name: 'Claims' })).toContainText('42.5 JUP');
});
