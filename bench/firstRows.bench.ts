import type { Browser } from '@playwright/test';
import { servePreview } from './appProcess';
import { launchChromium } from './browser';
import { type Benchmark, type Figure, round } from './harness';
import { spawnSim } from './simProcess';
import { sized } from './smoke';

const VISITS = sized(5, 1);
const SIM_PORT = 18807;

/** Issue 27's phone: 8 Mbps down, 150 ms of latency, a CPU four times slower. */
const PHONE = { latency: 150, downloadThroughput: (8 * 1024 * 1024) / 8, uploadThroughput: (2 * 1024 * 1024) / 8, cpuRate: 4 };

/**
 * Runs in the page before anything else: when the socket was made, opened and first spoke, and
 * when the grid showed its first data row (the header is row 1), in ms since navigation start.
 * The first frame is kept for reading by hand only: the rows come from the list's HTTP answer,
 * so a visit whose rows show before any frame has none.
 */
const probe = `
  const marks = (window.__firstRows = { socketMade: undefined, socketOpen: undefined, firstFrame: undefined, firstRow: undefined });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      marks.socketMade ??= performance.now();
      this.addEventListener('open', () => (marks.socketOpen ??= performance.now()));
      this.addEventListener('message', () => (marks.firstFrame ??= performance.now()));
    }
  };
  const seen = () => {
    if (marks.firstRow === undefined && document.querySelector('[role="grid"] [role="row"][aria-rowindex="2"]')) {
      marks.firstRow = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { subtree: true, childList: true });
`;

interface Visit {
  readonly html: number;
  readonly entry: number;
  readonly page: number;
  readonly config: number;
  readonly list: number;
  readonly socketMade: number;
  readonly socketOpen: number;
  readonly firstFrame: number;
  readonly firstRow: number;
}

/** One cold visit to /pro in a fresh context (empty cache): the waterfall's steps, ms since navigation start. */
const visit = async (browser: Browser, url: string, phone: boolean): Promise<Visit> => {
  const context = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    // tsx keeps function names with __name(...) calls, which the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript({ content: probe });
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latency,
        downloadThroughput: PHONE.downloadThroughput,
        uploadThroughput: PHONE.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
    }
    await page.goto(url);
    // The rows can show before the socket opens and the remote config arrives (the list's HTTP
    // answer is enough): the waterfall waits for all three.
    await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __firstRows: { firstRow?: number; socketOpen?: number } }).__firstRows;
        const config = performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remoteConfig/'));
        return marks.firstRow !== undefined && marks.socketOpen !== undefined && config;
      },
      undefined,
      // Every 100 ms, not every frame: Playwright's default polls on each animation frame, in the
      // page's main thread, while it boots (~70 ms later rows on the phone profile, A/B of one build).
      { timeout: 60_000, polling: 100 },
    );
    return await page.evaluate(() => {
      const marks = (window as unknown as { __firstRows: Record<string, number | undefined> }).__firstRows;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const done = (test: (name: string) => boolean) => resources.find((entry) => test(entry.name))?.responseEnd ?? Number.NaN;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        html: navigation?.responseEnd ?? Number.NaN,
        entry: done((name) => /\/assets\/index-[^/]*\.js$/.test(name)),
        page: done((name) => /\/assets\/ExploreView-[^/]*\.js$/.test(name)),
        config: done((name) => name.includes('/remoteConfig/')),
        // /pro lands on Cooking (the trending list); the watchlist bar's /v1/pools?assetIds= is another request.
        list: done((name) => /\/v1\/pools\/toptrending\//.test(name)),
        socketMade: marks.socketMade ?? Number.NaN,
        socketOpen: marks.socketOpen ?? Number.NaN,
        firstFrame: marks.firstFrame ?? Number.NaN,
        firstRow: marks.firstRow ?? Number.NaN,
      };
    });
  } finally {
    await context.close();
  }
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const STEPS: ReadonlyArray<[keyof Visit, string]> = [
  ['html', 'HTML in'],
  ['entry', 'entry script in'],
  ['page', '/pro page chunk in'],
  ['config', 'remote config in'],
  ['socketMade', 'stream socket made'],
  ['socketOpen', 'stream socket open'],
  ['list', "landing list's HTTP answer in"],
  ['firstRow', 'first row on screen'],
];

const figuresOf = (profile: string, visits: readonly Visit[]): Figure[] =>
  STEPS.map(([key, label]) => ({
    name: `${profile}: ${label}, median of ${visits.length}`,
    value: round(median(visits.map((one) => one[key])), 0),
    unit: 'ms',
  }));

/**
 * Issue 27 item 1: a cold visit to /pro on the production build, until its first row shows, on
 * loopback and on the phone-like profile (goals 500 ms and 1,500 ms), with the waterfall of the
 * steps it waits for. Each visit is a fresh browser context (nothing cached).
 */
export const firstRowsBenchmark: Benchmark = {
  name: 'first-rows',
  description: `Cold /pro visits (production build, simulator at 500 tokens), first data row: loopback and phone-like (8 Mbps, 150 ms, CPU ×4), median of ${VISITS}`,
  run: async () => {
    const sim = await spawnSim({ SIM_TOKENS: '500', SIM_RPC_PORT: String(SIM_PORT + 112) }, SIM_PORT);
    const app = await servePreview().catch(async (error: unknown) => {
      await sim.stop();
      throw error;
    });
    const browser = await launchChromium();
    try {
      const url = `${app.url}/pro?api=http://127.0.0.1:${SIM_PORT}&ws=ws://127.0.0.1:${SIM_PORT}/ws&rpc=http://127.0.0.1:${SIM_PORT + 112}`;
      await visit(browser, url, false); // warm-up: the preview server's and the simulator's first answers
      const loopback: Visit[] = [];
      const phone: Visit[] = [];
      for (let i = 0; i < VISITS; i++) {
        loopback.push(await visit(browser, url, false));
        phone.push(await visit(browser, url, true));
      }
      return [...figuresOf('loopback', loopback), ...figuresOf('phone', phone)];
    } finally {
      await browser.close();
      await app.stop();
      await sim.stop();
    }
  },
};
