import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the app's origin: the browser app calls the simulator cross-origin, as it calls
 * the real services. Returns true when the request was a preflight and has been answered.
 */
export const applyCors = (request: IncomingMessage, response: ServerResponse): boolean => {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('vary', 'origin');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
  response.setHeader('access-control-expose-headers', 'retry-after, x-ratelimit-remaining');
  response.setHeader('access-control-max-age', '600');
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204);
  response.end();
  return true;
};
