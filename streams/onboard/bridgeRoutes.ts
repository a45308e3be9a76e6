import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, map, of } from 'rxjs';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import type { BridgeRoutes } from '../schemas/onboard';
import { debouncedReads } from './debouncedReads';
import type { OnboardApi } from './onboardApi';

export interface RoutesRequest {
  readonly chain: string;
  readonly amount: bigint;
}

export type RoutesState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly request: RoutesRequest }
  | { readonly status: 'ready'; readonly request: RoutesRequest; readonly routes: BridgeRoutes }
  | { readonly status: 'error'; readonly request: RoutesRequest; readonly message: string };

/**
 * The bridge routes for the chain and amount typed (the compare's numbers, always the
 * service's): asked T73 after the last change, each answer for the request it was asked for.
 */
export const createBridgeRoutes = ({
  api,
  scheduler,
  logger,
}: {
  readonly api: Pick<OnboardApi, 'routes'>;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}) =>
  debouncedReads<RoutesRequest, RoutesState>({
    scheduler,
    same: (a, b) => a.chain === b.chain && a.amount === b.amount,
    idle: { status: 'idle' },
    loading: (request) => ({ status: 'loading', request }),
    read: (request): Observable<RoutesState> =>
      api.routes(request.chain, request.amount).pipe(
        map((routes): RoutesState => ({ status: 'ready', request, routes })),
        catchError((error: unknown) => {
          logger.warn('Bridge routes could not be read', { chain: request.chain, error: error instanceof Error ? error.message : String(error) });
          return of<RoutesState>({ status: 'error', request, message: serviceMessage(error, 'The routes could not be read') });
        }),
      ),
  });
