import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium where it exists (our machines); Playwright's own browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
// The production build, served by `vite preview`: what users get, and far faster to load than
// the dev server's unbundled modules.
const appUrl = 'http://127.0.0.1:4173';
const simHealthUrl = 'http://127.0.0.1:8787/health';
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Two workers share two cores with the simulator, the preview server and two browsers: a test
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: '**/*.exclusive.spec.ts' },
    // Tests that flip simulator-wide switches (lost transactions, rogue builds, stream faults):
    // after all others, one at a time (one spec's afterEach would otherwise reset another's switch).
    { name: 'exclusive', use: { ...devices['Desktop Chrome'] }, testMatch: '**/*.exclusive.spec.ts', dependencies: ['chromium'], workers: 1 },
  ],
  webServer: [
    { command: 'npm run sim', url: simHealthUrl, reuseExistingServer: !ci, timeout: 60_000, stdout: 'ignore' },
    { command: 'npm run build && npm run preview', url: appUrl, reuseExistingServer: !ci, timeout: 180_000, stdout: 'ignore' },
  ],
});
