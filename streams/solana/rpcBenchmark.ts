import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, defer, exhaustMap, forkJoin, map, of, timeout, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import { RPC_BENCHMARK_MS } from '../core/timing';

/** An RPC's answer time in ms, or 'down' when it failed or did not answer in time. */
export type RpcLatency = number | 'down';

/** spec 001 §9 latency colours: green under 100 ms, amber under 200 ms, else red. */
export const latencyTone = (latency: RpcLatency | undefined): 'good' | 'fair' | 'poor' | undefined =>
  latency === undefined ? undefined : latency === 'down' || latency >= 200 ? 'poor' : latency < 100 ? 'good' : 'fair';

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
          }).pipe(catchError(() => of<RpcLatency>('down'))),
        ),
      ),
    ),
    map((latencies) => new Map(urls.map((url, index) => [url, latencies[index] ?? 'down'] as const))),
  );
