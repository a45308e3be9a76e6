import { Connection, Keypair } from '@solana/web3.js';
import { type LedgerOptions, type RunningLedger, startLedger } from '../../../sim/ledger/index';

/**
 * Shared set-up for the ledger tests: a ledger on free ports (web3.js gets the ws URL
 * explicitly), a Connection at 'confirmed', and polite shutdown (web3.js closes its idle socket
 * about 500 ms after the last subscription; closing under it would start a reconnect loop).
 */
export interface Harness {
  running: RunningLedger;
  connection: Connection;
  close(): Promise<void>;
}

export const startHarness = async (options: Partial<LedgerOptions> = {}): Promise<Harness> => {
  const running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 42, slotMs: 10, ...options });
  const connection = new Connection(running.rpcUrl, { commitment: 'confirmed', wsEndpoint: running.wsUrl, disableRetryOnRateLimit: true });
  return {
    running,
    connection,
    close: async () => {
      // No socket for 600 ms: web3.js may still be connecting one when the last test ends.
      let quietSince = Date.now();
      await waitFor(() => {
        if (running.ledger.subscriberCount() > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 600;
      }, 3_000).catch(() => undefined);
      await running.close();
    },
  };
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 5_000, stepMs = 5): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(stepMs);
  }
};

let seedCounter = 1;
/** A fresh deterministic keypair per call. */
export const keypair = () => Keypair.fromSeed(new Uint8Array(32).fill(seedCounter++ % 256));

export interface RpcReply {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** A raw POST, for the protocol-level tests. */
export const post = async (url: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as RpcReply | RpcReply[] };
};

export const rpc = async (url: string, method: string, params?: unknown[]): Promise<RpcReply> => {
  const reply = await post(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  return reply.json() as RpcReply;
};
