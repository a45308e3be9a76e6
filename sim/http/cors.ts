import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS headers for an allowed origin (sim/http/access.ts decides which): the browser app calls
 * the simulator cross-origin, as it calls the real services, and search sends credentials.
 */
export const setCorsHeaders = (request: IncomingMessage, response: ServerResponse, origin: string) => {
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
  response.setHeader('access-control-expose-headers', 'retry-after, x-ratelimit-remaining');
  response.setHeader('access-control-max-age', '600');
};
