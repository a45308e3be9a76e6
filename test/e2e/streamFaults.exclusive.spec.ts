import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { simUrl } from './support/ledger';

/**
 * The market stream heals by itself from every socket fault the switchboard has (issue 12): a
 * silent stall, a server that keeps closing it, and a server that refuses it for good. The
 * switches act on every client of the simulator, so this file runs in the `exclusive` project.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const live = (page: Page) => page.getByRole('status', { name: 'Stream Live' });
const post = async (request: APIRequestContext, path: string, data: object = {}) => {
  const response = await request.post(`${simUrl}${path}`, { data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
};

test.afterEach(async ({ request }) => post(request, '/__sim/stream/stall', { stalled: false }));

test('a stalled stream is marked stale by the watchdog within its time, and recovers by itself once frames flow', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/pro?tab=recent');
  await expect(live(page)).toBeVisible();
  await post(request, '/__sim/stream/stall', { stalled: true });
  // Silent for more than 10 s, checked every second (T52): the stale mark, with the silence counting.
  await expect(page.getByRole('status', { name: /^Stream Stale · 1\d s, data stale$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Stale', { exact: true })).toBeVisible();
  await post(request, '/__sim/stream/stall', { stalled: false });
  await expect(live(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Stale', { exact: true })).toBeHidden({ timeout: 10_000 });
});

/**
 * The first countdown of each reconnect as the page showed it, recorded in the page: on a busy
 * machine the test reads a label later than it appeared (a 3 s countdown already at 2 s).
 */
const recordReconnectWaits = (page: Page) =>
  page.evaluate(() => {
    const waits: number[] = [];
    Object.assign(window, { reconnectWaits: waits });
    let counting = false;
    new MutationObserver(() => {
      const label = document.querySelector('[role="status"][aria-label^="Stream "]')?.getAttribute('aria-label') ?? '';
      const wait = /^Stream Reconnecting in (\d+) s/.exec(label)?.[1];
      if (wait !== undefined && !counting) waits.push(Number(wait));
      counting = wait !== undefined;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
const reconnectWaits = (page: Page) => page.evaluate(() => (window as unknown as { reconnectWaits: number[] }).reconnectWaits);

test('a server that keeps closing the stream is tried again later each time: the reconnects back off', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/pro?tab=recent');
  await expect(live(page)).toBeVisible();
  await recordReconnectWaits(page);
  for (let round = 0; round < 3; round++) {
    await post(request, '/__sim/stream/close');
    await expect.poll(async () => (await reconnectWaits(page)).length).toBe(round + 1);
    await expect(live(page)).toBeVisible({ timeout: 20_000 });
  }
  const waits = await reconnectWaits(page);
  // 2.5 s first (T01); the third wait is 10 s with its jitter, 5 to 10 s.
  expect(waits[0]).toBe(3);
  expect(waits[2]).toBeGreaterThanOrEqual(5);
  expect(waits[2]).toBeLessThanOrEqual(10);
});

test('a server that refuses the app for good (close code 1008) ends the attempts with its reason', async ({ page, request }) => {
  await page.goto('/pro?tab=recent');
  await expect(live(page)).toBeVisible();
  await post(request, '/__sim/stream/close', { code: 1008, reason: 'This client is not allowed' });
  await expect(page.getByRole('status', { name: /^Stream Disconnected: This client is not allowed, data stale$/ })).toBeVisible();
  await page.waitForTimeout(4_000);
  await expect(page.getByRole('status', { name: /^Stream Disconnected/ })).toBeVisible();
  // Terminal means terminal: the network going and coming back does not reconnect.
  await page.context().setOffline(true);
  await page.waitForTimeout(500);
  await page.context().setOffline(false);
  await page.waitForTimeout(4_000);
  await expect(page.getByRole('status', { name: /^Stream Disconnected/ })).toBeVisible();
  // The user does.
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(live(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
});
