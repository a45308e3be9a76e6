import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, connectedAddress, profileButton } from './support/app';
import { seedDemoPositions, simUrl, solBalance } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

test.use({ reducedMotion: 'reduce' });

const SOL = 'So11111111111111111111111111111111111111112';
const shots = process.env.E2E_SHOTS;

/** A full-page screenshot at desktop width and at a 390 px phone, when E2E_SHOTS names a folder. */
const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${shots}/e2e-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/e2e-${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
};

test('an ask-for-sol link made in one browser is paid from another: the requester gets exactly the amount', async ({ page, browser }) => {
  await page.goto('/ask-for-sol');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for SOL' })).toBeVisible();
  await expect(page).toHaveTitle('Ask for SOL · Callisto');
  const requester = await connectQuickAccount(page);
  const form = page.getByRole('form', { name: 'Request SOL' });
  // The connected wallet is the address to be paid until another is typed.
  await expect(form.getByLabel('Pay to')).toHaveValue(requester);
  await form.getByLabel('Amount of SOL').fill('0.25');
  await form.getByLabel('Note (optional)').fill('Lunch on Friday 🍕');
  const link = page.getByTestId('request-link');
  const url = (await link.textContent()) ?? '';
  expect(new URL(url).pathname).toBe('/send');
  expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ to: requester, amount: '0.25', note: 'Lunch on Friday 🍕' });
  await expect(page.getByTestId('request-link-qr').locator('svg')).toBeVisible();
  await shoot(page, 'ask-for-sol');
  // The faucet's 10 SOL has landed before the payment is counted.
  await expect.poll(() => solBalance(requester), { timeout: 20_000 }).toBe(10);

  const payer = await browser.newContext({ baseURL: new URL(url).origin, reducedMotion: 'reduce' });
  const payerPage = await payer.newPage();
  await recordToasts(payerPage);
  await payerPage.goto(url);
  const request = payerPage.getByRole('region', { name: 'Payment request' });
  await expect(request).toContainText(`${requester.slice(0, 4)}…${requester.slice(-4)} asks you for 0.25 SOL`);
  await expect(request.getByTestId('request-note')).toHaveText('Lunch on Friday 🍕');
  await connectQuickAccount(payerPage);
  const sendForm = payerPage.getByRole('form', { name: 'Send to an address' });
  await expect(sendForm.getByLabel('Recipient address')).toHaveValue(requester);
  await expect(sendForm.getByLabel('Amount')).toHaveValue('0.25');
  await expect(sendForm.getByTestId('recipient-full')).toHaveText(requester);
  await shoot(payerPage, 'send-request');
  // Filled in, not sent: the payer presses Send.
  await sendForm.getByRole('button', { name: 'Send 0.25 SOL' }).click();
  await expectToastSequence(payerPage, ['Transferring', 'Transferred 0.25 SOL']);
  await expect.poll(() => solBalance(requester)).toBe(10.25);
  // Paid: the request leaves the address, so a reload does not offer it again.
  await expect(payerPage).toHaveURL('/send');
  await payer.close();
});

test('/send refuses a hostile request link field by field, with a message for each', async ({ page }) => {
  const query = new URLSearchParams({ to: 'https://evil.example', amount: '1e9', note: 'pay\u202eevil' });
  await page.goto(`/send?${query.toString()}`);
  const request = page.getByRole('region', { name: 'Payment request' });
  await expect(request.getByRole('alert')).toContainText("The link's recipient is not a valid Solana address, so it was not filled in.");
  await expect(request.getByRole('alert')).toContainText("The link's amount is not an amount of SOL between 0 and 1,000,000, so it was not filled in.");
  await expect(request.getByRole('alert')).toContainText("The link's note holds control or invisible characters, so it is not shown.");
  await expect(request.getByTestId('request-note')).toHaveCount(0);
});

test('/mobile from the More menu shows a QR code of the page you came from; a foreign page is refused for home', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Mobile' }).click();
  await expect(page).toHaveURL('/mobile?from=%2Fwatchlist');
  await expect(page).toHaveTitle('Mobile · Callisto');
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('mobile-link')).toHaveText(`${origin}/watchlist`);
  await expect(page.getByTestId('mobile-link-qr')).toHaveAttribute('data-value', `${origin}/watchlist`);
  await expect(page.getByTestId('mobile-link-qr').locator('svg')).toBeVisible();
  await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://jup.ag/mobile');
  await shoot(page, 'mobile');

  await page.goto('/mobile?from=//evil.example/phish');
  await expect(page.getByTestId('mobile-link')).toHaveText(`${origin}/`);
  await expect(page.getByText('The page named in the address is not one of this app, so the code opens the home page.')).toBeVisible();
});

