import type { ServerResponse } from 'node:http';
import { sendJson } from './json';

/**
 * HTTP faults of the switchboard: the next N requests to a path answer 429 (with Retry-After),
 * 500, or 200 with a body of no service's shape ('malformed': the client's schema must refuse
 * it), and a path can get added latency. Paths match by prefix ('/v1/pools' covers
 * '/v1/pools/toptrending/24h'); a JSON-RPC method matches as 'rpc:<method>'.
 */
export interface HttpFaults {
  failNext(path: string, count: number, status: FaultStatus, retryAfterSeconds?: number): void;
  setLatency(path: string, ms: number): void;
  /** Until set back, every request under the path answers 503 (a node that is down). */
  setDown(path: string, down: boolean): void;
  reset(): void;
  /** Waits the latency for `path`, then answers with a pending failure if one is due; true if it answered. */
  intercept(path: string, response: ServerResponse): Promise<boolean>;
  describe(): { down: string[]; failures: { path: string; count: number; status: FaultStatus }[]; latency: { path: string; ms: number }[] };
}

export type FaultStatus = 429 | 500 | 'malformed';

/** What a 'malformed' fault answers: valid JSON, 200, the shape of nothing any service sends. */
export const MALFORMED_BODY = { unexpected: 'a body of no known shape (injected by the simulator switchboard)' };

interface PendingFailure {
  count: number;
  status: FaultStatus;
  retryAfterSeconds: number;
}

const matches = (prefix: string, path: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

export const createHttpFaults = (): HttpFaults => {
  const failures = new Map<string, PendingFailure>();
  const latency = new Map<string, number>();
  const down = new Set<string>();
  const find = <T>(map: Map<string, T>, path: string): [string, T] | undefined => {
    let best: [string, T] | undefined;
    for (const entry of map) if (matches(entry[0], path) && (!best || entry[0].length > best[0].length)) best = entry;
    return best;
  };
  return {
    failNext: (path, count, status, retryAfterSeconds = 1) => {
      if (count <= 0) failures.delete(path);
      else failures.set(path, { count, status, retryAfterSeconds });
    },
    setLatency: (path, ms) => {
      if (ms <= 0) latency.delete(path);
      else latency.set(path, ms);
    },
    setDown: (path, isDown) => {
      if (isDown) down.add(path);
      else down.delete(path);
    },
    reset: () => {
      failures.clear();
      latency.clear();
      down.clear();
    },
    intercept: async (path, response) => {
      const delay = find(latency, path)?.[1];
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if ([...down].some((prefix) => matches(prefix, path))) {
        sendJson(response, 503, { error: 'Service unavailable (the simulator switchboard took it down)' });
        return true;
      }
      const failure = find(failures, path);
      if (!failure) return false;
      const [key, pending] = failure;
      pending.count -= 1;
      if (pending.count <= 0) failures.delete(key);
      if (pending.status === 'malformed') {
        sendJson(response, 200, MALFORMED_BODY);
      } else if (pending.status === 429) {
        sendJson(response, 429, { code: 429, message: 'Too many requests' }, { 'retry-after': String(pending.retryAfterSeconds) });
      } else {
        sendJson(response, 500, { error: 'Internal server error (injected by the simulator switchboard)' });
      }
      return true;
    },
    describe: () => ({
      down: [...down],
      failures: [...failures].map(([path, pending]) => ({ path, count: pending.count, status: pending.status })),
      latency: [...latency].map(([path, ms]) => ({ path, ms })),
    }),
  };
};
