import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import * as z from 'zod/mini';
import { type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';

/** GET /program-id-to-label: program id → venue name (research §1). */
export const programLabelsSchema = z.record(z.string(), z.string());

/**
 * The venue names by program id, fetched once per session (spec 001 §7 Quote service) and
 * shared; a failure is a state, and the next subscriber asks again.
 */
export const createProgramLabels = ({ http, swapApi, scheduler }: { http: HttpClient; swapApi: string; scheduler: SchedulerLike }) => {
  const resource = createCachedResource<ReadonlyMap<string, string>>({
    scheduler,
    staleAfterMs: Number.POSITIVE_INFINITY,
    fetch: () =>
      http
        .get(`${swapApi}/program-id-to-label`, { api: 'Quote API', responseName: 'program-id-to-label', schema: programLabelsSchema })
        .pipe(map((labels) => new Map(Object.entries(labels)))),
  });
  const labels$: Observable<ResourceState<ReadonlyMap<string, string>>> = resource.state$;
  return { labels$ };
};
