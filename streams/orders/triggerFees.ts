import type { Observable, SchedulerLike } from 'rxjs';
import { type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { ORDER_REQUEST_TIMEOUT_MS } from '../core/timing';
import { type TriggerFees, triggerFeesSchema } from '../schemas/orders';

/** [I] How long the fee table is kept: fees change with releases, not with the market. */
const FEES_STALE_MS = 3_600_000;

/** The fee a pair pays on each fill, in basis points of the output. */
export const feeBpsOf = (fees: TriggerFees, inputMint: string, outputMint: string): number =>
  fees.stableMints.includes(inputMint) && fees.stableMints.includes(outputMint) ? fees.stableFeeBps : fees.defaultFeeBps;

/** GET {triggerApi}/getFees (spec 000 §7), once per hour at most. */
export const createTriggerFees = ({ http, scheduler, triggerApi }: { http: HttpClient; scheduler: SchedulerLike; triggerApi: string }) => {
  const resource = createCachedResource({
    scheduler,
    staleAfterMs: FEES_STALE_MS,
    fetch: () =>
      http.get(`${triggerApi}/getFees`, { api: 'Trigger API', responseName: 'fees', schema: triggerFeesSchema, timeoutMs: ORDER_REQUEST_TIMEOUT_MS }),
  });
  return { state$: resource.state$ as Observable<ResourceState<TriggerFees>> };
};
