import { type ChildProcess, spawn } from 'node:child_process';
import { stopChild, waitForHttp } from './childServer';

/** Starts `sim/main.ts` as a child process with the given environment; resolves when healthy. */
export const spawnSim = async (env: Record<string, string>, port: number): Promise<{ url: string; stop(): Promise<void> }> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sim/main.ts'], {
    env: { ...process.env, SIM_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child, 60_000, 'the simulator did not start');
  return {
    url,
    stop: () => stopChild(child),
  };
};
