import { Keypair } from '@solana/web3.js';
import { type Page, expect, test } from './support/fixtures';
import { connectQuickAccount, holdingRow, openDrawer } from './support/app';
import { USDC_MINT, solBalance, tokenBalances } from './support/ledger';
import { expectToastSequence, recordToasts } from './support/toasts';
import { lookalike } from '../support/lookalikeAddress';

test.use({ reducedMotion: 'reduce' });

/** /send with a funded quick account: waits until the form shows the wallet's tokens. */
const openSend = async (page: Page) => {
  await recordToasts(page);
  await page.goto('/send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
  await expect(page.getByText('Connect a wallet to send from it.')).toBeVisible();
  const owner = await connectQuickAccount(page);
  const form = page.getByRole('form', { name: 'Send to an address' });
  // The faucet's tokens are in: USDC is one of the choices.
  await expect(form.getByLabel('Token').locator(`option[value="${USDC_MINT}"]`)).toHaveCount(1);
  return { owner, form };
};

test.describe('send to an address', () => {
  test('sends 0.1 SOL, then 1 USDC, to a new wallet: the full address is shown first, and the balances move exactly', async ({ page }) => {
    const { owner, form } = await openSend(page);
    const recipient = Keypair.generate().publicKey.toBase58();

    await form.getByLabel('Amount').fill('0.1');
    await form.getByLabel('Recipient address').fill(recipient);
    await expect(form.getByTestId('recipient-full')).toHaveText(recipient);
    await form.getByRole('button', { name: 'Send 0.1 SOL' }).click();
    await expectToastSequence(page, ['Transferring', 'Transferred 0.1 SOL']);
    expect(await solBalance(recipient)).toBe(0.1);
    // Landed: the form starts again, SOL still chosen.
    await expect(form.getByLabel('Amount')).toHaveValue('');

    await form.getByLabel('Token').selectOption(USDC_MINT);
    await form.getByRole('button', { name: 'Half' }).click();
    await expect(form.getByLabel('Amount')).toHaveValue('500');
    await form.getByLabel('Amount').fill('1');
    await form.getByLabel('Recipient address').fill(recipient);
    // Sent to moments ago: known now.
    await expect(form.getByText('You have sent to or received from this address before.')).toBeVisible();
    await form.getByRole('button', { name: 'Send 1 USDC' }).click();
    await expectToastSequence(page, ['Transferred 1 USDC']);
    expect(await tokenBalances(recipient, USDC_MINT)).toEqual(['1']);
    expect(await tokenBalances(owner, USDC_MINT)).toEqual(['999']);
    const drawer = await openDrawer(page);
    await expect(holdingRow(drawer, 'USD Coin')).toContainText('999 USDC');
  });

  test('warns when the recipient only looks like an address the wallet dealt with, and sends only once the user has checked it', async ({ page }) => {
    const { form } = await openSend(page);
    const friend = Keypair.generate().publicKey.toBase58();
    await form.getByLabel('Amount').fill('0.01');
    await form.getByLabel('Recipient address').fill(friend);
    await form.getByRole('button', { name: 'Send 0.01 SOL' }).click();
    await expectToastSequence(page, ['Transferred 0.01 SOL']);

    const poisoned = lookalike(friend);
    await form.getByLabel('Amount').fill('0.01');
    await form.getByLabel('Recipient address').fill(poisoned);
    const warning = form.getByRole('alert').filter({ hasText: 'only looks like one you know' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(friend.slice(0, 4));
    const send = form.getByRole('button', { name: 'Send 0.01 SOL' });
    await expect(send).toBeDisabled();
    // E2E_SHOTS=<dir> keeps a screenshot of the warning.
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-send-lookalike.png`, fullPage: true });
    await warning.getByRole('checkbox', { name: /I have checked every character/ }).check();
    await expect(send).toBeEnabled();
    // The real address, typed again: no warning.
    await form.getByLabel('Recipient address').fill(friend);
    await expect(warning).toHaveCount(0);
    await expect(send).toBeEnabled();
  });
});
