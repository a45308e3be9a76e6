import type { FetchLike } from '@streams/core';

type Answer = ReturnType<FetchLike>;

// GET requests the first script started before the app's code had arrived (src/early.ts), by URL.
// The early script is built into a file of its own (scripts/earlyEntryPlugin.ts), with its own copy
// of this module: both copies keep the map on one global, so the app finds what the script started.
const REGISTRY = Symbol.for('callisto.earlyRequests');
const registry = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Answer> };
const started: Map<string, Answer> = (registry[REGISTRY] ??= new Map());

/**
 * Starts a GET the app is about to make anyway, so its round trip runs while the app's code
 * downloads and evaluates. The app's fetch takes the answer once (withEarlyRequests).
 */
export const startEarlyRequest = (url: string, fetchFn: FetchLike): void => {
  if (started.has(url)) return;
  const answer = fetchFn(url, { method: 'GET', headers: {}, signal: new AbortController().signal, redirect: 'error' });
  // A failure is the app's to see when it takes the answer (it then asks again), not an unhandled rejection.
  answer.catch(() => undefined);
  started.set(url, answer);
};

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });

/**
 * The app's fetch: a plain GET of a URL that was started early takes that answer, once; an early
 * request that failed is asked again, and every other call goes to the network as before. The
 * caller's abort still ends its wait.
 */
export const withEarlyRequests =
  (fetchFn: FetchLike): FetchLike =>
  (url, init) => {
    const early = init.method === 'GET' && init.body === undefined ? started.get(url) : undefined;
    if (early === undefined) return fetchFn(url, init);
    started.delete(url);
    return Promise.race([early.catch(() => fetchFn(url, init)), aborted(init.signal)]);
  };

/** For tests: forget every early request. */
export const clearEarlyRequests = (): void => started.clear();
