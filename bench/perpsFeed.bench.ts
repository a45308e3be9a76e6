import { servePreview } from './appProcess';
import { heapMeter, launchChromium } from './browser';
import { type Benchmark, round } from './harness';
import { spawnSim } from './simProcess';
import { sized } from './smoke';

const SIM_PORT = 18797;
const MINUTES = Number(process.env.BENCH_PERPS_MINUTES ?? 10);
const WARMUP_SECONDS = sized(30, 1);
/** How long the feed is watched after the warm-up (BENCH_PERPS_MINUTES, or 2 s in a smoke run). */
const MEASURE_MS = sized(MINUTES * 60_000, 2_000);

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0;

/**
 * In the page: stamps each SOL price frame from the perps socket as it arrives, and each change
 * of the SOL price on screen (and the frame that paints it). Plain JS: it runs before the app.
 */
const probe = `
  window.__perps = { ticks: [], shown: [] };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      if (String(args[0]).includes('/perps/ws')) {
        this.addEventListener('message', (event) => {
          if (typeof event.data === 'string' && event.data.includes('"solusd"') && event.data.includes('"price"')) window.__perps.ticks.push(performance.now());
        });
      }
    }
  };
  const watch = () => {
    const price = document.querySelector('[data-testid="live-price-SOL"]');
    if (!price) return void setTimeout(watch, 100);
    new MutationObserver(() => {
      const changedAt = performance.now();
      requestAnimationFrame(() => window.__perps.shown.push({ changedAt, paintAt: performance.now() }));
    }).observe(price, { childList: true, characterData: true, subtree: true });
  };
  document.addEventListener('DOMContentLoaded', watch);
`;

/**
 * Issue 8: oracle tick to price shown on /perps (production build, simulator's price socket, one
 * SOL tick every 250 ms), p95 (goal: within one frame of arrival), and JS heap growth over
 * BENCH_PERPS_MINUTES (default 10) of feeds after a 30 s warm-up (goal under 5 MB).
 */
export const perpsFeedBenchmark: Benchmark = {
  name: 'perps-feed',
  description: `/perps in headless Chromium: SOL tick arrival → price on screen, and heap over ${MINUTES} min of feeds`,
  run: async () => {
    const sim = await spawnSim({ SIM_RPC_PORT: String(SIM_PORT + 112) }, SIM_PORT);
    const app = await servePreview().catch(async (error: unknown) => {
      await sim.stop();
      throw error;
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript({ content: probe });
      const heap = await heapMeter(page);
      await page.goto(`${app.url}/perps?api=http://127.0.0.1:${SIM_PORT}&ws=ws://127.0.0.1:${SIM_PORT}/ws&rpc=http://127.0.0.1:${SIM_PORT + 112}`);
      await page.getByTestId('live-price-SOL').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(WARMUP_SECONDS * 1000);
      const heapStart = await heap();
      await page.evaluate(() => {
        const state = (window as unknown as { __perps: { ticks: number[]; shown: unknown[] } }).__perps;
        state.ticks.length = 0;
        state.shown.length = 0;
      });
      await page.waitForTimeout(MEASURE_MS);
      const { ticks, shown } = await page.evaluate(
        () => (window as unknown as { __perps: { ticks: number[]; shown: { changedAt: number; paintAt: number }[] } }).__perps,
      );
      const heapEnd = await heap();
      // Each change on screen belongs to the latest tick that arrived before it.
      const toScreen: number[] = [];
      const toPaint: number[] = [];
      for (const { changedAt, paintAt } of shown) {
        const tick = ticks.filter((at) => at <= changedAt).at(-1);
        if (tick === undefined) continue;
        toScreen.push(changedAt - tick);
        toPaint.push(paintAt - tick);
      }
      return [
        { name: 'SOL ticks received', value: ticks.length, unit: 'ticks' },
        { name: 'price changes on screen', value: shown.length, unit: 'changes' },
        { name: 'tick → DOM updated, p95', value: round(percentile(toScreen, 0.95), 1), unit: 'ms' },
        { name: 'tick → next frame callback, median', value: round(percentile(toPaint, 0.5), 1), unit: 'ms' },
        { name: 'tick → next frame callback, p95', value: round(percentile(toPaint, 0.95), 1), unit: 'ms' },
        { name: `JS heap growth over ${MINUTES} min after warm-up`, value: round(heapEnd - heapStart, 2), unit: 'MB' },
      ];
    } finally {
      await browser.close();
      await app.stop();
      await sim.stop();
    }
  },
};
