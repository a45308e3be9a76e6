import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT, solBalance, tokenBalances } from './support/ledger';

test.use({ reducedMotion: 'reduce' });

const shot = async (page: Page, name: string) => {
  // E2E_SHOTS=<dir> keeps screenshots of the onboard pages.
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-onboard-${name}.png`, fullPage: true });
};

/** The wallet's USDC on the ledger, in base units (6 decimals), across its token accounts. */
const usdcBase = async (owner: string) =>
  (await tokenBalances(owner, USDC_MINT)).reduce((sum, text) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return sum + BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  }, 0n);

/** A quick account whose faucet funding has landed; its USDC then. */
const connectFunded = async (page: Page) => {
  const owner = await connectQuickAccount(page);
  await expect.poll(() => solBalance(owner), { timeout: 15_000 }).toBeGreaterThan(5);
  await expect.poll(() => usdcBase(owner)).toBe(1_000_000_000n);
  return owner;
};

test.describe('onboarding', () => {
  test('/onboard lists the ways in with the fee, time and minimum the service states, under the bridge banner', async ({ page }) => {
    await page.goto('/onboard');
    await expect(page).toHaveTitle('Onboard · Callisto');
    await expect(page.getByRole('heading', { level: 1, name: 'Bring funds to Solana' })).toBeVisible();
    await expect(page.getByTestId('banner-bridge')).toContainText('Bridge from Ethereum in minutes');
    const cctp = page.getByTestId('method-cctp');
    await expect(cctp.getByTestId('method-fee')).toHaveText('$0.20');
    await expect(cctp.getByTestId('method-time')).toHaveText('from 5 s');
    await expect(page.getByTestId('method-debridge').getByTestId('method-fee')).toHaveText('$1.00 + 0.04%');
    await expect(page.getByTestId('method-onramp').getByTestId('method-fee')).toHaveText('2.5% + $0.50');
    await expect(page.getByTestId('method-cex').getByTestId('method-time')).toHaveText('As your exchange takes');
    await shot(page, 'methods');
    await page.getByRole('link', { name: 'Buy with a card' }).click();
    await expect(page).toHaveURL(/\/onboard\/onramp$/);
    await expect(page).toHaveTitle('Buy with a card · Callisto');
    // An unknown way in says so, with the ways there are.
    await page.goto('/onboard/xyz');
    await expect(page.getByTestId('unknown-method')).toContainText('There is no way in called “xyz”');
    await expect(page.getByTestId('unknown-method').getByRole('link', { name: 'CCTP' })).toHaveAttribute('href', '/onboard/cctp');
  });

  test('bridges 100 USDC from Ethereum with CCTP: compared with deBridge, it arrives on the ledger as 99.8 USDC within the 7 s stated', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/onboard/cctp');
    await expect(page).toHaveTitle('Bridge compare · Callisto');
    await expect(page.getByTestId('banner-bridge')).toBeVisible();
    const owner = await connectFunded(page);
    await page.getByRole('button', { name: 'Connect source wallet' }).click();
    await expect(page.getByTestId('source-address')).toHaveText(/^0x[0-9a-f]{40}$/);
    await expect(page.getByRole('button', { name: 'Ethereum · 1,000 USDC' })).toHaveAttribute('aria-pressed', 'true');

    // Over the source balance, then under every minimum: refused with the reason.
    const amount = page.getByLabel('You send (USDC)');
    await amount.fill('1500');
    await expect(page.getByRole('button', { name: 'Insufficient USDC on Ethereum: the wallet holds 1000 USDC' })).toBeDisabled();
    await amount.fill('0.5');
    await expect(page.getByRole('button', { name: 'Below the minimum: at least 1 USDC' })).toBeDisabled();

    await amount.fill('100');
    const cctp = page.getByTestId('route-cctp');
    const debridge = page.getByTestId('route-debridge');
    await expect(cctp.getByTestId('route-receive')).toHaveText('99.8 USDC');
    await expect(cctp.getByTestId('route-fee')).toHaveText('0.2 USDC');
    await expect(cctp.getByTestId('route-time')).toHaveText('7 s');
    await expect(cctp).toContainText('Cheapest');
    await expect(debridge.getByTestId('route-receive')).toHaveText('98.96 USDC');
    await expect(debridge.getByTestId('route-time')).toHaveText('4 s');
    await expect(debridge).toContainText('Fastest');
    await expect(page.getByTestId('route-stated')).toHaveText('Burn on Ethereum 3 s → Circle attestation 3 s → Mint on Solana 1 s: 7 s in all.');
    await shot(page, 'compare');

    const started = Date.now();
    await page.getByRole('button', { name: 'Bridge with Circle CCTP' }).click();
    const transfer = page.getByTestId('transfer');
    await expect(transfer).toContainText('99.8 USDC on the way: arrives in about');
    await expect(transfer.getByRole('listitem').first()).toContainText('Burn on Ethereum (in progress)');
    await expect(page.getByRole('button', { name: 'Ethereum · 900 USDC' })).toBeVisible();
    await shot(page, 'progress');
    await expect(transfer).toHaveAttribute('data-status', 'arrived', { timeout: 15_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`[onboard e2e] CCTP 100 USDC: arrived on screen ${seconds.toFixed(1)} s after Bridge (stated 7 s, progress read every 1 s)`);
    expect(seconds).toBeGreaterThan(6);
    // The service sends at 6 s; it lands within a block and shows at the next progress read (T67), with room for a loaded machine.
    expect(seconds).toBeLessThan(10);
    await expect(transfer).toContainText('99.8 USDC arrived in your wallet');
    expect(await usdcBase(owner)).toBe(1_000_000_000n + 99_800_000n);
    await shot(page, 'arrived');

    // The Solana transaction is linked to the app's transaction page.
    await transfer.getByTestId('transfer-signature').click();
    await expect(page).toHaveURL(/\/transaction\/[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
  });

  test('a deBridge transfer pending at a reload is picked up again and arrives', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/onboard/debridge');
    const owner = await connectFunded(page);
    await page.getByRole('button', { name: 'Connect source wallet' }).click();
    await page.getByRole('button', { name: /^Base · / }).click();
    await page.getByLabel('You send (USDC)').fill('50');
    // The page's method is preselected: deBridge, 1 USDC + 4 bps from 50 USDC.
    await expect(page.getByTestId('route-debridge').getByTestId('route-receive')).toHaveText('48.98 USDC');
    await page.getByRole('button', { name: 'Bridge with deBridge' }).click();
    await expect(page.getByTestId('transfer')).toHaveAttribute('data-status', 'pending');
    await page.reload();
    // The source wallet and the transfer come back from storage and the simulator.
    await expect(page.getByRole('button', { name: 'Base · 450 USDC' })).toBeVisible();
    await expect(page.getByTestId('transfer')).toHaveAttribute('data-status', 'arrived', { timeout: 15_000 });
    expect(await usdcBase(owner)).toBe(1_000_000_000n + 48_980_000n);
    // Once it has ended it is forgotten: the next visit starts clean.
    await page.reload();
    await expect(page.getByText('Your transfers show here')).toBeVisible();
  });

  test('buys 50 USDC worth with a test card: the quote, a declined card, and 47.75 USDC on the ledger', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/onboard/onramp');
    const owner = await connectFunded(page);
    await page.getByRole('button', { name: 'USDC', exact: true }).click();
    await page.getByLabel('You pay (USD)').fill('50');
    await expect(page.getByTestId('onramp-fee')).toHaveText('$2.25');
    await expect(page.getByTestId('onramp-receive')).toHaveText('47.75 USDC');
    await expect(page.getByTestId('onramp-rate')).toHaveText('1 USDC = $1');
    await page.getByLabel('You pay (USD)').fill('19');
    await expect(page.getByRole('button', { name: 'The least you can buy is $20.00' })).toBeDisabled();
    await page.getByLabel('You pay (USD)').fill('50');
    await expect(page.getByTestId('onramp-receive')).toHaveText('47.75 USDC');

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Buy USDC' }).click();
    await expect(page.getByTestId('onramp-problem')).toHaveText('Card declined by the issuer');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await expect(page.getByRole('button', { name: 'Card number is not valid' })).toBeDisabled();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shot(page, 'onramp');
    await page.getByRole('button', { name: 'Buy USDC' }).click();
    const transfer = page.getByTestId('transfer');
    await expect(transfer).toContainText('Paid $50.00 by card, fees $2.25');
    await expect(transfer).toHaveAttribute('data-status', 'arrived', { timeout: 15_000 });
    expect(await usdcBase(owner)).toBe(1_000_000_000n + 47_750_000n);
    await expect(page.getByLabel('Card number'), 'the card is not kept').toHaveValue('');
  });

  test('the exchange deposit page asks for a wallet, then shows its address with a QR code and warns off other networks', async ({ page }) => {
    await page.goto('/onboard/cex');
    await expect(page).toHaveTitle('Deposit from an exchange · Callisto');
    await expect(page.getByText('Connect a wallet to see its deposit address.')).toBeVisible();
    const owner = await connectQuickAccount(page);
    await expect(page.getByTestId('cex-address')).toHaveText(owner);
    await expect(page.getByTestId('qr-code').getByRole('img', { name: `QR code of ${owner}` })).toBeVisible();
    await expect(page.getByTestId('cex-network-ok')).toBeVisible();
    await expect(page.getByText('No memo or tag is needed')).toBeVisible();
    await page.getByRole('button', { name: 'Ethereum (ERC-20)' }).click();
    await expect(page.getByTestId('cex-network-warning')).toHaveText(/Do not withdraw on Ethereum \(ERC-20\)/);
    await shot(page, 'cex');
  });

  test('on a 390 px phone every onboard page fits the width', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (name: string) => {
      await shot(page, `phone-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    };
    await page.goto('/onboard');
    await expect(page.getByTestId('method-cex')).toBeVisible();
    await fits('methods');
    await page.goto('/onboard/cctp');
    await connectQuickAccount(page);
    await page.getByRole('button', { name: 'Connect source wallet' }).click();
    await page.getByLabel('You send (USDC)').fill('250');
    await expect(page.getByTestId('route-debridge').getByTestId('route-receive')).toHaveText('248.9 USDC');
    await fits('compare');
    await page.getByRole('link', { name: 'Card' }).click();
    await expect(page.getByTestId('onramp-receive')).toHaveText(/SOL$/);
    await fits('onramp');
    await page.getByRole('link', { name: 'Exchange' }).click();
    await expect(page.getByTestId('qr-code').getByRole('img')).toBeVisible();
    await fits('cex');
  });
});

