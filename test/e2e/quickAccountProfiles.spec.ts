import { connectQuickAccount, connectedAddress } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * A key per network (issue 24 item 4): the quick account made on the simulator is not the one
 * mainnet uses. Each profile makes and keeps its own; switching back finds the first again.
 * (No internet here: mainnet's calls fail as network errors, which is fine for this.)
 */
test('the simulator and mainnet profiles show different quick-account addresses, each kept', async ({ page }) => {
  await page.goto('/swap?profile=sim');
  const simAddress = await connectQuickAccount(page);
  await page.goto('/swap?profile=mainnet');
  await expect(page.getByRole('contentinfo')).toContainText('Mainnet');
  // The wallet reconnects by itself (remembered), with mainnet's own key.
  const mainnetAddress = await connectedAddress(page).catch(async () => connectQuickAccount(page));
  expect(mainnetAddress).not.toBe(simAddress);
  await page.goto('/swap?profile=sim');
  await expect(page.getByRole('contentinfo')).toContainText('Simulator');
  expect(await connectedAddress(page)).toBe(simAddress);
  await page.goto('/swap?profile=mainnet');
  expect(await connectedAddress(page)).toBe(mainnetAddress);
});
