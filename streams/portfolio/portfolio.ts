import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { PORTFOLIO_REFETCH_MS, PORTFOLIO_STALE_MS } from '../core/timing';
import { portfolioResponseSchema } from '../schemas/portfolio';
import { convertPortfolio } from './convertPortfolio';
import { perAddress } from './perAddress';
import type { Portfolio } from './types';

/**
 * The portfolio of a wallet (spec 000 §7 Portfolio service): fetchJup polled every 60 s while
 * observed and stale 2 s after each fetch (T09), converted to the Portfolio entity. One cached
 * resource per address, shared by every view of it.
 */
export const createPortfolios = ({ http, api, scheduler }: { http: HttpClient; api: string; scheduler: SchedulerLike }) => {
  const resource = perAddress(scheduler, { staleAfterMs: PORTFOLIO_STALE_MS, refetchIntervalMs: PORTFOLIO_REFETCH_MS }, (address) =>
    http
      .get(`${api}/v1/portfolio/fetchJup`, {
        api: 'Portfolio API',
        responseName: 'portfolio',
        schema: portfolioResponseSchema,
        query: { address, addressSystem: 'solana' },
      })
      .pipe(map(convertPortfolio)),
  );
  return {
    portfolio$: (address: string): Observable<ResourceState<Portfolio>> => resource(address).state$,
    /** Cancelled orders leave the cached portfolio at once (spec 000 §4), before the refetch. */
    removeOrders: (address: string, keys: ReadonlySet<string>) =>
      resource(address).update((portfolio) => {
        const without = (book: Portfolio['limitOrder']) => ({ ...book, activeOrders: book.activeOrders.filter((order) => !keys.has(order.orderKey)) });
        return {
          ...portfolio,
          limitOrder: without(portfolio.limitOrder),
          dollarCostAverage: without(portfolio.dollarCostAverage),
          valueAverage: without(portfolio.valueAverage),
        };
      }),
    /** After a transaction moves the wallet: fetch again at once. */
    invalidate: (address: string) => resource(address).invalidate(),
  };
};

export type Portfolios = ReturnType<typeof createPortfolios>;
