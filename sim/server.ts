import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimOptions {
  readonly host: string;
  readonly port: number;
  readonly seed: number;
}

export interface RunningSim {
  readonly url: string;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/**
 * CORS for the app's origin: the simulator serves the browser app directly, cross-origin,
 * like the real services do.
 */
const withCors =
  (handle: Handler): Handler =>
  (request, response) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('vary', 'origin');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
    response.setHeader('access-control-expose-headers', 'retry-after, x-ratelimit-remaining');
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    handle(request, response);
  };

/** Starts the simulator's HTTP service. The market, stream and ledger arrive with issue #3. */
export const startSim = async ({ host, port, seed }: SimOptions): Promise<RunningSim> => {
  const startedAt = Date.now();
  const server: Server = createServer(
    withCors((request, response) => {
      const path = new URL(request.url ?? '/', 'http://sim').pathname;
      if (request.method === 'GET' && path === '/health') {
        sendJson(response, 200, { ok: true, service: 'callisto-sim', seed, uptimeMs: Date.now() - startedAt });
        return;
      }
      sendJson(response, 404, { error: `No simulator route for ${request.method ?? 'GET'} ${path}` });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
