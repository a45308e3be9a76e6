import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicyPlugin } from './scripts/cspPlugin.ts';
import { earlyEntryPlugin } from './scripts/earlyEntryPlugin.ts';
import { streamsModuleSideEffects } from './scripts/streamsSideEffects.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The app always runs on 127.0.0.1:5173 so that `npm start`, Playwright and the README agree.
const host = '127.0.0.1';
const port = Number(process.env.APP_PORT ?? 5173);

export default defineConfig(({ command }) => ({
  // The production build and `vite preview` carry a strict CSP (scripts/cspPlugin.ts); dev has none.
  // index.html's first script is src/early.ts, an entry of its own (scripts/earlyEntryPlugin.ts).
  plugins: [react(), contentSecurityPolicyPlugin(), earlyEntryPlugin()],
  resolve: {
    alias: [
      { find: '@streams', replacement: here('./streams') },
      { find: '@', replacement: here('./src') },
      // react-router's package exports only its development build (warnings, invariants); the
      // production one sits beside it: builds take that, dev and tests keep the warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') }] : []),
    ],
  },
  clearScreen: false,
  server: { host, port, strictPort: true },
  preview: { host, port: 4173, strictPort: true },
  // The manifest feeds the bundle report (scripts/bundle-report.ts): first-visit weight per route.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Streams modules have no side effects: a page pays only for the exports it uses.
      treeshake: { moduleSideEffects: streamsModuleSideEffects },
      output: {
        // zod and the switch that keeps it from probing for eval (forbidden by our CSP) in one
        // chunk: any chunk that creates a schema imports this one, so the switch always runs
        // first, however the other modules are split. rxjs (and its tslib helpers) in one chunk too:
        // left to itself the splitter made a small chunk of operators for each set of pages
        // sharing them, and the first visit paid for each one. The same for a few small modules
        // that every page and the lazy shell parts share (the streams context, base58, the cache,
        // the timing table): one 'core' chunk instead of a handful of tiny ones.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zodWithoutEval\.ts$/ },
            { name: 'rxjs', test: /[\\/]node_modules[\\/](rxjs|tslib)[\\/]/ },
            // The chart library under its own name, so the bundle budget test can see that no
            // first visit carries it (charts load it when they mount).
            { name: 'lightweight-charts', test: /[\\/]node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
            // The core chunk also holds modules the page's first script (src/early.ts) once shared
            // with the app (it is now built apart, with copies of its own): left to itself the
            // splitter cut such modules into small chunks, and every first visit paid for them.
            {
              name: 'core',
              test: new RegExp(
                [
                  /src[\\/]app[\\/](StreamsContext\.tsx|earlyRequests\.ts|landingRequest\.ts|pageStorage\.ts|routeMatch\.ts)/,
                  /src[\\/]features[\\/]pro[\\/](categoryLabels|landingList)\.ts/,
                  /streams[\\/]schemas[\\/]primitives\.ts/,
                  /streams[\\/]solana[\\/](codec|rpcError)\.ts/,
                  /streams[\\/]core[\\/](cachedResource|shareLatest|timing|persistedValue|ports|query|locale)\.ts/,
                  /streams[\\/]core[\\/]config[\\/](endpoints|originGuard|resolveConfig)\.ts/,
                  /streams[\\/]market[\\/](categories|listSettingsKey|landingSnapshot|tokenRow)\.ts/,
                  /streams[\\/]catalogues[\\/]categories\.ts/,
                ]
                  .map((part) => `[\\\\/]${part.source}$`)
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['test/support/setup.ts'],
    // Bounded parallelism: the machines have two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'streams',
          environment: 'node',
          include: ['test/streams/**/*.test.ts', 'test/lint/**/*.test.ts', 'test/scripts/**/*.test.ts', 'test/docs/**/*.test.ts'],
          // Virtual time: a test never waits; the wall-clock limit only guards a loaded machine.
          testTimeout: 20_000,
          // One module graph per worker instead of one per file: these tests mock nothing and
          // build their own streams, as the mutation runs (which already run them so) rely on.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'sim', environment: 'node', include: ['test/sim/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['test/src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/setup.ts', 'test/support/setupDom.ts'],
          // A lazy page's first import takes seconds on a loaded two-core machine (the default 5 s
          // failed a /swap test there); the findBy waits inside stay shorter than this.
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
