import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of streams/ (stryker.config.mjs): the streams
 * project alone (Node, virtual time), without the lint, script and document checks, which
 * read files rather than run the code, and without the UI and simulator projects.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@streams': here('./streams'), '@': here('./src') } },
  test: {
    globals: true,
    setupFiles: ['test/support/setup.ts', 'test/support/mutationStaticReset.ts'],
    environment: 'node',
    include: ['test/streams/**/*.test.ts'],
    testTimeout: 20_000,
    // One module graph per worker instead of one per test file: the initial run over all the
    // streams tests takes 11 s instead of 63 s, and so does each mutant's run. A static mutant
    // (in code that runs when its module loads: a table, a schema) needs its modules loaded
    // afresh: mutationStaticReset.ts does that for static runs only.
    isolate: false,
  },
});
