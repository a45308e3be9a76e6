import { defineConfig } from 'vite';

/**
 * `npm run build:streams`: the streams layer as an ES module (lib/streams/library.js) for the
 * package's `callisto/streams` entry; its types come from tsconfig.streams.json. The libraries
 * it uses stay imports (the user's own copies), so the file holds only our code.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'lib/streams',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: { entry: 'streams/library.ts', formats: ['es'], fileName: () => 'library.js' },
    rolldownOptions: { external: [/^rxjs(\/|$)/, /^zod(\/|$)/, 'decimal.js', 'bs58', /^@solana\//, 'buffer'] },
  },
});
