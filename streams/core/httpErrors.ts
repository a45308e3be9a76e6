import type * as z from 'zod/mini';

/**
 * Typed failures of an HTTP call. Pipelines turn these into `{status:'error'}` states; the
 * `kind` field lets retry policies and UI messages tell them apart without instanceof chains.
 */
export type HttpError = HttpStatusError | HttpSchemaError | HttpTimeoutError | HttpNetworkError | HttpTooLargeError;

interface HttpErrorBase {
  /** Human name of the service, e.g. 'Search API'. */
  readonly api: string;
  readonly url: string;
}

export class HttpStatusError extends Error implements HttpErrorBase {
  readonly kind = 'status' as const;
  constructor(
    readonly api: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    /** Seconds from a Retry-After header, when the server sent one. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`${api} answered ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpStatusError';
  }
}

export class HttpSchemaError extends Error implements HttpErrorBase {
  readonly kind = 'schema' as const;
  constructor(
    readonly api: string,
    readonly url: string,
    /** What was expected, e.g. 'search' gives 'Invalid search response structure from Search API'. */
    readonly responseName: string | undefined,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(schemaErrorMessage(api, responseName));
    this.name = 'HttpSchemaError';
  }
}

export class HttpTimeoutError extends Error implements HttpErrorBase {
  readonly kind = 'timeout' as const;
  constructor(
    readonly api: string,
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${api} did not answer within ${timeoutMs} ms`);
    this.name = 'HttpTimeoutError';
  }
}

export class HttpNetworkError extends Error implements HttpErrorBase {
  readonly kind = 'network' as const;
  constructor(
    readonly api: string,
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`${api} could not be reached`);
    this.name = 'HttpNetworkError';
  }
}

/** What a transport throws for a body longer than its limit (refused unread by Content-Length, or cut off while reading); the client turns it into HttpTooLargeError. */
export class ResponseTooLargeError extends Error {
  constructor(
    readonly url: string,
    readonly limitBytes: number,
  ) {
    super(`The answer of ${url} is larger than ${limitBytes} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

/** The answer's body was larger than the call allows: refused unread, never retried (it would be as large again). */
export class HttpTooLargeError extends Error implements HttpErrorBase {
  readonly kind = 'too-large' as const;
  constructor(
    readonly api: string,
    readonly url: string,
    readonly limitBytes: number,
  ) {
    super(`${api} answered with more than ${limitBytes} bytes`);
    this.name = 'HttpTooLargeError';
  }
}

/** The spec's wording: 'Invalid search response structure from Search API'. */
export const schemaErrorMessage = (api: string, responseName?: string): string =>
  `Invalid ${responseName ? `${responseName} ` : ''}response structure from ${api}`;

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpStatusError ||
  error instanceof HttpSchemaError ||
  error instanceof HttpTimeoutError ||
  error instanceof HttpNetworkError ||
  error instanceof HttpTooLargeError;

/**
 * Worth another attempt: the network, a timeout, 429 and 5xx. A 4xx or a payload that fails
 * its schema will fail the same way again.
 */
export const isRetryable = (error: unknown): boolean => {
  if (error instanceof HttpNetworkError || error instanceof HttpTimeoutError) return true;
  if (error instanceof HttpStatusError) return error.status === 429 || error.status >= 500;
  return false;
};

/**
 * What a service said went wrong, for the user: the `cause` of a Trigger-style error body
 * (`{error, cause}`), else its `error`, else the error's own message.
 */
export const serviceMessage = (error: unknown, fallback: string): string => {
  if (error instanceof HttpStatusError && typeof error.body === 'object' && error.body !== null) {
    const { cause, error: text } = error.body as { cause?: unknown; error?: unknown };
    if (typeof cause === 'string' && cause !== '') return cause;
    if (typeof text === 'string' && text !== '') return text;
  }
  return error instanceof Error ? error.message : fallback;
};
