import { expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';

/**
 * The RPC choice (spec 001 §2.3, §7; issue 15 item 4): the gear lists the simulator's two RPC
 * ports with their live latency (T36), and the chosen one takes the app's reads from then on.
 */
test("choosing the second RPC routes the app's reads to it, and the choice is kept", async ({ page }) => {
  const rpcPorts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The latency benchmark pings every choice on purpose (getHealth, T36): reads are the rest.
    if (request.method() === 'POST' && (url.port === '8899' || url.port === '8898') && !/"getHealth"/.test(request.postData() ?? '')) rpcPorts.push(url.port);
  });
  await page.goto('/swap/SOL-USDC');
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swap settings' });
  const rpcList = dialog.getByRole('group', { name: 'RPC Endpoint' });
  await expect(rpcList.getByRole('radio', { name: /^Simulator RPC http/ })).toBeChecked();
  await expect(dialog.getByTestId('latency-sim')).toHaveText(/^\d+ ms$/);
  await expect(dialog.getByTestId('latency-sim-2')).toHaveText(/^\d+ ms$/);

  await rpcList.getByRole('radio', { name: /second port/ }).check();
  await page.keyboard.press('Escape');
  // the next reads (the new account's balances and token accounts) go to the second port only
  rpcPorts.length = 0;
  await page.reload();
  await connectQuickAccount(page);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByTestId("You're Selling balance")).toHaveText(/^10 SOL$/);
  expect(rpcPorts).toContain('8898');
  expect(rpcPorts).not.toContain('8899');
  await page.getByRole('button', { name: 'Swap settings' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Swap settings' })
      .getByRole('group', { name: 'RPC Endpoint' })
      .getByRole('radio', { name: /second port/ }),
  ).toBeChecked();
});
