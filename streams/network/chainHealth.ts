import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, exhaustMap, map, of, shareReplay, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { CHAIN_HEALTH_REFETCH_MS, CHAIN_STATUS_RETRIES, NETWORK_RETRY_MS, RPC_BENCHMARK_MS } from '../core/timing';

/** GET {api}/v1/chain/status (spec 001 §3 Chain status): LOW_TPS is the value the app acts on. */
const chainStatusSchema = z.object({ status: z.string().check(z.maxLength(40)) });

export type ChainStatus = { readonly status: 'ok' | 'degraded' } | { readonly status: 'unknown' };

/** The RPC's own health: the chosen RPC's slot, or that it did not answer. */
export type RpcSlot = { readonly status: 'ok'; readonly slot: number } | { readonly status: 'down' } | { readonly status: 'unknown' };

export const CHAIN_STATUS_FAILED = 'Failed to fetch chain status';

const slotSchema = z.object({ result: z.optional(z.int().check(z.nonnegative())), error: z.optional(z.unknown()) });

/**
 * The network's health (spec 001 §7, T35): the chain status and the chosen RPC's getSlot, each
 * fetched now and every 60 s while watched (a round still running skips a tick). The chain
 * status retries 3 times; when it still fails it is logged ('Failed to fetch chain status') and
 * unknown. A getSlot that fails or takes 5 s marks the RPC down.
 */
export const createChainHealth = ({
  http,
  statusUrl,
  rpcUrl,
  scheduler,
  logger,
}: {
  http: HttpClient;
  statusUrl: string;
  rpcUrl: () => string;
  scheduler: SchedulerLike;
  logger: Logger;
}) => {
  const every = <T>(fetch: () => Observable<T>) =>
    timer(0, CHAIN_HEALTH_REFETCH_MS, scheduler).pipe(exhaustMap(fetch), shareReplay({ bufferSize: 1, refCount: true }));
  const status$: Observable<ChainStatus> = every(() =>
    http
      .get(statusUrl, {
        api: 'Chain status',
        responseName: 'chain status',
        schema: chainStatusSchema,
        retry: { count: CHAIN_STATUS_RETRIES, delayMs: NETWORK_RETRY_MS },
      })
      .pipe(
        map((answer): ChainStatus => ({ status: answer.status === 'LOW_TPS' ? 'degraded' : 'ok' })),
        catchError((error: unknown) => {
          logger.warn(CHAIN_STATUS_FAILED, { error: error instanceof Error ? error.message : String(error) });
          return of<ChainStatus>({ status: 'unknown' });
        }),
      ),
  );
  const slot$: Observable<RpcSlot> = every(() =>
    http
      .post(
        rpcUrl(),
        { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [{ commitment: 'confirmed' }] },
        { api: 'Solana RPC', responseName: 'slot', schema: slotSchema, timeoutMs: RPC_BENCHMARK_MS },
      )
      .pipe(
        map((answer): RpcSlot => (answer.result === undefined ? { status: 'down' } : { status: 'ok', slot: answer.result })),
        catchError(() => of<RpcSlot>({ status: 'down' })),
      ),
  );
  return { status$, slot$ };
};
