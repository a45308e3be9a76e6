import type { Observable, SchedulerLike } from 'rxjs';
import type * as z from 'zod/mini';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { JLP_POOL_REFRESH_MS, JLP_TIMEOUT_MS } from '../core/timing';
import { type JlpLoans, type JlpPool, type JlpPosition, jlpLoansSchema, jlpPoolSchema, jlpPositionSchema } from './schemas';

/**
 * The JLP pool's reads: the pool (price, AUM, fees, weights) read again every 5 s while shown
 * (T70), since it moves with the market and with the traders' PnL; a wallet's position the
 * same way (its worth moves with the price), and its loans (their health moves with it). Each request times out after 15 s (T71).
 */
export interface JlpReadsDeps {
  readonly http: HttpClient;
  /** The Perps API: {perpsApi}/jlp/pool, /jlp/positions/{address}. */
  readonly perpsApi: string;
  readonly scheduler: SchedulerLike;
}

export const createJlpReads = ({ http, perpsApi, scheduler }: JlpReadsDeps) => {
  const pool = createCachedResource<JlpPool>({
    scheduler,
    staleAfterMs: JLP_POOL_REFRESH_MS,
    refetchIntervalMs: JLP_POOL_REFRESH_MS,
    fetch: () => http.get(`${perpsApi}/jlp/pool`, { api: 'Perps API', responseName: 'JLP pool', schema: jlpPoolSchema, timeoutMs: JLP_TIMEOUT_MS }),
  });
  const perOwner = new Map<string, CachedResource<unknown>>();
  const ownerRead = <S extends z.ZodMiniType>(path: string, owner: string, schema: S, responseName: string): CachedResource<z.output<S>> => {
    const key = `${path}/${owner}`;
    let found = perOwner.get(key) as CachedResource<z.output<S>> | undefined;
    if (!found) {
      found = createCachedResource({
        scheduler,
        staleAfterMs: JLP_POOL_REFRESH_MS,
        refetchIntervalMs: JLP_POOL_REFRESH_MS,
        fetch: () => http.get(`${perpsApi}/jlp/${path}/${encodeURIComponent(owner)}`, { api: 'Perps API', responseName, schema, timeoutMs: JLP_TIMEOUT_MS }),
      });
      perOwner.set(key, found as CachedResource<unknown>);
    }
    return found;
  };
  return {
    pool$: (): Observable<ResourceState<JlpPool>> => pool.state$,
    position$: (owner: string): Observable<ResourceState<JlpPosition>> => ownerRead('positions', owner, jlpPositionSchema, 'JLP position').state$,
    loans$: (owner: string): Observable<ResourceState<JlpLoans>> => ownerRead('loans', owner, jlpLoansSchema, 'JLP loans').state$,
    /** After a JLP transaction of `owner` lands: the pool, its position and its loans at once. */
    invalidate: (owner: string) => {
      pool.invalidate();
      for (const [key, read] of perOwner) if (key.endsWith(`/${owner}`)) read.invalidate();
    },
  };
};

export type JlpReads = ReturnType<typeof createJlpReads>;
