import { type Locator, type Page, expect } from '@playwright/test';

/** 'AbCd…WxYz', as the app shortens addresses. */
export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** The wallet button once connected: its accessible name carries the full address. */
export const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile [1-9A-HJ-NP-Za-km-z]{32,44}$/ });

export const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect', exact: true });

/** The connected address, read from the wallet button. */
export const connectedAddress = async (page: Page) => {
  await expect(profileButton(page)).toBeVisible();
  const label = (await profileButton(page).getAttribute('aria-label')) ?? '';
  return label.replace(/^Profile /, '');
};

/** Opens the Connect panel from the header. */
export const openConnectPanel = async (page: Page) => {
  await connectButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Connect' });
  await expect(panel).toBeVisible();
  return panel;
};

/** Connect → Quick Account → 'Continue with Quick Account'; returns the new account's address. */
export const connectQuickAccount = async (page: Page) => {
  const panel = await openConnectPanel(page);
  await panel.getByRole('button', { name: /^Quick Account/ }).click();
  const about = page.getByRole('dialog', { name: 'About Quick Accounts' });
  // The About dialog explains quick accounts the first time; continue through it when shown.
  await about.or(profileButton(page)).first().waitFor();
  if (await about.isVisible()) await about.getByRole('button', { name: 'Continue with Quick Account' }).click();
  return connectedAddress(page);
};

/**
 * Opens the Profile drawer from the wallet button. The backup prompt may show up just as the
 * button is pressed (it asks once, when the faucet's SOL lands) and take the overlay the drawer
 * was opening; the locator handler dismisses it, and the button is pressed again.
 */
export const openDrawer = async (page: Page) => {
  const drawer = page.getByRole('dialog', { name: 'Profile' });
  await expect(async () => {
    if (!(await drawer.isVisible())) await profileButton(page).click();
    await expect(drawer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return drawer;
};

/** A holdings row by the token's name ('Solana', 'USD Coin'). */
export const holdingRow = (drawer: Locator, tokenName: string) =>
  drawer.getByRole('listitem').filter({ has: drawer.page().getByRole('link', { name: `${tokenName} holding`, exact: true }) });

export interface ShownHolding {
  /** '10 SOL', as displayed. */
  readonly amount: string;
  /** The USD value, or NaN when the row shows none. */
  readonly usd: number;
}

/** Every holdings row at once (one round trip), by token name: { Solana: { amount: '10 SOL', usd: 1822.1 } }. */
export const readHoldings = (drawer: Locator): Promise<Record<string, ShownHolding>> =>
  drawer
    .getByRole('region', { name: 'Holdings' })
    .getByRole('listitem')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => {
          const name = (row.querySelector('a[aria-label$=" holding"]')?.getAttribute('aria-label') ?? '').replace(/ holding$/, '');
          // CSS module class names keep their local name: _amount_1x2y3
          const amount = row.querySelector('[class*="_amount_"]')?.textContent?.trim() ?? '';
          const value = row.querySelector('[class*="_value_"]')?.textContent ?? '';
          return [name, { amount, usd: Number(value.replace(/[$,\s]/g, '')) }];
        }),
      ),
    );

/** '$12,345.67' → 12345.67 */
export const usd = (text: string) => Number(text.replace(/[$,\s]/g, ''));

interface ScreenTimer {
  __statusTimer?: { shownAt?: number; ms?: number };
}

/**
 * Times in the page, by the page's clock, how long a status with exactly this text stays on
 * screen (Playwright's own round trips would blur a 1.5 s rule on a busy machine). Call before
 * the action that shows it; the returned function waits until it has gone and gives the time.
 */
export const timeStatusOnScreen = async (page: Page, text: string) => {
  await page.evaluate((wanted) => {
    const timer: NonNullable<ScreenTimer['__statusTimer']> = {};
    (window as ScreenTimer).__statusTimer = timer;
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role=status]')].some((element) => element.textContent === wanted);
      if (shown && timer.shownAt === undefined) timer.shownAt = performance.now();
      if (!shown && timer.shownAt !== undefined) {
        timer.ms = performance.now() - timer.shownAt;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return async () => {
    const read = () => page.evaluate(() => (window as ScreenTimer).__statusTimer?.ms);
    await expect.poll(read, { message: `'${text}' shown and gone` }).toBeDefined();
    return (await read()) ?? Number.NaN;
  };
};

/** Export Private Key's reveal: 'Reveal Private Key', the confirmation, then 'Show Private Key'; returns the key's box. */
export const revealPrivateKey = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Reveal Private Key' }).click();
  const confirm = dialog.getByRole('group', { name: 'Confirm reveal' });
  await expect(confirm.getByRole('button', { name: 'Show Private Key' })).toBeDisabled();
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Show Private Key' }).click();
  return dialog.getByRole('textbox', { name: 'Private key' });
};
