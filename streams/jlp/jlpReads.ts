import type { Observable, SchedulerLike } from 'rxjs';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { JLP_POOL_REFRESH_MS, JLP_TIMEOUT_MS } from '../core/timing';
import { type JlpPool, type JlpPosition, jlpPoolSchema, jlpPositionSchema } from './schemas';

/**
 * The JLP pool's reads: the pool (price, AUM, fees, weights) read again every 5 s while shown
 * (T70), since it moves with the market and with the traders' PnL; a wallet's position the
 * same way (its worth moves with the price). Each request times out after 15 s (T71).
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
  const positions = new Map<string, CachedResource<JlpPosition>>();
  const positionOf = (owner: string) => {
    let found = positions.get(owner);
    if (!found) {
      found = createCachedResource<JlpPosition>({
        scheduler,
        staleAfterMs: JLP_POOL_REFRESH_MS,
        refetchIntervalMs: JLP_POOL_REFRESH_MS,
        fetch: () =>
          http.get(`${perpsApi}/jlp/positions/${encodeURIComponent(owner)}`, {
            api: 'Perps API',
            responseName: 'JLP position',
            schema: jlpPositionSchema,
            timeoutMs: JLP_TIMEOUT_MS,
          }),
      });
      positions.set(owner, found);
    }
    return found;
  };
  return {
    pool$: (): Observable<ResourceState<JlpPool>> => pool.state$,
    position$: (owner: string): Observable<ResourceState<JlpPosition>> => positionOf(owner).state$,
    /** After a JLP transaction of `owner` lands: the pool and its position at once. */
    invalidate: (owner: string) => {
      pool.invalidate();
      positions.get(owner)?.invalidate();
    },
  };
};

export type JlpReads = ReturnType<typeof createJlpReads>;