test.describe('the onboard pages’ accessibility', () => {
  // axe builds its checks with strings the app's Trusted Types policy refuses (as a11y.spec.ts).
  test.use({ bypassCSP: true });

  const expectNoSeriousViolations = async (page: Page, name: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
      name,
    ).toEqual([]);
  };

  test('the ways in, the bridge compare, the card form and the deposit address have no serious axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/onboard');
    await expect(page.getByTestId('method-cex')).toBeVisible();
    await expectNoSeriousViolations(page, '/onboard');
    await page.goto('/onboard/cctp');
    await connectQuickAccount(page);
    await page.getByRole('button', { name: 'Connect source wallet' }).click();
    await page.getByLabel('You send (USDC)').fill('10');
    await expect(page.getByTestId('route-cctp')).toBeVisible();
    await expectNoSeriousViolations(page, '/onboard/cctp');
    await page.getByRole('link', { name: 'Card' }).click();
    await expect(page.getByTestId('onramp-receive')).toHaveText(/SOL$/);
    await expectNoSeriousViolations(page, '/onboard/onramp');
    await page.getByRole('link', { name: 'Exchange' }).click();
    await expect(page.getByTestId('qr-code').getByRole('img')).toBeVisible();
    await expectNoSeriousViolations(page, '/onboard/cex');
  });
});
