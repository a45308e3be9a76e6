import type { Observable, SchedulerLike } from 'rxjs';
import type * as z from 'zod/mini';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { LEND_EARNINGS_STALE_MS, LEND_POSITIONS_REFRESH_MS, LEND_TIMEOUT_MS } from '../core/timing';
import {
  type BorrowPosition,
  type BorrowVault,
  type EarnPosition,
  type EarnVault,
  type Earnings,
  type LendStats,
  borrowPositionsSchema,
  borrowVaultsSchema,
  earnPositionsSchema,
  earnVaultsSchema,
  earningsSchema,
  lendStatsSchema,
  registerStatsSchema,
  registerStatusSchema,
} from './schemas';

/**
 * The Lend API's reads (spec 000 §7 Lend), each a cached resource with the 15 s timeout (T16):
 * vaults, stats and positions are fetched again by each new view (and at once after a lend
 * transaction lands); a position's earnings are kept 5 minutes (T14).
 */
export interface LendReadsDeps {
  readonly http: HttpClient;
  readonly lendApi: string;
  /** The data API (market data host): lend registrations. */
  readonly dataApi: string;
  readonly scheduler: SchedulerLike;
}

export const createLendReads = ({ http, lendApi, dataApi, scheduler }: LendReadsDeps) => {
  const cache = new Map<string, CachedResource<unknown>>();
  const resource = <S extends z.ZodMiniType>(
    path: string,
    schema: S,
    responseName: string,
    staleAfterMs = 0,
    base = lendApi,
    refetchIntervalMs?: number,
  ): CachedResource<z.output<S>> => {
    let existing = cache.get(path) as CachedResource<z.output<S>> | undefined;
    if (!existing) {
      existing = createCachedResource({
        scheduler,
        staleAfterMs,
        ...(refetchIntervalMs === undefined ? {} : { refetchIntervalMs }),
        fetch: () => http.get(`${base}${path}`, { api: 'Lend API', responseName, schema, timeoutMs: LEND_TIMEOUT_MS }),
      });
      cache.set(path, existing as CachedResource<unknown>);
    }
    return existing;
  };
  const owner = (address: string) => encodeURIComponent(address);
  return {
    vaults$: (): Observable<ResourceState<EarnVault[]>> => resource('/lending/tokens', earnVaultsSchema, 'lend tokens').state$,
    stats$: (): Observable<ResourceState<LendStats>> => resource('/lending/stats', lendStatsSchema, 'lend stats').state$,
    positions$: (address: string): Observable<ResourceState<EarnPosition[]>> =>
      resource(`/lending/users/${owner(address)}/positions`, earnPositionsSchema, 'lend positions').state$,
    earnings$: (address: string, positionId: string): Observable<ResourceState<Earnings>> =>
      resource(`/lending/users/${owner(address)}/positions/${encodeURIComponent(positionId)}/earnings`, earningsSchema, 'lend earnings', LEND_EARNINGS_STALE_MS)
        .state$,
    borrowVaults$: (): Observable<ResourceState<BorrowVault[]>> => resource('/borrow/vaults', borrowVaultsSchema, 'borrow vaults').state$,
    borrowPositions$: (address: string): Observable<ResourceState<BorrowPosition[]>> =>
      // Read again every 10 s while shown (T78): a loan liquidated meanwhile must not go unnoticed.
      resource(
        `/borrow/positions?users=${owner(address)}`,
        borrowPositionsSchema,
        'borrow positions',
        LEND_POSITIONS_REFRESH_MS,
        lendApi,
        LEND_POSITIONS_REFRESH_MS,
      ).state$,
    registerStats$: (): Observable<ResourceState<{ registered: number }>> =>
      resource('/v1/lend/register/stats', registerStatsSchema, 'lend register stats', 0, dataApi).state$,
    registered$: (address: string): Observable<ResourceState<{ address: string; registered: boolean }>> =>
      resource(`/v1/lend/register/${owner(address)}`, registerStatusSchema, 'lend registration', 0, dataApi).state$,
    /** After a lend transaction of `address` lands: its positions, earnings and the vaults again. */
    invalidate: (address: string) => {
      for (const [path, entry] of cache) if (path.includes(owner(address)) || path === '/lending/tokens' || path === '/borrow/vaults') entry.invalidate();
    },
  };
};

export type LendReads = ReturnType<typeof createLendReads>;
