import type { Server } from 'node:http';

/**
 * Idle keep-alive connections stay open 65 s instead of Node's 5 s. A client that reuses a
 * connection the server is closing at that moment gets ECONNRESET: the browser tests' request
 * contexts sit idle ~6 s between a test's last call and its afterEach reset, and one failed so.
 * The headers timeout must exceed the keep-alive one (Node's rule).
 */
export const keepIdleConnections = (server: Server): Server => {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
};
