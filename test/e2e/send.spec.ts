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
    // The balance service says the new wallet holds nothing: worth a second look, nothing to confirm.
    await expect(form.getByTestId('recipient-empty')).toHaveText('This address holds nothing yet: a new or unused wallet. Check it is the one you mean.');
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

test.describe('send by link', () => {
  test('a USDC link made in one browser is claimed in a second: the funds arrive, the sender sees Claimed, and a third visit is told it was claimed', async ({
    page,
    browser,
  }) => {
    const { owner } = await openSend(page);
    await page.getByRole('tab', { name: 'By link' }).click();
    const maker = page.getByRole('form', { name: 'Make a claim link' });
    await maker.getByLabel('Token').selectOption(USDC_MINT);
    await maker.getByLabel('Amount').fill('1');
    await maker.getByRole('button', { name: 'Create link for 1 USDC' }).click();
    await expectToastSequence(page, ['Creating link', 'Link ready: 1 USDC']);
    const url = (await page.getByTestId('claim-link').textContent()) ?? '';
    // The key rides in the fragment only: the path is /gift, the rest never reaches a server.
    expect(new URL(url).pathname).toBe('/gift');
    expect(new URL(url).hash).toMatch(/^#k=[1-9A-HJ-NP-Za-km-z]{32,44}&a=[1-9A-HJ-NP-Za-km-z]{6}$/);
    expect(await tokenBalances(owner, USDC_MINT)).toEqual(['999']);
    const row = page.getByTestId('sent-link').first();
    await expect(row).toHaveAttribute('data-status', 'Unclaimed');
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-send-link-made.png`, fullPage: true });

    const friend = await browser.newContext({ baseURL: new URL(url).origin, reducedMotion: 'reduce' });
    const friendPage = await friend.newPage();
    await recordToasts(friendPage);
    await friendPage.goto(url);
    await expect(friendPage.getByRole('heading', { level: 1, name: 'You have a gift' })).toBeVisible();
    await expect(friendPage.getByTestId('claim-waiting')).toHaveText('1 USDC');
    const recipient = await connectQuickAccount(friendPage);
    // The quick account's own faucet USDC lands first; then the claim adds exactly one.
    await expect.poll(() => tokenBalances(recipient, USDC_MINT), { timeout: 20_000 }).toEqual(['1000']);
    if (process.env.E2E_SHOTS) await friendPage.screenshot({ path: `${process.env.E2E_SHOTS}/e2e-claim-link.png`, fullPage: true });
    await friendPage.getByRole('button', { name: 'Claim 1 USDC' }).click();
    await expectToastSequence(friendPage, ['Claiming', 'Claimed 1 USDC']);
    expect(await tokenBalances(recipient, USDC_MINT)).toEqual(['1001']);
    await expect(friendPage.getByTestId('claim-over')).toContainText('Claimed: it is in your wallet.');
    await friend.close();

    // The sender's list turns Claimed on its own (the key's account changed).
    await expect(row).toHaveAttribute('data-status', 'Claimed');
    await expect(row.getByRole('link', { name: `By ${recipient.slice(0, 4)}…${recipient.slice(-4)}` })).toBeVisible();

    const late = await browser.newContext({ baseURL: new URL(url).origin, reducedMotion: 'reduce' });
    const latePage = await late.newPage();
    await latePage.goto(url);
    await expect(latePage.getByTestId('claim-over')).toHaveText(/This link was already claimed\./);
    await expect(latePage.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    await latePage.goto(url.replace(/&a=.*/, '&a=111111'));
    await expect(latePage.getByTestId('claim-over')).toHaveText(/This link is damaged/);
    await late.close();
  });
});

test('an invite of 0.01 SOL taken back before it is claimed: the SOL returns less the two fees, and the link then says so', async ({ page, browser }) => {
  await recordToasts(page);
  await page.goto('/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a friend' })).toBeVisible();
  const owner = await connectQuickAccount(page);
  const maker = page.getByRole('form', { name: 'Make an invite link' });
  await maker.getByRole('button', { name: '0.01 SOL' }).click();
  await expect.poll(() => solBalance(owner), { timeout: 20_000 }).toBeGreaterThan(1);
  const before = await solBalance(owner);
  await maker.getByRole('button', { name: 'Create link for 0.01 SOL' }).click();
  await expectToastSequence(page, ['Creating link', 'Link ready: 0.01 SOL']);
  const url = (await page.getByTestId('claim-link').textContent()) ?? '';
  expect(new URL(url).pathname).toBe('/invite');
  const row = page.getByTestId('sent-link').first();
  await expect(row).toHaveAttribute('data-status', 'Unclaimed');
  await row.getByRole('button', { name: 'Reclaim' }).click();
  await expectToastSequence(page, ['Reclaiming', 'Reclaimed 0.01 SOL']);
  await expect(row).toHaveAttribute('data-status', 'Reclaimed');
  // The funding's fee and the reclaim's, 5,000 lamports each: nothing else is lost.
  expect(Math.round((before - (await solBalance(owner))) * 1e9)).toBe(10_000);

  const friend = await browser.newContext({ baseURL: new URL(url).origin, reducedMotion: 'reduce' });
  const friendPage = await friend.newPage();
  await friendPage.goto(url);
  await expect(friendPage.getByRole('heading', { level: 1, name: 'You are invited to Callisto' })).toBeVisible();
  await expect(friendPage.getByTestId('claim-over')).toHaveText(/The sender took this link back/);
  await friend.close();
});
