import type { Observable, SchedulerLike } from 'rxjs';
import { TimeoutError, catchError, defer, distinctUntilChanged, exhaustMap, forkJoin, map, of, switchMap, timeout, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError } from '../core/httpErrors';
import { RPC_BENCHMARK_MS } from '../core/timing';

/**
 * An RPC's answer time in ms; 'down' when it does not serve (unreachable, refused, silent past
 * the benchmark's 5 s, or a 5xx / 429 status: unavailable now); 'unhealthy' when something else
 * answered: not a Solana RPC there (404, 405, a key refused with 401 or 403, a body that is not
 * JSON-RPC) or a node that says it is unhealthy (a getHealth error).
 */
export type RpcLatency = number | 'down' | 'unhealthy';

/** spec 001 §9 latency colours: green under 100 ms, amber under 200 ms, else red. */
export const latencyTone = (latency: RpcLatency | undefined): 'good' | 'fair' | 'poor' | undefined =>
  latency === undefined ? undefined : typeof latency !== 'number' || latency >= 200 ? 'poor' : latency < 100 ? 'good' : 'fair';

/** The latency as the RPC rows and the footer show it. */
export const latencyText = (latency: RpcLatency | undefined): string =>
  latency === undefined ? '…' : typeof latency === 'number' ? `${Math.round(latency)} ms` : latency === 'down' ? 'down' : 'error';

/** What is wrong with an RPC that failed its benchmark, in words; undefined while it answers. */
export const latencyProblem = (latency: RpcLatency | undefined): string | undefined =>
  latency === 'down'
    ? `No answer: the RPC is unreachable or took more than ${RPC_BENCHMARK_MS / 1000} s.`
    : latency === 'unhealthy'
      ? 'It answers, but not as a healthy Solana RPC: check the URL.'
      : undefined;

const failureOf = (error: unknown): RpcLatency =>
  error instanceof HttpNetworkError ||
  error instanceof HttpTimeoutError ||
  error instanceof TimeoutError ||
  (error instanceof HttpStatusError && (error.status >= 500 || error.status === 429))
    ? 'down'
    : 'unhealthy';

const healthSchema = z.object({ result: z.optional(z.unknown()), error: z.optional(z.unknown()) });

/** getHealth on one RPC: completes when it answers ok, errors otherwise. */
export const pingRpc =
  (http: HttpClient) =>
  (url: string): Observable<void> =>
    http
      .post(
        url,
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { api: 'Solana RPC', responseName: 'health', schema: healthSchema, timeoutMs: RPC_BENCHMARK_MS },
      )
      .pipe(
        map((answer) => {
          if (answer.error !== undefined || answer.result !== 'ok') throw new Error('unhealthy');
        }),
      );

/**
 * The RPC choice's benchmark (spec 001 §7, T36): while watched, every choice is pinged with
 * getHealth every 5 s, all at once, and its answer time measured; a round still in flight
 * skips the next tick. A choice that fails or takes 5 s is 'down'.
 */
export const rpcLatencies$ = (
  urls: readonly string[],
  ping: (url: string) => Observable<void>,
  scheduler: SchedulerLike,
): Observable<ReadonlyMap<string, RpcLatency>> =>
  timer(0, RPC_BENCHMARK_MS, scheduler).pipe(
    exhaustMap(() =>
      forkJoin(
        urls.map((url) =>
          defer(() => {
            const started = scheduler.now();
            return ping(url).pipe(
              timeout({ first: RPC_BENCHMARK_MS, scheduler }),
              map((): RpcLatency => scheduler.now() - started),
            );
          }).pipe(catchError((error: unknown) => of(failureOf(error)))),
        ),
      ),
    ),
    map((latencies) => new Map(urls.map((url, index) => [url, latencies[index] ?? 'down'] as const))),
  );

const sameUrls = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((url, index) => url === b[index]);

/** The benchmark over a list that changes (a custom RPC saved or removed): a new list starts a new round at once. */
export const choiceLatencies$ = (
  urls$: Observable<readonly string[]>,
  ping: (url: string) => Observable<void>,
  scheduler: SchedulerLike,
): Observable<ReadonlyMap<string, RpcLatency>> =>
  urls$.pipe(
    distinctUntilChanged(sameUrls),
    switchMap((urls) => rpcLatencies$(urls, ping, scheduler)),
  );
