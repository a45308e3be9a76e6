/**
 * `npm run build` ends with this report: gzipped JavaScript a first visit to each route
 * downloads (entry + page + their static imports), against the budgets in firstVisit.ts.
 * It only reports: the budgets are enforced by test/scripts/bundleBudget.test.ts.
 */
import { readFileSync } from 'node:fs';
import { firstVisitBudget, firstVisitWeights, formatKb } from './bundle/firstVisit';

const outDir = process.argv[2] ?? 'dist';
const weights = firstVisitWeights(outDir, readFileSync('src/app/pageModules.ts', 'utf8'));
console.log('\nFirst visit, gzipped JavaScript per route (entry + page + static imports):');
console.table(
  weights.map(({ route, page, files, gzipBytes }) => ({
    route,
    page: page.replace(/^src\/features\//, ''),
    chunks: files.length,
    gzip: formatKb(gzipBytes),
    budget: formatKb(firstVisitBudget(route)),
  })),
);
const over = weights.filter(({ route, gzipBytes }) => gzipBytes > firstVisitBudget(route));
for (const { route, gzipBytes } of over) console.warn(`Over budget: ${route} is ${formatKb(gzipBytes)} (budget ${formatKb(firstVisitBudget(route))})`);
