import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import * as z from 'zod/mini';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { convertPerpPosition } from '../portfolio/convertPositions';
import type { PerpPosition } from '../portfolio/types';
import { perpPositionDataSchema } from '../schemas/portfolio';

const legacySchema = z.object({ dataList: z.array(perpPositionDataSchema).check(z.maxLength(200)) });

/**
 * The previous perps engine's positions (issue 29 item 3): GET {perpsApi}/legacy/positions, read
 * on each visit of /perps-legacy (a value is stale at once: nothing polls it) and again after a
 * close lands. They are closed through the same decrease request as today's positions.
 */
export const createLegacyPositions = ({
  http,
  perpsApi,
  scheduler,
}: {
  readonly http: HttpClient;
  readonly perpsApi: string;
  readonly scheduler: SchedulerLike;
}) => {
  const owners = new Map<string, CachedResource<readonly PerpPosition[]>>();
  const resourceOf = (owner: string) => {
    let resource = owners.get(owner);
    if (!resource) {
      resource = createCachedResource<readonly PerpPosition[]>({
        scheduler,
        staleAfterMs: 0,
        fetch: () =>
          http
            .get(`${perpsApi}/legacy/positions`, { api: 'Perps API', responseName: 'legacy positions', schema: legacySchema, query: { walletAddress: owner } })
            .pipe(map((response) => response.dataList.map(convertPerpPosition))),
      });
      owners.set(owner, resource);
    }
    return resource;
  };
  return {
    positions$: (owner: string): Observable<ResourceState<readonly PerpPosition[]>> => resourceOf(owner).state$,
    invalidate: (owner: string) => owners.get(owner)?.invalidate(),
  };
};

export type LegacyPositions = ReturnType<typeof createLegacyPositions>;
