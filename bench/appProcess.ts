import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stopChild, waitForHttp } from './childServer';

const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

/** The VITE_ variables the build was made with: a benchmark that changes one builds again. */
let builtWith: string | undefined;
const viteEnv = () =>
  JSON.stringify(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(),
  );

/**
 * Builds the app for production and serves it with `vite preview` on 127.0.0.1:`port` (4173, as
 * vite.config.ts, unless a benchmark that runs beside others needs a port of its own). One build
 * per run of `npm run bench`: the sources do not change between benchmarks (a build takes a
 * minute of the smoke run's two cores each time).
 */
export const servePreview = async (port = 4173): Promise<{ url: string; stop(): Promise<void> }> => {
  if (builtWith !== viteEnv()) {
    const build = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    builtWith = viteEnv();
  }
  const child: ChildProcess = spawn(process.execPath, [viteBin, 'preview', '--strictPort', '--port', String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, 30_000, 'vite preview did not start');
  return {
    url,
    stop: () => stopChild(child),
  };
};
