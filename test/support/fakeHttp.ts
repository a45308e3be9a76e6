import type { HttpRequest, HttpResponse, HttpTransport } from '@streams/core/http';
import type { Observable } from 'rxjs';
import { defer } from 'rxjs';

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  statusText: status === 200 ? 'OK' : '',
  headers,
  body,
});

/**
 * A transport whose answers are observables chosen per request (usually `m.cold(...)`), and
 * which records every request it was given, in order.
 */
export const createFakeTransport = (respond: (request: HttpRequest, index: number) => Observable<HttpResponse>) => {
  const requests: HttpRequest[] = [];
  const transport: HttpTransport = (request) =>
    defer(() => {
      requests.push(request);
      return respond(request, requests.length - 1);
    });
  return { transport, requests };
};
