import { expect, test } from './support/fixtures';
import { connectQuickAccount } from './support/app';
import { seedDemoPositions } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';

test.use({ reducedMotion: 'reduce' });

test('/perps-legacy lists the previous engine’s position read-only, /perps does not, and Close settles it through a confirmed transaction', async ({
  page,
  request,
}) => {
  await recordToasts(page);
  await page.goto('/perps-legacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Perps (legacy)' })).toBeVisible();
  const address = await connectQuickAccount(page);
  const positions = page.getByRole('region', { name: 'Legacy positions' });
  await expect(positions.getByTestId('legacy-none')).toHaveText(/no positions on the legacy engine/);

  await seedDemoPositions(request, address);
  await page.reload();
  const row = positions
    .getByRole('table', { name: 'Open positions' })
    .getByRole('row')
    .filter({ hasText: /SOL\s*Long/ });
  await expect(row).toHaveCount(1);
  // Read-only: a Close, nothing else to change.
  await expect(row.getByRole('button')).toHaveCount(1);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-perps-legacy.png`, fullPage: true });

  // Today's engine does not list it.
  await page.getByRole('link', { name: 'Perps', exact: true }).first().click();
  await expect(page).toHaveURL(/\/perps/);
  const today = page.getByRole('table', { name: 'Open positions' });
  await expect(today.getByRole('row').filter({ hasText: /SOL\s*Long/ })).toHaveCount(1);
  await expect(today.getByRole('row').filter({ hasText: /SOL\s*Long\s*3\.0x/ })).toHaveCount(0);

  await page.goto('/perps-legacy');
  await row.getByRole('button', { name: /^Close SOL Long 3\.0x/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Close position' });
  await expect(confirm).toContainText('on the legacy engine at the market price');
  await confirm.getByRole('button', { name: 'Close position' }).click();
  await expectToastSequence(page, [/^Close Long 3\.0x confirmed$/]);
  await expect(positions.getByTestId('legacy-none')).toBeVisible({ timeout: 15_000 });
});
