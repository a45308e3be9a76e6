// @ts-check
/* global process */
/**
 * Mutation testing of the streams layer (`npm run mutation`, outside `npm test`): StrykerJS
 * changes the code one small way at a time (a `>` for a `>=`, a removed call, an emptied
 * string) and runs the streams tests against each change; a change no test notices is a
 * surviving mutant, a behaviour the tests do not pin. Incremental: each run's incremental.json
 * keeps the results, and a later run tests only the mutants whose code or tests changed.
 * `MUTATE=streams/tx npm run mutation` runs one area (reports in reports/mutation/tx/), and
 * `MUTATE=streams/orders/limitDraft.ts` one file.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const area = process.env.MUTATE?.replace(/\/$/, '');
/** Each area keeps its own reports and incremental file: reports/mutation/<area>/ (`all` for the whole layer). */
const reports = `reports/mutation/${area ? area.replace(/^streams\//, '').replaceAll('/', '-') : 'all'}`;
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  // All of it: front doors and type-only files simply yield no mutants; the timing constants
  // (numbers, which Stryker leaves alone) are `npm run check:timing`'s.
  mutate: [area?.endsWith('.ts') ? area : `${area ?? 'streams'}/**/*.ts`],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0, reportScoreTable: true, reportMutants: false },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  // Build output, browser-test output and reports are not inputs: copying them into the sandbox
  // while a build or a browser test rewrites them fails the run.
  ignorePatterns: ['/dist', '/lib', '/test-results', '/playwright-report', '/reports', '/bench/results'],
  cleanTempDir: 'always',
};
