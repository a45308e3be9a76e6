import { Observable } from 'rxjs';
import type { HttpRequest, HttpResponse, HttpTransport } from './http';

/** The subset of `fetch` the transport needs, so tests and Node can pass their own. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    signal: AbortSignal;
    cache?: 'no-cache';
    credentials?: 'include' | 'omit' | 'same-origin';
    /** Always 'error': a redirect must not move a call to a host the override rules never allowed. */
    redirect: 'error';
  },
) => Promise<{
  status: number;
  statusText: string;
  headers: { forEach(callback: (value: string, key: string) => void): void };
  text(): Promise<string>;
}>;

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Adapts a fetch function to the HttpTransport port. Each subscription makes one request;
 * unsubscribing before it settles aborts it through its AbortController. Redirects are
 * refused (the request fails): the endpoints are exact origins, and an answer that points
 * elsewhere is an error, not a place to follow.
 */
export const createFetchTransport =
  (fetchFn: FetchLike): HttpTransport =>
  (request: HttpRequest) =>
    new Observable<HttpResponse>((subscriber) => {
      const controller = new AbortController();
      let settled = false;
      fetchFn(request.url, {
        method: request.method,
        headers: { ...request.headers },
        signal: controller.signal,
        redirect: 'error',
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(request.noCache ? { cache: 'no-cache' as const } : {}),
        ...(request.credentials ? { credentials: request.credentials } : {}),
      })
        .then(async (response) => {
          const headers: Record<string, string> = {};
          response.headers.forEach((value, key) => {
            headers[key.toLowerCase()] = value;
          });
          const body = parseBody(await response.text());
          settled = true;
          subscriber.next({ status: response.status, statusText: response.statusText, headers, body });
          subscriber.complete();
        })
        .catch((error: unknown) => {
          settled = true;
          // An abort is our own doing after unsubscribe: nobody is listening any more.
          if (!controller.signal.aborted) subscriber.error(error);
        });
      return () => {
        if (!settled) controller.abort();
      };
    });
