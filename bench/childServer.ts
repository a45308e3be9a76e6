import type { ChildProcess } from 'node:child_process';

/** Helpers for the servers benchmarks start as child processes (the simulator, vite preview). */

/** Polls `url` until it answers OK; kills `child` and throws `failure` after the deadline or if it exits. */
export const waitForHttp = async (url: string, child: ChildProcess, timeoutMs: number, failure: string) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(failure);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Stops `child` with SIGTERM; resolves once it has exited. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
