import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { storageKeys } from '../../../streams/core/config/resolveConfig';
import { useSimulator } from './ledger';
import { type Simulator, type SimulatorOption, originsOf, portsOf, sharedSimulator, simulators } from './simulators';

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

const isShared = (simulator: Simulator) => simulator.port === sharedSimulator.port;

/**
 * Points the app of every page of `context` at `simulator` before any of its scripts runs: the
 * stored endpoint overrides (streams/core/config/resolveConfig.ts), set on each load of the app's
 * origin. The stream socket and the RPC's pubsub follow from them, and so do the RPC choice's
 * second port, the icons and the metadata the simulator serves on its own origin.
 */
const pointAppAt = async (context: BrowserContext, appOrigin: string, simulator: Simulator) => {
  const { api, ws, rpc } = originsOf(simulator);
  const entries: [string, string][] = [
    [storageKeys.override('api'), api],
    [storageKeys.override('ws'), ws],
    [storageKeys.override('rpc'), rpc],
  ];
  await context.addInitScript(
    ({ origin, items }) => {
      if (window.location.origin !== origin) return;
      for (const [key, value] of items) window.localStorage.setItem(key, value);
    },
    { origin: appOrigin, items: entries },
  );
};

/** Every request and socket the pages of `context` open to a simulator other than `simulator`. */
const watchStrayCalls = (context: BrowserContext, simulator: Simulator): string[] => {
  const foreign = new Set(simulators.filter((other) => other.port !== simulator.port).flatMap((other) => portsOf(other).map(String)));
  const stray: string[] = [];
  const check = (url: string) => {
    const { hostname, port } = new URL(url);
    if ((hostname === '127.0.0.1' || hostname === 'localhost') && foreign.has(port)) stray.push(url);
  };
  const watchPage = (page: Page) => page.on('websocket', (socket) => check(socket.url()));
  context.on('request', (request) => check(request.url()));
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return stray;
};

/**
 * The suite's `test`: Playwright's, with an automatic check that no page of the test's context
 * printed a CSP violation. Every spec imports from here instead of '@playwright/test'. A context
 * a test opens itself (`browser.newContext()`) is not watched: call `watchCsp` on it.
 *
 * Each project names its simulator (`simulator`, an option of playwright.config.ts): the helpers
 * of ledger.ts call it, every page's app calls it, and a test whose pages called another
 * simulator fails.
 */
export const test = base.extend<
  { noCspViolations: void; dismissBackupPrompt: boolean; backupPromptHandler: void; appOnSimulator: void },
  SimulatorOption & { simulatorHelpers: void }
>({
  simulator: [sharedSimulator, { option: true, scope: 'worker' }],
  simulatorHelpers: [
    async ({ simulator }, use) => {
      useSimulator(simulator);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  appOnSimulator: [
    async ({ context, simulator, baseURL }, use) => {
      if (!isShared(simulator)) await pointAppAt(context, new URL(baseURL ?? '').origin, simulator);
      const stray = watchStrayCalls(context, simulator);
      await use();
      expect(stray, 'calls to another project’s simulator').toEqual([]);
    },
    { auto: true },
  ],
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
          // The card can go by itself while the handler presses it (its account removed, the page
          // reloaded): a click that waits for it then hangs the test's next step (CI, 0bc7b5b).
          await card
            .getByRole('button', { name: 'Not now' })
            .click({ timeout: 5_000 })
            .catch(async (error: unknown) => {
              if (await card.isVisible()) throw error;
            });
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
