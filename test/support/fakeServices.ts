import type { HttpRequest, HttpTransport } from '@streams/core/http';
import { of, throwError } from 'rxjs';
import { jsonResponse } from './fakeHttp';

/** An answer with a status of its own and a body (a refusal's `{error}`). */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** One answer per path (a regular expression on the URL's path); the first match wins. */
export type ServiceRoutes = readonly (readonly [RegExp, (url: URL, request: HttpRequest) => unknown])[];

/**
 * A transport that answers like the simulator's HTTP services from in-memory bodies, at once;
 * everything else (the RPC included) fails like an unreachable host. Records requests.
 */
export const createFakeServices = (routes: ServiceRoutes) => {
  const requests: HttpRequest[] = [];
  const transport: HttpTransport = (request) => {
    requests.push(request);
    const url = new URL(request.url);
    const route = routes.find(([pattern]) => pattern.test(url.pathname));
    if (!route) return throwError(() => new TypeError(`fetch failed: ${request.url}`));
    const body = route[1](url, request);
    if (body instanceof StatusAnswer) return of(jsonResponse(body.body, body.status));
    return of(body instanceof Response ? jsonResponse(null, body.status) : jsonResponse(body));
  };
  return { transport, requests };
};
