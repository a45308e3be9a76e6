import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect, test } from './support/fixtures';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import {
  connectButton,
  connectQuickAccount,
  connectedAddress,
  holdingRow,
  openConnectPanel,
  openDrawer,
  profileButton,
  readHoldings,
  shortAddress,
  timeStatusOnScreen,
  usd,
  revealPrivateKey,
} from './support/app';
import { USDC_MINT, fundAndConfirm, seedDemoPositions, sendLamports, solBalance, tokenBalances, transactionFee, transactionStatus } from './support/ledger';
import { findLeaks, readStorage, readVaultRecord, recordTraffic, secretForms } from './support/secretLeaks';
import { TEST_WALLET_NAME, installTestWallet } from './support/testWallet';
import { expectToastSequence, recordToasts, toastLinks } from './support/toasts';

// Dialogs open without their slide-in: nothing here is about motion, and clicks need not wait for it.
test.use({ reducedMotion: 'reduce' });

/** Set E2E_SHOTS to a folder to keep screenshots of the drawer (e.g. E2E_SHOTS=/tmp/shots). */
const shotsDir = process.env.E2E_SHOTS;
const shot = async (target: Page | Locator, name: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: join(shotsDir, `e2e-${name}.png`) });
};

/**
 * Opens the app with the toast log running. The wallet lives in the shell, on every page: the
 * static home page keeps most tests light; the first one uses /pro with its live list.
 */
const start = async (page: Page, path = '/') => {
  await recordToasts(page);
  await page.goto(path);
};

/** What the simulator's faucet gives a new wallet, as the drawer shows it. */
const funded: Record<string, string> = { Solana: '10 SOL', 'USD Coin': '1k USDC', USDT: '250 USDT', Jupiter: '500 JUP', Bonk: '25M Bonk' };

const shownAmounts = async (drawer: Locator) => Object.fromEntries(Object.entries(await readHoldings(drawer)).map(([name, { amount }]) => [name, amount]));

/** The funded tokens with their amounts (names arrive from the token-info queue within 2 s, T23). */
const expectFundedHoldings = (drawer: Locator) => expect.poll(() => shownAmounts(drawer)).toMatchObject(funded);

/** A new quick account with the simulator's demo positions; returns its open drawer. */
const openWithDemoPositions = async (page: Page, request: APIRequestContext) => {
  await start(page);
  await seedDemoPositions(request, await connectQuickAccount(page));
  // The seed lands outside any transaction of the app's, which would refresh the holdings: the
  // page reads them afresh (its cache is 20 s, T26), as a user returning to the tab would.
  await page.reload();
  const drawer = await openDrawer(page);
  await expect(holdingRow(drawer, 'Solana')).toContainText('10 SOL');
  return drawer;
};

/** The value of a term in an order or position card ('Budget' → '300 USDC'). */
const detail = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** Opens Withdraw Tokens from the drawer and fills it; returns the dialog. */
const fillWithdraw = async (page: Page, drawer: Locator, { token, recipient, amount }: { token: string; recipient: string; amount: string }) => {
  await drawer.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Tokens' });
  await dialog.getByLabel('Token').selectOption(token);
  await dialog.getByLabel('Recipient address').fill(recipient);
  await dialog.getByLabel('Amount').fill(amount);
  return dialog;
};

