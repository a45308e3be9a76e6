import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, map, retry, throwError, timeout, timer } from 'rxjs';
import type * as z from 'zod/mini';
import {
  HttpNetworkError,
  HttpSchemaError,
  HttpStatusError,
  HttpTimeoutError,
  HttpTooLargeError,
  ResponseTooLargeError,
  isHttpError,
  isRetryable,
} from './httpErrors';
import type { Logger } from './ports';
import { RETRY_AFTER_CAP_MS } from './timing';
import { type QueryParams, withQuery } from './query';

/** One request as the transport sees it. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Ask caches along the way to revalidate (polls such as the oracle and activities). */
  readonly noCache?: boolean;
  readonly credentials?: 'include' | 'omit' | 'same-origin';
  /** The most bytes of body read before the call fails (the transport's default when absent). */
  readonly maxBodyBytes?: number;
}

export interface HttpResponse {
  readonly status: number;
  readonly statusText: string;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON; the raw text when the body is not JSON; undefined when empty. */
  readonly body: unknown;
}

/**
 * The I/O port: a cold Observable per request that emits one response and completes.
 * Unsubscribing cancels the request. Promises stay inside implementations (fetchTransport.ts);
 * tests pass `cold()` observables.
 */
export type HttpTransport = (request: HttpRequest) => Observable<HttpResponse>;

export interface RetryPolicy {
  /** Attempts after the first. */
  readonly count: number;
  /** Wait before each retry; a longer Retry-After from the server wins. */
  readonly delayMs: number;
}

export interface CallOptions<S extends z.ZodMiniType> {
  /** Human name of the service, used in error messages: 'Search API'. */
  readonly api: string;
  /** Names the payload in schema errors: 'search' gives 'Invalid search response structure from Search API'. */
  readonly responseName?: string;
  readonly schema: S;
  /**
   * A compiled check tried before the schema, for large hot answers: what it returns is taken as
   * it is; undefined sends the body through the schema, whose issues the error reports.
   */
  readonly read?: (body: unknown) => z.output<S> | undefined;
  readonly query?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
  readonly noCache?: boolean;
  readonly credentials?: HttpRequest['credentials'];
  /** Per-attempt timeout; none when absent. */
  readonly timeoutMs?: number;
  /** Retries of retryable failures (network, timeout, 429, 5xx); none when absent. */
  readonly retry?: RetryPolicy;
  /** A tighter body size limit than the transport's default (documents from arbitrary hosts). */
  readonly maxBodyBytes?: number;
}

export interface HttpClient {
  get<S extends z.ZodMiniType>(url: string, options: CallOptions<S>): Observable<z.output<S>>;
  post<S extends z.ZodMiniType>(url: string, body: unknown, options: CallOptions<S>): Observable<z.output<S>>;
}

export interface HttpClientDeps {
  readonly transport: HttpTransport;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

/**
 * A Retry-After header in seconds (delta-seconds, or an HTTP date from `now`), capped at T60:
 * a server that asks for a day's pause gets a minute, after which the retry policy decides.
 */
export const retryAfterSeconds = (headers: Readonly<Record<string, string>>, now: number): number | undefined => {
  const raw = headers['retry-after']?.trim();
  if (raw === undefined || raw === '') return undefined;
  const numeric = /^[-+]?\d+(\.\d+)?$/.test(raw);
  const seconds = numeric ? Number(raw) : Math.ceil((Date.parse(raw) - now) / 1000);
  // A negative delay is malformed (ignored); a date already past means 'now'.
  if (!Number.isFinite(seconds) || (numeric && seconds < 0)) return undefined;
  return Math.min(Math.max(0, seconds), RETRY_AFTER_CAP_MS / 1000);
};

export const createHttpClient = ({ transport, scheduler, logger }: HttpClientDeps): HttpClient => {
  const call = <S extends z.ZodMiniType>(method: HttpRequest['method'], baseUrl: string, body: unknown, options: CallOptions<S>): Observable<z.output<S>> => {
    const url = withQuery(baseUrl, options.query);
    const { api, timeoutMs, retry: retryPolicy } = options;
    const request: HttpRequest = {
      method,
      url,
      headers: method === 'POST' ? { 'content-type': 'application/json', ...options.headers } : (options.headers ?? {}),
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      ...(options.noCache ? { noCache: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    };

    let attempt$ = transport(request);
    if (timeoutMs !== undefined) {
      attempt$ = attempt$.pipe(timeout({ first: timeoutMs, scheduler, with: () => throwError(() => new HttpTimeoutError(api, url, timeoutMs)) }));
    }

    const parsed$ = attempt$.pipe(
      catchError((error: unknown) =>
        throwError(() =>
          isHttpError(error)
            ? error
            : error instanceof ResponseTooLargeError
              ? new HttpTooLargeError(api, url, error.limitBytes)
              : new HttpNetworkError(api, url, error),
        ),
      ),
      map((response) => {
        if (response.status < 200 || response.status > 299) {
          throw new HttpStatusError(api, url, response.status, response.statusText, response.body, retryAfterSeconds(response.headers, scheduler.now()));
        }
        const read = options.read?.(response.body);
        if (read !== undefined) return read;
        const result = options.schema.safeParse(response.body);
        if (!result.success) {
          const error = new HttpSchemaError(api, url, options.responseName, result.error.issues);
          logger.warn(error.message, { url, issues: result.error.issues.slice(0, 5) });
          throw error;
        }
        return result.data as z.output<S>;
      }),
    );

    if (!retryPolicy || retryPolicy.count <= 0) return parsed$;
    return parsed$.pipe(
      retry({
        count: retryPolicy.count,
        delay: (error: unknown) => {
          if (!isRetryable(error)) return throwError(() => error);
          const serverWaitMs = error instanceof HttpStatusError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
          return timer(Math.max(retryPolicy.delayMs, serverWaitMs), scheduler);
        },
      }),
    );
  };

  return {
    get: (url, options) => call('GET', url, undefined, options),
    post: (url, body, options) => call('POST', url, body, options),
  };
};
