import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { type Simulator, type SimulatorOption, envOf, exclusiveSimulator, originsOf, sharedSimulator } from './test/e2e/support/simulators';

// Debian's chromium where it exists (our machines); Playwright's own browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
// The production build, served by `vite preview`: what users get, and far faster to load than
// the dev server's unbundled modules.
const appUrl = 'http://127.0.0.1:4173';
const ci = Boolean(process.env.CI);

/** `npm run sim` on the simulator's ports (test/e2e/support/simulators.ts). */
const simServer = (simulator: Simulator) => ({
  command: 'npm run sim',
  env: envOf(simulator),
  url: `${originsOf(simulator).api}/health`,
  reuseExistingServer: !ci,
  timeout: 60_000,
  stdout: 'ignore' as const,
});

export default defineConfig<object, SimulatorOption>({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two browsers at once: the two cores are the limit (a third worker made every test about twice
  // as slow, the whole run longer; README, Scripts).
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Two workers share two cores with the simulators, the preview server and two browsers: a test
  // that takes 8 s alone takes 20 s beside a heavy one, so the limits leave room for that.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Tests that flip simulator-wide switches (lost transactions, rogue builds, stream faults): on
    // a simulator of their own (28787, RPC 28899, pubsub 28900, second RPC 28898), one at a time
    // (one spec's afterEach would otherwise reset another's switch). Listed first, so one of the
    // two workers runs them from the start while the other runs the chromium project's tests,
    // which get both once these are done. Their pages reach their simulator through the app's
    // stored endpoint overrides (fixtures.ts).
    { name: 'exclusive', use: { ...devices['Desktop Chrome'], simulator: exclusiveSimulator }, testMatch: '**/*.exclusive.spec.ts', workers: 1 },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], simulator: sharedSimulator }, testIgnore: '**/*.exclusive.spec.ts' },
  ],
  webServer: [
    simServer(sharedSimulator),
    simServer(exclusiveSimulator),
    { command: 'npm run build && npm run preview', url: appUrl, reuseExistingServer: !ci, timeout: 180_000, stdout: 'ignore' },
  ],
});