test.describe('quick account', () => {
  test('on /pro: connects, is funded, and the drawer shows holdings, net worth and a copyable address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await start(page, '/pro');
    const address = await connectQuickAccount(page);
    await expect(profileButton(page)).toHaveText(shortAddress(address));
    await expectToastSequence(page, ['Connected']);

    const drawer = await openDrawer(page);
    await expect(drawer.getByText('Quick Account', { exact: true })).toBeVisible();
    await expectFundedHoldings(drawer);
    const holdings = await readHoldings(drawer);
    for (const name of Object.keys(funded)) expect(holdings[name]?.usd, `${name} in USD`).toBeGreaterThan(0);
    expect(holdings.Solana?.usd).toBeGreaterThan(10 * 50);
    expect(holdings['USD Coin']?.usd).toBeCloseTo(1000, 0);
    const netWorth = drawer.getByTestId('net-worth');
    await expect(netWorth).toHaveText(/^\$[\d,]+\.\d\d$/);
    const total = Object.values(holdings).reduce((sum, holding) => sum + holding.usd, 0);
    expect(Math.abs(usd(await netWorth.innerText()) - total) / total).toBeLessThan(0.05);
    await shot(drawer, 'holdings');

    const copiedFor = await timeStatusOnScreen(page, 'Copied Wallet Address!');
    await drawer.getByRole('button', { name: `Copy wallet address ${address}` }).click();
    await expect(drawer.getByRole('status').filter({ hasText: 'Copied Wallet Address!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // T05: the feedback lasts 1.5 s, and the marble test pins the 1,500. Here: it goes by itself
    // (copiedFor waits for that) and not at once. No upper bound: on a busy two-core machine the
    // removal lands late (CI measured 2,170 and 2,243 ms with /pro's live list running), and a
    // late first paint shortens what the page sees (CI once measured 1,274 ms).
    const shownMs = await copiedFor();
    expect(shownMs).toBeGreaterThan(1_000);
  });

  test('withdraws SOL: checks the form, closes at once, lands on the ledger', async ({ page }) => {
    await start(page);
    await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await expect(holdingRow(drawer, 'Solana')).toContainText('10 SOL');
    const recipient = Keypair.generate().publicKey.toBase58();

    const dialog = await fillWithdraw(page, drawer, { token: 'native', recipient: 'not-a-solana-address', amount: '20' });
    await expect(dialog.getByText('Invalid Address')).toBeVisible();
    await expect(dialog.getByText('Invalid Amount')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Withdraw', exact: true });
    await expect(submit).toBeDisabled();
    await shot(dialog, 'withdraw-invalid');
    await dialog.getByLabel('Recipient address').fill(recipient);
    await dialog.getByLabel('Amount').fill('1.25');
    await expect(dialog.getByText(/Invalid (Address|Amount)/)).toHaveCount(0);
    await submit.click();
    // Closed by the press itself (no waiting here), before the transfer starts.
    expect(await dialog.isVisible()).toBe(false);

    await expectToastSequence(page, ['Transferring', 'Transferred 1.25 SOL']);
    // the toast may be gone (T06) on a loaded machine; the recorder kept its link
    const link = (await toastLinks(page)).findLast((href) => href.includes('/tx/')) ?? '';
    const signature = /\/tx\/([1-9A-HJ-NP-Za-km-z]{64,88})\?/.exec(link)?.[1] ?? '';
    expect(await transactionStatus(signature)).toEqual({ confirmationStatus: expect.stringMatching(/confirmed|finalized/), err: null });
    expect(await solBalance(recipient)).toBe(1.25);
    await expect(holdingRow(drawer, 'Solana')).toContainText('8.75 SOL');
  });

  test("with an explorer that cannot read the simulator's chain, the toast opens the app's transaction page, which shows the transfer as the ledger has it", async ({
    page,
  }) => {
    // XRAY cannot read a custom cluster: the app's own page stands in for it.
    await page.addInitScript(() => localStorage.setItem('callisto.explorer', JSON.stringify({ explorer: 'xray' })));
    await start(page);
    const sender = await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await expect(holdingRow(drawer, 'USD Coin')).toContainText('1k USDC');
    const recipient = Keypair.generate().publicKey.toBase58();
    await fillWithdraw(page, drawer, { token: USDC_MINT, recipient, amount: '1' });
    await page.getByRole('dialog', { name: 'Withdraw Tokens' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectToastSequence(page, ['Transferring', 'Transferred 1 USDC']);
    const link = page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'View transaction' }).last();
    await expect(link).toHaveAttribute('href', /^\/transaction\/[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const signature = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
    await link.click();

    await expect(page).toHaveURL(`/transaction/${signature}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
    await expect(page.getByTestId('transaction-signature')).toHaveText(signature);
    await expect(page.getByText('Success')).toBeVisible();
    await expect(page.getByTestId('transaction-status')).toHaveText(/Confirmed|Finalized/);
    await expect(page.getByText(shortAddress(sender)).first()).toBeVisible();
    // The ledger's own record: the fee it charged, and 1 USDC from the sender to the recipient.
    const fee = (await transactionFee(signature)) ?? Number.NaN;
    expect(fee).toBeGreaterThan(0);
    await expect(page.locator('dt', { hasText: /^Fee$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${fee / 1e9} SOL`);
    const changes = page.getByRole('region', { name: 'Balance changes' }).getByRole('row');
    await expect(changes.filter({ hasText: shortAddress(recipient) }).filter({ hasText: 'USDC' })).toContainText('+1');
    await expect(changes.filter({ hasText: shortAddress(sender) }).filter({ hasText: 'USDC' })).toContainText('-1');
    const instructions = page.getByRole('region', { name: 'Instructions' });
    await expect(instructions.getByText(/Token Program|Associated Token Account Program/).first()).toBeVisible();
    // XRAY cannot read this chain: no link out to it.
    await expect(page.getByRole('link', { name: /^Open in / })).toHaveCount(0);
    await shot(page, 'transaction-page');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'transaction-page-phone');
  });

  test('withdraws an SPL token into the recipient’s associated account', async ({ page }) => {
    await start(page);
    await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await expect(holdingRow(drawer, 'USD Coin')).toContainText('1k USDC');
    const recipient = Keypair.generate().publicKey.toBase58();

    await fillWithdraw(page, drawer, { token: USDC_MINT, recipient, amount: '12.5' });
    await page.getByRole('dialog', { name: 'Withdraw Tokens' }).getByRole('button', { name: 'Withdraw', exact: true }).click();

    await expectToastSequence(page, ['Transferring', 'Transferred 12.5 USDC']);
    expect(await tokenBalances(recipient, USDC_MINT)).toEqual(['12.5']);
    await expect(holdingRow(drawer, 'USD Coin')).toContainText('987.5 USDC');
  });

  test('exports the private key only on request, and never copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await start(page);
    const address = await connectQuickAccount(page);
    const sentinel = `clipboard before export ${Date.now()}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), sentinel);

    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Export Private Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Private Key' });
    await expect(dialog.getByRole('note')).toContainText('Keep your private key secret.');
    await expect(dialog.getByRole('note')).toContainText('takes no responsibility');
    const secret = dialog.getByRole('textbox', { name: 'Private key' });
    await expect(secret).toHaveCount(0);

    await revealPrivateKey(dialog);
    await expect(secret).toBeVisible();
    await expect(secret).not.toBeEditable();
    const key = await secret.inputValue();
    expect(Keypair.fromSecretKey(bs58.decode(key)).publicKey.toBase58()).toBe(address);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sentinel);

    // Closing forgets it: the next opening starts hidden again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await drawer.getByRole('button', { name: 'Export Private Key' }).click();
    await expect(dialog.getByRole('button', { name: 'Reveal Private Key' })).toBeVisible();
    await expect(secret).toHaveCount(0);
  });

  test('stays connected with the same address after a reload', async ({ page }) => {
    await start(page);
    const address = await connectQuickAccount(page);
    // A reload must not cut the faucet's request short.
    await expectToastSequence(page, ['Quick account funded']);
    await page.reload();
    expect(await connectedAddress(page)).toBe(address);
    const drawer = await openDrawer(page);
    await expectFundedHoldings(drawer);
  });

  test('disconnects with the quick account messages, and stays disconnected', async ({ page }) => {
    await start(page);
    await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expectToastSequence(page, ['Wallet Disconnecting', 'Wallet Disconnected']);
    await expect(drawer).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
    await page.reload();
    await expect(connectButton(page)).toBeVisible();
    await expect(profileButton(page)).toHaveCount(0);
  });

  test('Remove Quick Account deletes the key from this browser only after the user confirms; the next connect makes a new account', async ({ page }) => {
    await start(page);
    const address = await connectQuickAccount(page);
    expect((await readVaultRecord(page))?.publicKey).toBe(address);

    const drawer = await openDrawer(page);
    await shot(drawer, 'drawer-footer');
    await drawer.getByRole('button', { name: 'Remove Quick Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Quick Account' });
    await expect(dialog.getByRole('note')).toContainText('without the private key no one can open this account again');
    await expect(dialog).toContainText(address);
    await expect(dialog.getByTestId('export-state')).toContainText('has not been exported');
    const remove = dialog.getByRole('button', { name: 'Remove from this browser' });
    await expect(remove).toBeDisabled();
    await shot(dialog, 'remove-quick-account');

    await dialog.getByRole('checkbox', { name: /I have saved this account's private key/ }).check();
    await remove.click();
    await expectToastSequence(page, ['Quick Account Removed']);
    await expect(connectButton(page)).toBeVisible();
    await expect.poll(() => readVaultRecord(page)).toBeNull();

    // Not remembered either: a reload stays disconnected, and Connect makes another account.
    await page.reload();
    await expect(connectButton(page)).toBeVisible();
    const next = await connectQuickAccount(page);
    expect(next).not.toBe(address);
    expect((await readVaultRecord(page))?.publicKey).toBe(next);
  });

  test('the secret key appears in no log, request, storage or cookie', async ({ page, context }) => {
    const traffic = recordTraffic(page);
    await start(page);
    const address = await connectQuickAccount(page);
    const drawer = await openDrawer(page);
    await expect(holdingRow(drawer, 'Solana')).toContainText('10 SOL');
    await fillWithdraw(page, drawer, { token: 'native', recipient: Keypair.generate().publicKey.toBase58(), amount: '0.5' });
    await page.getByRole('dialog', { name: 'Withdraw Tokens' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expectToastSequence(page, ['Transferred 0.5 SOL']);

    await drawer.getByRole('button', { name: 'Export Private Key' }).click();
    const key = await (await revealPrivateKey(page.getByRole('dialog', { name: 'Export Private Key' }))).inputValue();
    const secretKey = bs58.decode(key);
    expect(Keypair.fromSecretKey(secretKey).publicKey.toBase58()).toBe(address);

    const vault = await readVaultRecord(page);
    expect(vault).not.toBeNull();
    expect(vault?.publicKey).toBe(address);
    expect(vault?.key).toEqual({ type: 'secret', extractable: false, algorithm: 'AES-GCM', exportRefused: true });
    expect(vault?.ciphertext).not.toEqual([...secretKey]);

    await traffic.settled();
    const traces = [...traffic.traces, ...(await readStorage(page, context)), { source: 'IndexedDB record', text: JSON.stringify(vault) }];
    expect(traces.some((trace) => trace.source.startsWith('request body'))).toBe(true);
    const forms = secretForms(secretKey);
    // The scan itself finds a key when one is there.
    expect(findLeaks([{ source: 'control', text: `{"k": ${JSON.stringify([...secretKey])}}` }], forms)).toEqual(['control']);
    expect(findLeaks(traces, forms)).toEqual([]);
  });

  test('the portfolio sections show the demo orders, positions and lend', async ({ page, request }) => {
    const drawer = await openWithDemoPositions(page, request);
    await shot(drawer, 'first-paint');
    const sections = drawer.getByRole('tablist', { name: 'Portfolio sections' });
    for (const name of ['Trigger 1', 'Recurring 1', 'Perps 2', 'Lend 2']) await expect(sections.getByRole('tab', { name, exact: true })).toBeVisible();
    // SOL, USDC, USDT, JUP, Bonk and the lend share token
    await expect(sections.getByRole('tab').first()).toHaveAccessibleName('Holdings 6');
    await expect(sections.getByRole('tab', { name: /^Holdings/ })).toHaveAttribute('aria-selected', 'true');
    await expect(holdingRow(drawer, 'Jupiter').getByRole('link', { name: 'Stake' })).toBeVisible();
    await expect(holdingRow(drawer, 'USD Coin').getByRole('link', { name: /^Earn [\d.]+% APY$/ })).toBeVisible();
    await shot(drawer, 'portfolio-holdings');

    await sections.getByRole('tab', { name: /^Trigger/ }).click();
    await drawer.getByRole('button', { name: 'USDC → JUP' }).click();
    await expect(detail(drawer, 'Total Deposited')).toHaveText('200 USDC');
    await expect(detail(drawer, 'Total Filled')).toHaveText('80 USDC');
    await expect(detail(drawer, 'Rate')).toHaveText('2.25 JUP per USDC');
    await shot(drawer, 'portfolio-trigger');

    await sections.getByRole('tab', { name: /^Recurring/ }).click();
    await drawer.getByRole('button', { name: 'USDC → SOL' }).click();
    await expect(detail(drawer, 'Budget')).toHaveText('300 USDC');
    await expect(detail(drawer, 'Total Spent')).toHaveText('100 USDC');
    await expect(detail(drawer, 'Balance Left')).toHaveText('200 USDC');
    await expect(detail(drawer, 'Buying')).toHaveText('SOL');
    await shot(drawer, 'portfolio-recurring');

    await sections.getByRole('tab', { name: /^Perps/ }).click();
    await expect(drawer.getByText('5.0x Long', { exact: true })).toBeVisible();
    await expect(drawer.getByText('3.0x Short', { exact: true })).toBeVisible();
    await expect(detail(drawer, 'TP / SL').first()).toHaveText('$210 / $150');
    await expect(drawer.getByRole('link', { name: 'Edit Order' })).toHaveCount(2);
    await shot(drawer, 'portfolio-perps');

    await sections.getByRole('tab', { name: /^Lend/ }).click();
    await expect(drawer.getByRole('tab', { name: 'Earn (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByText('7.62% APY', { exact: true })).toBeVisible();
    await shot(drawer, 'portfolio-lend-earn');
    await drawer.getByRole('tab', { name: 'Borrow (1)' }).click();
    await expect(detail(drawer, 'Supplied')).toHaveText('3 SOL');
    await expect(detail(drawer, 'Borrowed')).toHaveText('180 USDC');
    await drawer.getByRole('button', { name: /^HR [\d.]+%$/ }).click();
    await expect(drawer.getByRole('button', { name: /^HF ([\d.]+|>10)$/ })).toBeVisible();
    await shot(drawer, 'portfolio-lend-borrow');
  });

  test('activity lists the demo trades by product', async ({ page, request }) => {
    const drawer = await openWithDemoPositions(page, request);
    await drawer.getByRole('tab', { name: 'Activity' }).click();
    const products = drawer.getByRole('tablist', { name: 'Activity type' });
    const list = drawer.getByTestId('activity-list');
    const titles = list.getByRole('listitem').locator('[class*="_title_"]');

    await expect(products.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
    await expect(titles).toHaveText(['Received 10 SOL']);
    await expect(list).toContainText('End of list');
    await shot(drawer, 'activity-market');

    await products.getByRole('tab', { name: 'Trigger' }).click();
    await expect(titles).toHaveText(['Fill 80 USDC → 180 JUP', 'Fill 1M Bonk → 21.5 USDC']);
    await shot(drawer, 'activity-trigger');

    await products.getByRole('tab', { name: 'Recurring' }).click();
    await expect(titles).toHaveText(['Buy 50 USDC → 0.29 SOL']);

    await products.getByRole('tab', { name: 'Perps' }).click();
    await expect(titles).toHaveText(['Market long SOL · $2,500.00']);
    await expect(list.getByRole('link', { name: /^Transaction .* on the explorer$/ })).toHaveAttribute(
      'href',
      /^https:\/\/solscan\.io\/tx\/\w+\?cluster=custom/,
    );
    await shot(drawer, 'activity-perps');
  });

  test('activity hides received dust (Hide spam, on by default) until the user asks to see it', async ({ page, request }) => {
    await openWithDemoPositions(page, request);
    const owner = await connectedAddress(page);
    const outsider = Keypair.generate();
    await fundAndConfirm(request, outsider.publicKey.toBase58());
    // 1,000 lamports: far under a cent, the dust address poisoners send.
    await sendLamports(outsider, owner, 1_000);
    await page.reload();
    const reopened = await openDrawer(page);
    await reopened.getByRole('tab', { name: 'Activity' }).click();
    const list = reopened.getByTestId('activity-list');
    const titles = list.getByRole('listitem').locator('[class*="_title_"]');
    await expect(titles).toHaveText(['Received 10 SOL']);
    await expect(reopened.getByText('1 hidden', { exact: true })).toBeVisible();
    await shot(reopened, 'activity-spam-hidden');

    await reopened.getByRole('checkbox', { name: 'Hide spam' }).uncheck();
    await expect(titles).toHaveCount(2);
    // 0.000001 with its zeros counted (spec 000 §11 small numbers).
    await expect(titles.first()).toHaveText('Received 0.0₅1 SOL');
    // Kept in the drawer settings: a reload shows it too.
    await page.reload();
    const again = await openDrawer(page);
    await again.getByRole('tab', { name: 'Activity' }).click();
    await expect(again.getByRole('checkbox', { name: 'Hide spam' })).not.toBeChecked();
    await expect(again.getByTestId('activity-list').getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('Wallet Standard wallet', () => {
  test('is listed as installed, connects, and shows its funded holdings', async ({ page, request }) => {
    const keypair = Keypair.generate();
    const address = keypair.publicKey.toBase58();
    await fundAndConfirm(request, address);
    const wallet = await installTestWallet(page, keypair);
    await start(page);

    const panel = await openConnectPanel(page);
    const installed = panel.getByRole('region', { name: 'Installed' });
    await expect(installed).toBeVisible();
    await shot(panel, 'connect-panel');
    await installed.getByRole('button', { name: new RegExp(`^${TEST_WALLET_NAME}`) }).click();
    expect(await connectedAddress(page)).toBe(address);
    await expect(profileButton(page)).toHaveText(shortAddress(address));
    await expectToastSequence(page, ['Connected']);

    const drawer = await openDrawer(page);
    await expectFundedHoldings(drawer);
    // An external wallet: no quick-account label, no Withdraw, no key export (spec 000 §6).
    await expect(drawer.getByText('Quick Account', { exact: true })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Export Private Key' })).toHaveCount(0);
    await shot(drawer, 'test-wallet');
    // Connecting and reading balances ask the wallet for no signature.
    expect(wallet.signed).toHaveLength(0);

    // The adapter reconnects it on reload, silently.
    await page.reload();
    expect(await connectedAddress(page)).toBe(address);

    await (await openDrawer(page)).getByRole('button', { name: 'Disconnect Wallet' }).click();
    await expectToastSequence(page, ['Connected', 'Disconnected']);
    await expect(connectButton(page)).toBeVisible();
  });
});
