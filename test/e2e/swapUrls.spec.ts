import { expect, test } from './support/fixtures';

/**
 * Swap addresses a person may open (spec 001 §2.2, §5; issue 15 item 2): a symbol that several
 * tokens share asks which one and the address then names its mint; a symbol nobody has says so
 * and falls back to the default pair; the Swap link reopens the last pair.
 */
test('a symbol three tokens share opens the chooser; the chosen mint lands in the address', async ({ page }) => {
  await page.goto('/swap/SOL-MOON');
  const chooser = page.getByRole('dialog', { name: 'Select token' });
  await expect(chooser).toContainText('There are more than 2 tokens with the same symbol. Please select the token you want to swap.');
  const buying = chooser.getByRole('group', { name: "You're Buying" });
  await expect(buying.getByRole('radio')).not.toHaveCount(0);
  expect(await buying.getByRole('radio').count()).toBeGreaterThanOrEqual(3);
  await expect(chooser.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  const option = buying.getByRole('radio', { name: /^MOON Moon Token / });
  const label = (await option.getAttribute('aria-label')) ?? '';
  const mint = label.split(' ').find((word) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(word));
  await option.check({ force: true });
  await chooser.getByRole('button', { name: 'Confirm' }).click();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/swap/SOL-${mint}$`));
  await expect(page.getByRole('region', { name: "You're Buying" }).getByRole('button', { name: 'Buy token: MOON' })).toBeVisible();
  // opened again, the address no longer asks
  await page.reload();
  await expect(page.getByRole('region', { name: "You're Buying" }).getByRole('button', { name: 'Buy token: MOON' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select token' })).toBeHidden();
});

test('a symbol no token has: the spec notice, then the default pair', async ({ page }) => {
  await page.goto('/swap/SOL-NOSUCHTOKEN');
  const notice = page.getByRole('dialog', { name: 'We could not find the token you are looking for.' });
  await expect(notice).toContainText('Please double check the token symbol/address.');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/swap\/SOL-USDC$/);
});

test('the Swap link reopens the last pair', async ({ page }) => {
  await page.goto('/swap/USDC-SOL');
  await expect(page.getByRole('region', { name: "You're Selling" }).getByRole('button', { name: 'Sell token: USDC' })).toBeVisible();
  await page.goto('/pro');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swap' }).click();
  await expect(page).toHaveURL(/\/swap\/USDC-SOL$/);
  await expect(page.getByRole('region', { name: "You're Selling" }).getByRole('button', { name: 'Sell token: USDC' })).toBeVisible();
});

test('a symbol two verified tokens share opens the same token every time, and the address then names it by mint', async ({ browser }) => {
  const opened: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    // A fresh context each time: nothing remembered, only the services decide.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/swap/SOL-WETH');
    await expect(page.getByRole('region', { name: "You're Buying" }).getByRole('button', { name: /^Buy token: WETH/ })).toBeVisible();
    await expect(page).toHaveURL(/\/swap\/SOL-[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await expect(page.getByRole('dialog', { name: 'Select token' })).toBeHidden();
    opened.push(new URL(page.url()).pathname);
    await context.close();
  }
  expect(opened[1]).toBe(opened[0]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the swap card shows both token symbols whole', async ({ page }) => {
    await page.goto('/swap/SOL-USDC');
    for (const [region, name] of [
      ["You're Selling", 'Sell token: SOL'],
      ["You're Buying", 'Buy token: USDC'],
    ] as const) {
      const button = page.getByRole('region', { name: region }).getByRole('button', { name });
      await expect(button).toBeVisible();
      const symbol = button.locator('span', { hasText: /^(SOL|USDC)$/ });
      const clipped = await symbol.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(clipped, `${name} is cut`).toBe(false);
    }
  });
});
