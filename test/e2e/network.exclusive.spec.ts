import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { rpcUrl, simUrl } from './support/ledger';
import { originsOf, sharedSimulator } from './support/simulators';

/**
 * The shell tells the truth about the network, the provider's banners and the wallet's risk
 * (issue 17). Each switch is simulator-wide, so this file runs in the exclusive project; a page
 * load stands in for the refetch (60 s for the chain status and the banner index, T35 / T15).
 */
const getHealth = async (request: APIRequestContext, rpc: string) =>
  (await request.post(rpc, { data: { jsonrpc: '2.0', id: 1, method: 'getHealth' } })).status();

const flip = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(`${simUrl}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
};

test.afterEach(async ({ request }) => {
  await flip(request, '/__sim/reset', {});
});

test('degraded network: the banner in the spec’s words and the footer’s chain status', async ({ page, request }) => {
  await page.goto('/pro');
  await expect(page.getByLabel('Network health')).toContainText('Solana: normal');
  await flip(request, '/__sim/chain/status', { status: 'LOW_TPS' });
  await page.reload();
  await expect(page.getByText('Solana network is experiencing degraded performance. Transactions may fail to send or confirm.')).toBeVisible();
  await expect(page.getByLabel('Network health')).toContainText('Solana: degraded');
  await flip(request, '/__sim/chain/status', { status: 'OK' });
  await page.reload();
  await expect(page.getByLabel('Network health')).toContainText('Solana: normal');
  await expect(page.getByText(/degraded performance/)).toHaveCount(0);
});

test('an RPC that does not answer: the banner, a way to change it, and the footer says so', async ({ page, request }) => {
  await page.goto('/swap');
  await expect(page.getByTestId('rpc-latency')).toHaveText(/^RPC \d+ ms$/);
  await expect(page.getByTestId('rpc-slot')).toHaveText(/^Slot [\d,]+$/);
  await flip(request, '/__sim/rpc/health', { down: true });
  // The switch is this project's simulator's: the other tests' simulator keeps answering.
  expect(await getHealth(request, rpcUrl)).toBe(503);
  expect(await getHealth(request, originsOf(sharedSimulator).rpc)).toBe(200);
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Your selected RPC is not responding to any requests. Try changing your RPC.' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('rpc-latency')).toHaveText('RPC down');
  await alert.getByRole('button', { name: 'Change RPC' }).click();
  await expect(page.getByRole('dialog', { name: 'RPC Endpoint' }).getByRole('radio')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await flip(request, '/__sim/rpc/health', { down: false });
  await page.reload();
  await expect(page.getByTestId('rpc-latency')).toHaveText(/^RPC \d+ ms$/);
  await expect(alert).toHaveCount(0);
});

test('product banners: shown in their slot with a countdown, closed until closeCount allows, replaced or removed by the switchboard', async ({
  page,
  request,
}) => {
  await page.goto('/swap');
  const banner = page.getByTestId('banner-swap');
  await expect(banner).toContainText('Zero-fee swaps week');
  await expect(banner.locator('img')).toHaveAttribute('src', /\/banner\/swap-launch\/image\.svg$/);
  await page.goto('/trigger');
  await expect(page.getByTestId('banner-limit')).toContainText('Limit orders now fill partially');

  await flip(request, '/__sim/banner', {
    slot: 'swap',
    id: 'flash',
    startTime: Date.now() - 1000,
    expiryTime: Date.now() + 86_400_000,
    closeCount: 1,
    // 1 h 2 m 30 s: the page may take many seconds to show it on a busy machine, still within 1 h 2 m.
    countdownTo: Date.now() + 3_750_000,
  });
  await page.goto('/swap');
  await expect(banner).toContainText('Zero-fee swaps week');
  await expect(banner.getByTestId('banner-countdown')).toHaveText(/^Ends in 0d 1h 2m \d+s$/);
  await banner.getByRole('button', { name: /^Close/ }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await flip(request, '/__sim/banner', { slot: 'dca', none: true });
  await page.goto('/recurring');
  // the page is up (its limit sibling showed its banner at this point) and the dca slot is empty
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('banner-dca')).toHaveCount(0);

  // a banner not started yet shows nothing
  await flip(request, '/__sim/banner', {
    slot: 'swap',
    id: 'later',
    startTime: Date.now() + 86_400_000,
    expiryTime: Date.now() + 2 * 86_400_000,
    closeCount: 1,
  });
  await page.goto('/swap');
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a hostile banner: its links that leave for another host in this tab, run script or use plain http are dropped; an https link opens a new tab without a way back', async ({
  page,
  request,
}) => {
  const links = ['//evil.example/steal', '/\\evil.example', 'javascript:alert(1)', 'https://example.com/ok'];
  await flip(request, '/__sim/banner', {
    slot: 'swap',
    id: 'hostile',
    startTime: Date.now() - 1000,
    expiryTime: Date.now() + 86_400_000,
    closeCount: 1,
    links,
  });
  await page.goto('/swap');
  const banner = page.getByTestId('banner-swap');
  await expect(banner).toContainText('Zero-fee swaps week');
  await expect(banner.getByRole('link')).toHaveCount(2);
  const kept = banner.getByRole('link', { name: 'Link 4' });
  await expect(kept).toHaveAttribute('href', 'https://example.com/ok');
  await expect(kept).toHaveAttribute('target', '_blank');
  await expect(kept).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(banner.getByRole('link', { name: /^Link [123]$/ })).toHaveCount(0);
  // The swap banner's default paragraph link is an https one, kept.
  await expect(banner.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.com/promo');
});

test('remote config: a banned token leaves search', async ({ page, request }) => {
  const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
  const search = async () => {
    // the shortcut listens once the page has rendered (a press before that is lost)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('body').press('/');
    const dialog = page.getByRole('dialog', { name: 'Search tokens' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search tokens or wallet' }).fill(JUP);
    return dialog;
  };
  await page.goto('/pro');
  const before = await search();
  await expect(before.getByRole('option', { name: /^JUP / }).first()).toBeVisible();
  await flip(request, '/__sim/config', { swapSettings: { bannedTokens: [JUP] } });
  await page.reload();
  const after = await search();
  await expect(after.getByText('No tokens to show')).toBeVisible();
});

test('a Severe wallet lands on /appeal, and Back does not return to the page it came from', async ({ page, request }) => {
  await page.goto('/pro');
  await page.goto('/swap');
  const address = await connectQuickAccount(page);
  await expect(page).toHaveURL(/\/swap/);
  await flip(request, '/__sim/risk', { address, risk: 'Severe' });
  // the wallet reconnects on load and is checked again
  await page.reload();
  await expect(page).toHaveURL(/\/appeal$/);
  await expect(page.getByTestId('appeal-reason')).toContainText('Severe');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/swap/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the mobile app banner closes and stays closed (3 days)', async ({ page }) => {
    await page.goto('/swap');
    const banner = page.getByRole('region', { name: 'Mobile app' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close mobile app banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
