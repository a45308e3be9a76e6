import { type ChildProcess, spawn } from 'node:child_process';
import { DEV_SERVER_MAINNET_NOTICE } from '../../streams/core/config/resolveConfig';
import { expect, test } from './support/fixtures';

/**
 * The development server (`npm start`, `npm run dev`; issue 24 item 5) sends no CSP, so it runs
 * the simulator profile only: `?profile=mainnet` there says why and how to build for mainnet,
 * and nothing leaves this machine. It listens where `npm start` does (5173, the port the
 * simulator lets in besides the preview's); the suite's lock keeps every other server off it.
 */
const PORT = 5173;
const devUrl = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'ignore' });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(devUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error('the dev server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('?profile=mainnet on the dev server runs the simulator, says why and how to build for mainnet, and calls nothing off this machine', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  const response = await page.goto(`${devUrl}/pro?profile=mainnet`, { timeout: 120_000 });
  // No CSP here, which is why mainnet is refused.
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  const notice = page.getByRole('alert').filter({ hasText: DEV_SERVER_MAINNET_NOTICE.title });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText(DEV_SERVER_MAINNET_NOTICE.command);
  await expect(page.getByRole('contentinfo')).not.toContainText('Mainnet', { timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Stream Live' })).toBeVisible({ timeout: 60_000 });
  expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([]);
  // Not remembered: the next visit without the parameter asks nothing.
  expect(await page.evaluate(() => localStorage.getItem('callisto.profile'))).toBeNull();
});
