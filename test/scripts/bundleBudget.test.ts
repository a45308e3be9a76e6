import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_VISIT_BUDGET_BYTES, firstVisitWeights, formatKb, routePages, staticClosure } from '../../scripts/bundle/firstVisit';

const routerSource = readFileSync('src/app/router.tsx', 'utf8');

describe('bundle report', () => {
  it('reads every lazy page of the router, home first', () => {
    const pages = routePages(routerSource);
    expect(pages[0]).toEqual(['/', 'src/features/home/HomePage.tsx']);
    expect(pages).toContainEqual(['/pro', 'src/features/pro/ExplorePage.tsx']);
    expect(pages).toContainEqual(['/swap/:pair', 'src/features/swap/SwapPage.tsx']);
  });

  it('follows static imports once each, and never dynamic ones', () => {
    const manifest = {
      'main.tsx': { file: 'main.js', isEntry: true, imports: ['shared'], dynamicImports: ['page.tsx'] },
      shared: { file: 'shared.js', imports: ['main.tsx'] },
      'page.tsx': { file: 'page.js', isDynamicEntry: true, imports: ['shared'] },
    };
    expect([...staticClosure(manifest, 'main.tsx')]).toEqual(['main.tsx', 'shared']);
  });
});

// A production build into a scratch folder (not dist/, which the browser tests serve).
describe('first-visit budget', { timeout: 180_000 }, () => {
  it(`a first visit to /pro downloads at most ${formatKb(FIRST_VISIT_BUDGET_BYTES['/pro'] ?? 0)} of gzipped JavaScript`, () => {
    const outDir = mkdtempSync(join(tmpdir(), 'callisto-build-'));
    try {
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        stdio: 'pipe',
        // Vitest sets NODE_ENV=test, which would build React's development bundle.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const pro = firstVisitWeights(outDir, routerSource).find((weight) => weight.route === '/pro');
      expect(pro).toBeDefined();
      // The wallet stack and the pages' own libraries stay out of it.
      expect(pro?.files.some((file) => /WalletLayer|lightweight-charts|qrcode/i.test(file))).toBe(false);
      expect(pro?.gzipBytes).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES['/pro'] ?? 0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