test('/login creates a quick account and lands on next; signed in, it says who and links onward', async ({ page }) => {
  await page.goto('/login?next=/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle('Login · Callisto');
  await shoot(page, 'login');
  await page.getByRole('button', { name: 'Create quick account' }).click();
  await expect(page).toHaveURL('/watchlist');
  const address = await connectedAddress(page);

  // Back on /login, a foreign next is refused for the trading tools' start.
  await page.goto('/login?next=https://evil.example');
  const signedIn = page.getByRole('region', { name: 'Signed in' });
  await expect(signedIn.getByTestId('signed-in-address')).toHaveText(address);
  await expect(signedIn.getByRole('link', { name: 'Continue to /pro' })).toHaveAttribute('href', '/pro');
  await shoot(page, 'login-signed-in');
});

test('/login restores a quick account from its exported key, and refuses a damaged key with a clear message', async ({ page }) => {
  const keypair = Keypair.generate();
  const bs58 = (await import('bs58')).default;
  await page.goto('/login?next=/portfolio');
  const restore = page.getByRole('form', { name: 'Restore a quick account' });
  const damaged = new Uint8Array(keypair.secretKey);
  damaged[40] = (damaged[40] ?? 0) ^ 1;
  await restore.getByLabel('Private key').fill(bs58.encode(damaged));
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore.getByRole('alert')).toHaveText(/This key does not hold together/);
  await restore.getByLabel('Private key').fill('not a key');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore.getByRole('alert')).toHaveText(/This is not a private key/);
  await restore.getByLabel('Private key').fill(bs58.encode(keypair.secretKey));
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(/\/portfolio/);
  await expect(profileButton(page)).toHaveAttribute('aria-label', `Profile ${keypair.publicKey.toBase58()}`);
});

test('/share draws a card for a token from its page, with Copy link and Download image', async ({ page }) => {
  await page.goto(`/tokens/${SOL}`);
  await page.getByRole('link', { name: 'Share SOL' }).click();
  await expect(page).toHaveURL(`/share?token=${SOL}`);
  await expect(page).toHaveTitle('Share · Callisto');
  const card = page.getByTestId('share-card');
  await expect(card).toHaveAttribute('aria-label', /^SOL, Wrapped SOL: \$[\d,.]+, [+-]?[\d.]+% in 24h$/);
  // Drawn: the canvas holds more than its background colour.
  const colours = await card.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    const seen = new Set<number>();
    for (let index = 0; index < data.length; index += 4 * 97) seen.add(((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0));
    return seen.size;
  });
  expect(colours).toBeGreaterThan(20);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download image' }).click();
  expect((await download).suggestedFilename()).toBe('callisto-SOL.png');
  await shoot(page, 'share-token');

  await page.goto('/share?token=<script>');
  await expect(page.getByRole('alert')).toHaveText('The token in the link is not a token address.');
  await expect(page.getByTestId('share-card')).toHaveCount(0);
});

test('/share draws a perps position from its owner’s portfolio', async ({ page, request }) => {
  const owner = Keypair.generate().publicKey.toBase58();
  await seedDemoPositions(request, owner);
  const answer = await request.get(`${simUrl}/perps/v2/positions?walletAddress=${owner}`);
  const { dataList } = (await answer.json()) as { dataList: { positionPubkey: string; marketMint: string }[] };
  const position = dataList.find((candidate) => candidate.marketMint === SOL);
  if (!position) throw new Error('the demo wallet has no SOL position');
  await page.goto(`/share?${new URLSearchParams({ owner, position: position.positionPubkey }).toString()}`);
  await expect(page.getByTestId('share-card')).toHaveAttribute('aria-label', /^SOL-PERP, (Long|Short) \d+\.\dx: .*%, PnL .*\$[\d,.]+$/);
  await shoot(page, 'share-position');
});

test('/_app renders the home page under its own title', async ({ page }) => {
  await page.goto('/_app');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Solana in real time' })).toBeVisible();
  await expect(page).toHaveTitle('App · Callisto');
});
