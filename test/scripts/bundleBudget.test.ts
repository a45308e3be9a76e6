import { pages as appPages } from '@/app/pageModules';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstVisitBudget, firstVisitWeights, formatKb, htmlScripts, routePages, staticClosure } from '../../scripts/bundle/firstVisit';

const routerSource = readFileSync('src/app/pageModules.ts', 'utf8');

describe('bundle report', () => {
  it('reads every lazy page of the router, home first', () => {
    const pages = routePages(routerSource);
    expect(pages[0]).toEqual(['/', 'src/features/home/HomePage.tsx']);
    expect(pages).toContainEqual(['/pro', 'src/features/pro/ExplorePage.tsx']);
    expect(pages).toContainEqual(['/swap/:pair', 'src/features/swap/SwapPage.tsx']);
    expect(pages).toContainEqual(['/perps-v2', 'src/features/perps/PerpsPage.tsx']);
    // Every page route, those sharing a named loader too: none left out of the report or the preload map.
    expect(pages.slice(1).map(([route]) => route)).toEqual(Object.keys(appPages));
  });

  it('follows static imports once each, and never dynamic ones', () => {
    const manifest = {
      'main.tsx': { file: 'main.js', isEntry: true, imports: ['shared'], dynamicImports: ['page.tsx'] },
      shared: { file: 'shared.js', imports: ['main.tsx'] },
      'page.tsx': { file: 'page.js', isDynamicEntry: true, imports: ['shared'] },
    };
    expect([...staticClosure(manifest, 'main.tsx')]).toEqual(['main.tsx', 'shared']);
  });

  it('counts the scripts index.html loads by tag (the early script is in no manifest), not its stylesheets or preloads', () => {
    const html = `<head><script type="module" async crossorigin src="/assets/early-x1.js"></script>
      <script type="module" crossorigin src="/assets/index-y2.js"></script><link rel="modulepreload" href="/assets/zod-z.js"><link rel="stylesheet" href="/assets/index.css"></head>`;
    expect(htmlScripts(html)).toEqual(['assets/early-x1.js', 'assets/index-y2.js']);
  });

  it('holds the landing pages to 190 KB and every other route, new ones too, to 230 KB', () => {
    expect(formatKb(firstVisitBudget('/'))).toBe('190.0 KB');
    expect(formatKb(firstVisitBudget('/pro'))).toBe('190.0 KB');
    expect(formatKb(firstVisitBudget('/pro/hunt'))).toBe('190.0 KB');
    expect(formatKb(firstVisitBudget('/lend/borrow'))).toBe('230.0 KB');
    expect(formatKb(firstVisitBudget('/send'))).toBe('230.0 KB');
  });
});

// A production build into a scratch folder (not dist/, which the browser tests serve).
describe('first-visit budgets', { timeout: 180_000 }, () => {
  it('every route downloads at most its budget of gzipped JavaScript on a first visit', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'callisto-build-'));
    try {
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        stdio: 'pipe',
        // Vitest sets NODE_ENV=test, which would build React's development bundle.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const weights = firstVisitWeights(outDir, routerSource);
      // The early script, built apart, is part of every first visit.
      for (const weight of weights)
        expect(
          weight.files.filter((file) => /^assets\/early-[\w-]+\.js$/.test(file)),
          weight.route,
        ).toHaveLength(1);
      expect(weights.map((weight) => weight.route)).toEqual(routePages(routerSource).map(([route]) => route));
      // The wallet stack and the chart library never ride in a first visit: they come when used.
      for (const weight of weights)
        expect(
          weight.files.filter((file) => /WalletLayer|lightweight-charts|qrcode/i.test(file)),
          weight.route,
        ).toEqual([]);
      const over = weights
        .filter(({ route, gzipBytes }) => gzipBytes > firstVisitBudget(route))
        .map(({ route, gzipBytes }) => `${route} ${formatKb(gzipBytes)} > ${formatKb(firstVisitBudget(route))}`);
      expect(over).toEqual([]);
      // The early script preloads each landing page's chunks from index.html's map: the map must
      // name the chunk the router loads for the page, for every route.
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const content = /<meta name="callisto-page-chunks" content='([^']*)'>/.exec(html)?.[1] ?? '{}';
      const map = JSON.parse(content.replaceAll('&#39;', "'").replaceAll('&amp;', '&')) as { files: string[]; routes: Record<string, number[]> };
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
      for (const [route, page] of routePages(routerSource))
        expect(
          map.routes[route]?.map((index) => map.files[index]),
          route,
        ).toContain(manifest[page]?.file);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
