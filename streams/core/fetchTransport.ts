import { Observable } from 'rxjs';
import type { HttpRequest, HttpResponse, HttpTransport } from './http';
import { ResponseTooLargeError } from './httpErrors';

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
  /** The body as a stream, where the fetch has one: read with a running count, so an oversized body is cut off early. */
  body?: { getReader(): BodyReader } | null;
}>;

/** The part of a ReadableStream reader the transport uses. */
interface BodyReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
}

/** The largest body a response may have unless the call names its own limit: far above any real list, far below a tab's memory. */
export const HTTP_BODY_MAX_BYTES = 32 * 1024 * 1024;

/** Reads a body as text, never more than `limit` bytes of it. */
const readText = async (response: Awaited<ReturnType<FetchLike>>, headers: Readonly<Record<string, string>>, url: string, limit: number): Promise<string> => {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.getReader().cancel();
    throw new ResponseTooLargeError(url, limit);
  }
  const reader = response.body?.getReader();
  if (!reader) {
    // No stream (some fetch implementations): the length is checked once the text is in.
    const text = await response.text();
    if (text.length > limit) throw new ResponseTooLargeError(url, limit);
    return text;
  }
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value?.byteLength ?? 0;
    if (received > limit) {
      await reader.cancel();
      throw new ResponseTooLargeError(url, limit);
    }
    text += decoder.decode(value, { stream: true });
  }
};

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
 * elsewhere is an error, not a place to follow. A body longer than the request's limit (default
 * HTTP_BODY_MAX_BYTES) fails the request with ResponseTooLargeError, read no further.
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
          const body = parseBody(await readText(response, headers, request.url, request.maxBodyBytes ?? HTTP_BODY_MAX_BYTES));
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
