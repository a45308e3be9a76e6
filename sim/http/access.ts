import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedExtraHosts, isAllowedHost } from './allowedHosts';
import { allowedOrigins } from './allowedOrigins';
import { setCorsHeaders } from './cors';
import { sendJson } from './json';

/**
 * Who may drive the simulator (sim/README.md): the app's own pages and anything that is not a
 * browser page. Every request and websocket upgrade on 8787, 8899 and 8900 passes this guard
 * first.
 */
export interface AccessPolicy {
  /** Browser origins that get CORS headers; any other Origin is refused. */
  readonly origins: ReadonlySet<string>;
  /** Exact `host:port` Host values allowed besides the loopback names and the bind address. */
  readonly extraHosts: ReadonlySet<string>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** APP_PORT, SIM_ALLOWED_ORIGINS and SIM_ALLOWED_HOSTS; throws on a malformed entry. */
export const accessPolicyFromEnv = (env: Env = process.env): AccessPolicy => ({ origins: allowedOrigins(env), extraHosts: allowedExtraHosts(env) });

export interface AccessGuard {
  /**
   * Refuses a foreign Host or Origin (403) and a POST whose body is not declared JSON (415),
   * sets CORS headers for the app's origin and answers preflights. True when it answered.
   */
  screenRequest(request: IncomingMessage, response: ServerResponse): boolean;
  /** Refuses a websocket upgrade from a foreign Host or Origin with a 403 before the handshake. True when refused. */
  refuseUpgrade(request: IncomingMessage, socket: Duplex): boolean;
}

const UNSUPPORTED_CONTENT_TYPE = 'Supplied content type is not allowed. Content-Type: application/json is required';

const isJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * A request without an Origin is not a cross-site page (curl, Node, Playwright's request
 * fixture, the app's own `<img>` loads): it passes. A form or `fetch` from any other site
 * carries its Origin and is refused; a POST must declare JSON, which no HTML form can.
 */
export const createAccessGuard = (policy: AccessPolicy, bindHost: string): AccessGuard => {
  const refusalOf = (request: IncomingMessage): string | undefined => {
    const { host, origin } = request.headers;
    if (!isAllowedHost(host, request.socket.localPort, bindHost, policy.extraHosts)) {
      return `Host ${host ?? ''} is not allowed: call the simulator as 127.0.0.1 or localhost (SIM_ALLOWED_HOSTS adds more)`;
    }
    if (origin !== undefined && !policy.origins.has(origin)) {
      return `Origin ${origin} is not allowed to use the simulator (SIM_ALLOWED_ORIGINS adds more)`;
    }
    return undefined;
  };

  return {
    screenRequest: (request, response) => {
      response.setHeader('vary', 'origin');
      const refusal = refusalOf(request);
      if (refusal !== undefined) {
        sendJson(response, 403, { error: refusal });
        return true;
      }
      if (request.headers.origin !== undefined) setCorsHeaders(request, response, request.headers.origin);
      if (request.method === 'OPTIONS') {
        response.writeHead(204);
        response.end();
        return true;
      }
      if (request.method === 'POST' && !isJson(request.headers['content-type'])) {
        sendJson(response, 415, { error: UNSUPPORTED_CONTENT_TYPE });
        return true;
      }
      return false;
    },
    refuseUpgrade: (request, socket) => {
      const refusal = refusalOf(request);
      if (refusal === undefined) return false;
      const body = JSON.stringify({ error: refusal });
      socket.once('finish', () => socket.destroy());
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return true;
    },
  };
};
