import { expect, test } from './support/fixtures';

/**
 * Token text is hostile input (issue 11 item 8): the simulator lists a homoglyph 'UՏDT' named
 * 'Ꭲether USD', markup in a name and a symbol, and a right-to-left override. On the swap card and
 * in its token picker they render as inert text, sanitised, with the warning badge; the real,
 * verified tokens keep the tick.
 */
test.use({ reducedMotion: 'reduce' });

test('the picker and the swap card show hostile tokens inert, with the warning badge; real ones with the tick', async ({ page }) => {
  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await page.goto('/swap/SOL-USDC');
  const buy = page.getByRole('button', { name: /^Buy token: USDC/ });
  await expect(buy).toBeVisible();
  // A verified token: the tick.
  await expect(buy.getByRole('img', { name: 'Verified' })).toBeAttached();
  await buy.click();
  const picker = page.getByRole('dialog', { name: 'Select a token' });
  await expect(picker.getByRole('button', { name: 'USDT USDT' })).toBeVisible();

  // The look-alike USDT: found by its name, flagged as not the real one.
  await picker.getByRole('searchbox', { name: 'Search tokens' }).fill('ether');
  const fake = picker.getByRole('button', { name: 'UՏDT Ꭲether USD (warning: Not the real USDT: check the address)' });
  await expect(fake).toBeVisible();
  await expect(fake).toContainText('Not the real USDT: check the address');

  // Markup stays text; nothing runs.
  await picker.getByRole('searchbox', { name: 'Search tokens' }).fill('xss');
  const markup = picker.getByRole('button', { name: /^<b>XSS<\/b> <img src=x onerror=alert/ });
  await expect(markup).toBeVisible();
  await expect(markup.getByRole('img', { name: /^Warning: Not verified/ })).toBeAttached();
  expect(await picker.locator('img[src="x"], b').count()).toBe(0);

  // The right-to-left override is removed before it can reorder anything.
  await picker.getByRole('searchbox', { name: 'Search tokens' }).fill('RLO');
  const reversed = picker.getByRole('button', { name: /^RLO gnp\.exe Right To Left Overr/ });
  await expect(reversed).toBeVisible();
  expect(await reversed.textContent()).not.toContain('\u202e');

  // Chosen, the look-alike sits on the card with its warning, and the title stays plain text.
  await picker.getByRole('searchbox', { name: 'Search tokens' }).fill('ether');
  await fake.click();
  const chosen = page.getByRole('button', { name: 'Buy token: UՏDT (warning: Not the real USDT: check the address)' });
  await expect(chosen).toBeVisible();
  await expect(chosen.getByRole('img', { name: 'Warning: Not the real USDT: check the address' })).toBeAttached();
  await expect(page).toHaveURL(/\/swap\/SOL-2wPyKrNy/);
  expect(await page.title()).not.toMatch(/[\u202a-\u202e\u2066-\u2069<>]/);
  expect(alerted).toBe(false);
});
