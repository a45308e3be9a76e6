import { type ChildProcess, spawn } from 'node:child_process';

/** Starts `sim/main.ts` as a child process with the given environment; resolves when healthy. */
export const spawnSim = async (env: Record<string, string>, port: number): Promise<{ url: string; stop(): Promise<void> }> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sim/main.ts'], {
    env: { ...process.env, SIM_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the simulator did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
