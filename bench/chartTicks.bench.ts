import { createServer } from 'vite';
import { launchChromium } from './browser';
import { type Benchmark, round } from './harness';
import { sized } from './smoke';

const SECONDS = sized(20, 2);

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0;

/**
 * Issue 7: one tick per frame on a 10,000-bar candlestick chart (lightweight-charts v5, the
 * app's live-bar rule) in headless Chromium: median frames per second (goal ≥ 55) and frame times.
 */
export const chartTicksBenchmark: Benchmark = {
  name: 'chart-ticks',
  description: `10,000-bar candlestick chart, one tick per frame, headless Chromium, ${SECONDS} s`,
  run: async () => {
    const server = await createServer({ root: 'bench/chartPage', configFile: false, logLevel: 'error', server: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    const url = server.resolvedUrls?.local[0] ?? '';
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(url);
      await page.waitForFunction(() => '__chartBench' in window, undefined, { timeout: 60_000 });
      await page.waitForTimeout(2_000);
      await page.evaluate(() => (window as unknown as { __chartBench: { start(): void } }).__chartBench.start());
      await page.waitForTimeout(SECONDS * 1000);
      const frames = await page.evaluate(() => (window as unknown as { __chartBench: { stop(): number[] } }).__chartBench.stop());
      const intervals = frames.slice(1).map((time, i) => time - (frames[i] ?? time));
      const perSecond: number[] = [];
      const first = frames[0] ?? 0;
      for (const time of frames) {
        const second = Math.floor((time - first) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
      return [
        { name: 'ticks drawn', value: frames.length, unit: 'ticks' },
        { name: 'median fps (per-second counts)', value: percentile(perSecond.slice(0, SECONDS), 0.5), unit: 'fps' },
        { name: 'frame time p95', value: round(percentile(intervals, 0.95), 1), unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
