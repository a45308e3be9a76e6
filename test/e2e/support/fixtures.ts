import { type BrowserContext, test as base, expect } from '@playwright/test';

// Everything else of Playwright's API (types, devices…) as it is, so a spec swaps one module name.
export * from '@playwright/test';

/** What the browser says about the Content-Security-Policy: violations, and directives it ignores. */
export const mentionsCsp = (text: string) => /Content[- ]Security[- ]Policy/i.test(text);

/**
 * Collects every CSP complaint of a browser context: the console messages Chromium prints for a
 * blocked load, eval or inline style, plus each `securitypolicyviolation` event, which the page
 * reports through the console too (an init script runs before the app, outside the policy).
 */
export const watchCsp = async (context: BrowserContext): Promise<string[]> => {
  const complaints: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (mentionsCsp(message.text())) complaints.push(`${message.type()} on ${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  return complaints;
};

/**
 * The suite's `test`: Playwright's, with an automatic check that no page of the test's context
 * printed a CSP violation. Every spec imports from here instead of '@playwright/test'. A context
 * a test opens itself (`browser.newContext()`) is not watched: call `watchCsp` on it.
 */
export const test = base.extend<{ noCspViolations: void; dismissBackupPrompt: boolean; backupPromptHandler: void }>({
  /**
   * A funded quick account is asked once to back up its key, in a card that may cover buttons
   * a test wants: by default the card is dismissed whenever it shows (Playwright's locator
   * handler). The key-durability tests turn this off to look at it.
   */
  dismissBackupPrompt: [true, { option: true }],
  backupPromptHandler: [
    async ({ page, dismissBackupPrompt }, use) => {
      if (dismissBackupPrompt) {
        await page.addLocatorHandler(page.getByRole('complementary', { name: 'Back up your quick account' }), async (card) => {
          await card.getByRole('button', { name: 'Not now' }).click();
        });
      }
      await use();
    },
    { auto: true },
  ],
  noCspViolations: [
    async ({ context }, use) => {
      const complaints = await watchCsp(context);
      await use();
      expect(complaints, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
