import { expect, test } from './support/fixtures';
import { routeTable } from '../../src/app/routeTable';

/** A concrete address for a route pattern: parameters get sample values. */
const samples: Record<string, string> = {
  symbol: 'xstocks',
  slug: 'pump.fun',
  id: 'So11111111111111111111111111111111111111112',
  pair: 'So11111111111111111111111111111111111111112-EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  address: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
  method: 'cctp',
  signature: '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name);

test.describe('app shell', () => {
  test('home loads with the header, the main links and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Callisto · Real-time Solana trading');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Solana in real time' })).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Swap', 'Pro', 'Perps', 'Lend Beta', 'Portfolio']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Search tokens or wallet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Launch', exact: true })).toHaveAttribute('href', '/studio');
    await expect(page.getByRole('navigation', { name: 'Social' }).getByRole('link')).toHaveCount(5);
  });

  test('the main links reach each area', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const areas = [
      ['Swap', '/swap', 'Swap'],
      ['Pro', '/pro', 'Explore'],
      ['Perps', '/perps', 'Perps'],
      ['Lend Beta', '/lend/earn', 'Lend · Earn'],
      ['Portfolio', '/portfolio', 'Portfolio'],
    ] as const;
    for (const [link, path, heading] of areas) {
      await main.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // Pro says its tab; Perps names its market first ('SOL-PERP · Perps · Callisto').
      await expect(page).toHaveTitle(heading === 'Explore' ? 'Pro · Explore · Callisto' : new RegExp(`(^|· )${heading} · Callisto$`));
    }
  });

  test('the More menu lists every item with its tags and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu', { name: 'More' });
    const items = [
      'JLP Loans New Beta',
      'Studio',
      'Mobile',
      'Verify',
      'Airdrop Checker',
      'Lock',
      'Governance',
      'Research',
      'Onboard',
      'Guides',
      'Develop',
      'Plugin',
    ];
    await expect(menu.getByRole('menuitem')).toHaveText(items.map((item) => item.replace(' New Beta', 'NewBeta')));
    await expect(menu.getByRole('menuitem', { name: 'Governance' })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Studio' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/studio');
    await expect(page.getByRole('menu', { name: 'More' })).toBeHidden();
    // Launch links to /studio and is hidden there
    await expect(page.getByRole('link', { name: 'Launch', exact: true })).toBeHidden();
  });

  for (const route of routeTable) {
    test(`${route.path} is reachable by address and shows its titled page`, async ({ page }) => {
      await page.goto(concrete(route.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ · Callisto$/);
      // A page still to come says what it will hold.
      if (route.planned) await expect(page.getByText(route.description, { exact: true })).toBeVisible();
    });
  }

  test("'/' opens the search dialog, and not while typing in a field", async ({ page }) => {
    await page.goto('/pro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search tokens' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'Search tokens or wallet' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', /"quotes" for an exact match/);
    await input.pressSequentially('a/b');
    await expect(input).toHaveValue('a/b');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search tokens or wallet' })).toBeVisible();

    await page.getByRole('button', { name: 'Search tokens or wallet' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search tokens or wallet' })).toBeFocused();
  });

  test('an unknown first segment shows the invalid-domain page inside the shell', async ({ page }) => {
    await page.goto('/definitely-not-an-app/x');
    await expect(page.getByRole('heading', { level: 1, name: 'This app does not exist' })).toBeVisible();
    await expect(page.getByText('definitely-not-an-app')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown page inside a known area is a 404; /_error is the error page', async ({ page }) => {
    await page.goto('/swap/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/_error');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });

  test('main links are hidden on /claim', async ({ page }) => {
    await page.goto('/claim');
    await expect(page.getByRole('heading', { level: 1, name: 'Claim' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('going offline shows the offline banner, and it leaves when back online', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: "You're currently offline." })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("You're currently offline.")).toBeHidden();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a 375 px viewport shows the bottom bar and the slide-out menu instead of the header links', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Bottom bar' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Swap', 'Pro', 'Perps', 'Lend', 'Portfolio']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);

    await bar.getByRole('link', { name: 'Perps' }).click();
    await expect(page).toHaveURL('/perps');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Airdrop Checker' }).click();
    await expect(page).toHaveURL('/portfolio/airdrop-checker');
    await expect(menu).toBeHidden();
  });

  test('every main page fits a 375 px screen, and a link opens the next page at its top', async ({ page }) => {
    for (const path of ['/', '/pro', '/swap', '/perps', '/lend', '/portfolio']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      // Wide content (the perps market tabs, tables) scrolls inside its own box, never the page.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBeLessThanOrEqual(375);
    }
    await page.goto('/swap');
    await expect(page.getByTestId('pair-title')).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('link', { name: 'Perps' }).click();
    await expect(page).toHaveURL('/perps');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the perps market bar's stats hold still on a phone when the feed status's words change (they once rewrapped beside it)", async ({ page }) => {
    await page.goto('/perps');
    const status = page.getByRole('status', { name: /^Price feed: Live/ });
    await expect(status).toBeVisible();
    const stats = page.locator('dl').filter({ hasText: '24h high' });
    await expect(stats.getByText('24h high').locator('xpath=following-sibling::dd')).toHaveText(/\$/);
    const before = await stats.boundingBox();
    // The status's words as a reconnect shows them: longer than 'Live'.
    await status.evaluate((element) => {
      const text = element.querySelector('span:nth-child(2)');
      if (text) text.textContent = 'Reconnecting… stale for 12 s';
    });
    expect(await stats.boundingBox()).toEqual(before);
  });

  test("a phone's chart card holds the seven chart intervals on one line, at 360 px too (at the wider padding '1D' wrapped alone)", async ({ page }) => {
    await page.goto('/swap');
    const intervals = page.getByRole('group', { name: 'Chart interval' }).getByRole('button');
    await expect(intervals).toHaveCount(7);
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: 740 });
      const tops = await intervals.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(new Set(tops), `${width} px`).toEqual(new Set([tops[0]]));
    }
  });

  test("/pro's change column shows every change whole on a phone, at 360 px too ('+187.4%' and '+792.99k%' once ended in an ellipsis)", async ({ page }) => {
    await page.goto('/pro');
    const grid = page.getByRole('grid').first();
    await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: 740 });
      const fits = await grid.evaluate((element) => {
        const headers = [...element.querySelectorAll('[role="row"][aria-rowindex="1"] [role="columnheader"]')];
        const column = headers.findIndex((header) => header.textContent?.includes('Change'));
        const cells = [...element.querySelectorAll('[role="row"]:not([aria-rowindex="1"])')].map((row) => row.children[column] as HTMLElement | undefined);
        const shown = cells.filter((candidate): candidate is HTMLElement => candidate !== undefined);
        const cut = shown.filter((candidate) => candidate.scrollWidth > candidate.clientWidth).map((candidate) => candidate.textContent);
        const cell = shown[0];
        if (column < 0 || !cell) return 'no change column';
        if (cut.length > 0) return `cut: ${cut.join(', ')}`;
        // The widest text formatChangePercent writes (its property test), whatever the list shows now.
        const probe = document.createElement('span');
        probe.textContent = '+888.8%';
        cell.replaceChildren(probe);
        return cell.scrollWidth <= cell.clientWidth ? 'fits' : `${cell.scrollWidth} px in ${cell.clientWidth}`;
      });
      expect(fits, `${width} px`).toBe('fits');
      // The token column keeps room for the symbol, and the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test("/swap's pair stats hold the chart still on a phone while the pair's figures arrive (they once rewrapped by their values)", async ({ page }) => {
    // Every frame from the first, where the chart's card is on the page (its frame, then the chart).
    await page.addInitScript(() => {
      const tops: number[] = [];
      (window as unknown as { chartTops: number[] }).chartTops = tops;
      const look = () => {
        const card = document.querySelector('section[aria-label="Chart"]');
        if (card) tops.push(Math.round(card.getBoundingClientRect().top + window.scrollY));
        if (tops.length < 600) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/swap');
    await expect(page.getByTestId('pair-price')).toHaveText(/\d USDC$/);
    await expect(page.locator('section[aria-label="Chart"] canvas').first()).toBeVisible();
    await page.waitForTimeout(500);
    const tops = await page.evaluate(() => (window as unknown as { chartTops: number[] }).chartTops);
    expect(tops.length).toBeGreaterThan(0);
    expect(new Set(tops)).toEqual(new Set([tops[0]]));
  });
});
