import { existsSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';

/** Headless Chromium as the machines have it (Debian's, when present) with the project's flags. */
export const launchChromium = () =>
  chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

/** The page's used JS heap in MB, after a garbage collection. */
export const heapMeter = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1e6;
  };
};
