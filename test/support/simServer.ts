import WebSocket from 'ws';
import { type SimOptions, startSim } from '../../sim/server';

/** Starts a simulator in-process on a free port, with small helpers for HTTP and sockets. */
export const startTestSim = async (options: Partial<SimOptions> = {}) => {
  const sim = await startSim({ host: '127.0.0.1', port: 0, seed: 7, tokenCount: 120, ...options });
  const get = async (path: string) => {
    const response = await fetch(`${sim.url}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const sockets: WebSocket[] = [];
  /** Opens /ws; `frames` collects every parsed frame (or the raw text when it is not JSON). */
  const openSocket = async () => {
    const socket = new WebSocket(`${sim.url.replace('http', 'ws')}/ws`);
    sockets.push(socket);
    const frames: unknown[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      try {
        frames.push(JSON.parse(text));
      } catch {
        frames.push(text);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, frames, send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)) };
  };
  return {
    ...sim,
    get,
    post,
    openSocket,
    close: async () => {
      for (const socket of sockets) socket.terminate();
      await sim.close();
    },
  };
};

export type TestSim = Awaited<ReturnType<typeof startTestSim>>;

/** Polls `check` until it returns a value (not undefined) or the time runs out. */
export const eventually = async <T>(check: () => T | undefined, timeoutMs = 8000, everyMs = 50): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
