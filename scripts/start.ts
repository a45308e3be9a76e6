/**
 * `npm start`: the simulator and the Vite dev server in one command. Ctrl-C (or either of
 * them dying) stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const appUrl = 'http://127.0.0.1:5173';
const simUrl = `http://127.0.0.1:${process.env.SIM_PORT ?? 8787}`;

const run = (name: string, args: string[]): ChildProcess => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
    void stop(code ?? 1);
  });
  return child;
};

const waitFor = async (url: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

let stopping = false;
const children: ChildProcess[] = [];
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 5000))]);
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  children.push(run('simulator', ['--import', 'tsx', 'sim/main.ts']));
  children.push(run('app', [viteBin]));
  const [simUp, appUp] = await Promise.all([waitFor(`${simUrl}/health`, 60_000), waitFor(appUrl, 60_000)]);
  if (!stopping) {
    if (simUp && appUp) {
      console.log(`\n  Callisto is running at ${appUrl}\n  simulator: ${simUrl}\n  Press Ctrl-C to stop both.\n`);
    } else {
      console.error(`[start] ${simUp ? 'the app' : 'the simulator'} did not come up within 60 s`);
      await stop(1);
    }
  }
} catch (error) {
  // Never leave a child behind when this script fails.
  console.error('[start] failed:', error);
  await stop(1);
}
