import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { USDC_MINT } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

/**
 * A custom RPC (spec 001 §2.3; issue 30 item 5). The simulator's JSON-RPC listens on 127.0.0.1:8899
 * (a second port on 8898) with its pubsub on 8900; `http://localhost:8899` is the same server under
 * another origin, so the requests the page makes tell which RPC the app chose.
 */
const CUSTOM = 'http://localhost:8899';

interface RpcCall {
  readonly origin: string;
  readonly method: string;
}

/** Every JSON-RPC call the page makes to the simulator's RPC ports, by origin and method. */
const watchRpc = (page: Page) => {
  const calls: RpcCall[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !['8899', '8898'].includes(url.port)) return;
    const body = JSON.parse(request.postData() ?? '{}') as { method?: string };
    calls.push({ origin: url.origin, method: body.method ?? '?' });
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { calls, sockets };
};

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap settings' });
  return { dialog, list: dialog.getByRole('group', { name: 'RPC Endpoint' }), field: dialog.getByRole('textbox', { name: 'Custom RPC URL' }) };
};

/** E2E_SHOTS=<dir>: the settings at desktop and phone widths, scrolled to the RPC part. */
const shot = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('form', { name: 'Custom RPC' }).evaluate((form) => form.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-custom-rpc-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

test.use({ reducedMotion: 'reduce' });

test('a custom RPC on this machine takes the reads, the sends and the subscriptions; its latency and the toast show', async ({ page }) => {
  const { calls, sockets } = watchRpc(page);
  await recordToasts(page);
  await page.goto('/swap/SOL-USDC');
  const { dialog, list, field } = await openSettings(page);
  await field.fill(CUSTOM);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('radio', { name: /^Custom RPC http:\/\/localhost:8899/ })).toBeChecked();
  // its latency beside the built-in ones', by the same getHealth probe
  await expect(dialog.getByTestId('latency-custom')).toHaveText(/^\d+ ms$/);
  await expect(dialog.getByTestId('latency-sim')).toHaveText(/^\d+ ms$/);
  expect(calls).toContainEqual({ origin: CUSTOM, method: 'getHealth' });
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Custom RPC endpoint');
  await expect(toast).toBeVisible();
  await shot(page, 'saved');
  await page.keyboard.press('Escape');

  // From the next call: a new page load reads the stored choice; connect, get funded, send.
  calls.length = 0;
  sockets.length = 0;
  await page.goto('/send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
  await connectQuickAccount(page);
  const form = page.getByRole('form', { name: 'Send to an address' });
  await expect(form.getByLabel('Token').locator(`option[value="${USDC_MINT}"]`)).toHaveCount(1);
  await form.getByLabel('Amount').fill('0.01');
  await form.getByLabel('Recipient address').fill(Keypair.generate().publicKey.toBase58());
  await form.getByRole('button', { name: 'Send 0.01 SOL' }).click();
  await expectToastSequence(page, ['Transferred 0.01 SOL']);

  const reads = calls.filter((call) => call.method !== 'getHealth' && call.method !== 'sendTransaction');
  expect(reads.length).toBeGreaterThan(3);
  // Every read goes to the custom RPC; the built-in ones get only the benchmark's pings and the
  // copies of a send that every other RPC receives (spec 001 §7's broadcast).
  expect(reads.filter((call) => call.origin !== CUSTOM)).toEqual([]);
  expect(calls).toContainEqual({ origin: CUSTOM, method: 'sendTransaction' });
  // Subscriptions: the socket derived from it (http→ws, port plus one), never the built-in one.
  expect(sockets.filter((url) => new URL(url).port === '8900').map((url) => new URL(url).origin)).toEqual(expect.arrayContaining(['ws://localhost:8900']));
  expect(sockets.filter((url) => url.startsWith('ws://127.0.0.1:8900'))).toEqual([]);
  // The toast again on this load: the RPC in use is not in the built-in list.
  expect(await page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? [])).toContain('Custom RPC endpoint');
});

test("a refused origin shows the security policy's reason and a malformed one 'URL is invalid!'; Save stays disabled", async ({ page }) => {
  await page.goto('/swap');
  const { dialog, field } = await openSettings(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  await field.fill('https://helius-rpc.com.evil.io/?api-key=x');
  await expect(dialog.getByRole('status').filter({ hasText: 'security policy' })).toHaveText(
    /^This app's security policy does not allow connections to helius-rpc\.com\.evil\.io\. Use one of: Helius \(\*\.helius-rpc\.com\), .*this machine \(localhost or 127\.0\.0\.1, any port\)\.$/,
  );
  await expect(save).toBeDisabled();
  await shot(page, 'refused');
  await field.fill('localhost 8899');
  await expect(dialog.getByText('URL is invalid!')).toBeVisible();
  await expect(save).toBeDisabled();
  await field.fill('https://mainnet.helius-rpc.com/?api-key=x');
  await expect(save).toBeEnabled();
});

test('a custom RPC that is not there, or answers garbage: its row and the footer say so, and switching back works', async ({ page }) => {
  await page.goto('/swap');
  const { dialog, list, field } = await openSettings(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  // Nothing listens on port 9.
  await field.fill('http://127.0.0.1:9');
  await save.click();
  await expect(dialog.getByTestId('rpc-problem-custom')).toHaveText('No answer: the RPC is unreachable or took more than 5 s.');
  await expect(page.getByTestId('rpc-latency')).toHaveText('RPC down');
  // The simulator's market API answers, but not JSON-RPC.
  await field.fill('http://127.0.0.1:8787');
  await save.click();
  await expect(dialog.getByTestId('rpc-problem-custom')).toHaveText('It answers, but not as a healthy Solana RPC: check the URL.');
  await expect(dialog.getByTestId('latency-custom')).toHaveText('error');
  await expect(page.getByTestId('rpc-latency')).toHaveText('RPC error');
  await shot(page, 'failing');
  await list.getByRole('radio', { name: /^Simulator RPC http/ }).check();
  await expect(page.getByTestId('rpc-latency')).toHaveText(/^RPC \d+ ms$/);
  // The page still works: the swap form is there and a new visit keeps the built-in choice.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('region', { name: "You're Selling" })).toBeVisible();
  await expect(page.getByTestId('rpc-latency')).toHaveText(/^RPC \d+ ms$/);
});
