import { servePreview } from './appProcess';
import { heapMeter, launchChromium } from './browser';
import { type Benchmark, round } from './harness';
import { pageProbe } from './pageProbe';
import { spawnSim } from './simProcess';
import { sized } from './smoke';

const SECONDS = sized(30, 2);
const WARMUP_SECONDS = sized(5, 1);
const SIM_PORT = 18787;
// 200 delivers about 5,000 pool updates/s to one client at 500 tokens (the issue-13 goal).
const RATE = Number(process.env.BENCH_SIM_RATE ?? 200);

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

interface ProbeState {
  frames: number[];
  longTasks: number[];
  messages: number;
  updates: number;
  latencies: number[];
}

/**
 * The explore page (production build) against the simulator at 500 tokens in firehose mode,
 * 30 s in headless Chromium: frame rate, frame times, long tasks, update-to-paint latency,
 * JS heap. Goals: 5,000 updates/s delivered, median ≥ 55 fps, p95 frame ≤ 33 ms, no long task over 50 ms,
 * update-to-paint p95 ≤ 100 ms, heap growth under 10 MB.
 */
export const browserFirehoseBenchmark: Benchmark = {
  name: 'browser-firehose',
  description: `Explore page (New tab) in headless Chromium, 500 tokens, SIM_RATE=${RATE}, ${SECONDS} s`,
  run: async () => {
    const sim = await spawnSim({ SIM_TOKENS: '500', SIM_RATE: String(RATE), SIM_RPC_PORT: String(SIM_PORT + 112) }, SIM_PORT);
    const app = await servePreview().catch(async (error: unknown) => {
      await sim.stop();
      throw error;
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      // tsx keeps function names with __name(...) calls, which the page does not have.
      await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      await page.addInitScript(pageProbe);
      const heap = await heapMeter(page);
      await page.goto(`${app.url}/pro?tab=recent&api=http://127.0.0.1:${SIM_PORT}&ws=ws://127.0.0.1:${SIM_PORT}/ws`);
      await page.getByRole('grid').waitFor({ timeout: 30_000 });
      if (process.env.BENCH_NO_ANIMATION) await page.addStyleTag({ content: '* { animation: none !important; }' });
      await page.waitForTimeout(WARMUP_SECONDS * 1000);
      const heapStart = await heap();
      await page.evaluate(() => (window as unknown as { __probe: { reset(): void } }).__probe.reset());
      await page.waitForTimeout(SECONDS * 1000);
      const probe = await page.evaluate(() => {
        const { frames, longTasks, messages, updates, latencies } = (window as unknown as { __probe: ProbeState }).__probe;
        return { frames, longTasks, messages, updates, latencies };
      });
      const heapEnd = await heap();

      const intervals = probe.frames.slice(1).map((time, i) => time - (probe.frames[i] ?? time));
      const perSecond: number[] = [];
      const start = probe.frames[0] ?? 0;
      for (const time of probe.frames) {
        const second = Math.floor((time - start) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
      return [
        { name: 'pool updates received', value: round(probe.updates / SECONDS), unit: 'updates/s' },
        { name: 'stream frames received', value: round(probe.messages / SECONDS), unit: 'frames/s' },
        { name: 'median fps (per-second counts)', value: percentile(perSecond.slice(0, SECONDS), 0.5), unit: 'fps' },
        { name: 'p95 frame time', value: round(percentile(intervals, 0.95), 1), unit: 'ms' },
        { name: 'long tasks over 50 ms', value: probe.longTasks.length, unit: 'tasks' },
        { name: 'longest task', value: round(Math.max(0, ...probe.longTasks), 0), unit: 'ms' },
        { name: 'update-to-paint p50', value: round(percentile(probe.latencies, 0.5), 1), unit: 'ms' },
        { name: 'update-to-paint p95', value: round(percentile(probe.latencies, 0.95), 1), unit: 'ms' },
        { name: 'JS heap at start (after GC)', value: round(heapStart, 1), unit: 'MB' },
        { name: 'JS heap growth over the run', value: round(heapEnd - heapStart, 1), unit: 'MB' },
      ];
    } finally {
      await browser.close();
      await Promise.all([app.stop(), sim.stop()]);
    }
  },
};
