import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, expand, of, reduce } from 'rxjs';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { ORDER_LIST_REFETCH_MS, ORDER_REQUEST_TIMEOUT_MS } from '../core/timing';
import { type DcaList, type RecurringOrder, type TriggerOrder, type TriggerOrdersPage, dcaListSchema, triggerOrdersPageSchema } from '../schemas/orders';

export type OrderListStatus = 'active' | 'history';

export interface OrderListsDeps {
  readonly http: HttpClient;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** Trigger v1 base: {triggerApi}/getTriggerOrders. */
  readonly triggerApi: string;
  /** Recurring v1 base: {recurringApi}/active-dca/v2/{wallet}, /historical-dca/v2/{wallet}. */
  readonly recurringApi: string;
}

/** At most this many pages are read for one list (10 orders a page): a bound, not a feature. */
const MAX_PAGES = 20;

/** Reads page 1, then each next page the answer announces, into one list. */
const allPages = <O>(fetchPage: (page: number) => Observable<{ orders: O[]; page: number; totalPages: number }>): Observable<O[]> =>
  fetchPage(1).pipe(
    expand((answer) => (answer.page < Math.min(answer.totalPages, MAX_PAGES) ? fetchPage(answer.page + 1) : EMPTY)),
    reduce((orders: O[], answer) => [...orders, ...answer.orders], []),
  );

/**
 * A wallet's trigger and recurring orders (spec 000 §7 Orders; research §5, §6): the active
 * lists refetched every 30 s while watched (T11), the history on each visit; `refresh(wallet)`
 * refetches all of them at once (after a create, a fill seen, a cancel). Spec 000 §8: a DCA list
 * that fails to load is an empty list (logged); a trigger list that fails is an error state.
 */
export const createOrderLists = ({ http, scheduler, logger, triggerApi, recurringApi }: OrderListsDeps) => {
  const resources = new Map<string, CachedResource<unknown>>();
  const cached = <T>(key: string, fetch: () => Observable<T>, active: boolean): CachedResource<T> => {
    let resource = resources.get(key) as CachedResource<T> | undefined;
    if (!resource) {
      resource = createCachedResource<T>({
        scheduler,
        fetch,
        staleAfterMs: ORDER_LIST_REFETCH_MS,
        ...(active ? { refetchIntervalMs: ORDER_LIST_REFETCH_MS } : {}),
      });
      resources.set(key, resource as CachedResource<unknown>);
    }
    return resource;
  };

  const triggerPage = (wallet: string, status: OrderListStatus) => (page: number) =>
    http.get(`${triggerApi}/getTriggerOrders`, {
      api: 'Trigger API',
      responseName: 'trigger orders',
      schema: triggerOrdersPageSchema,
      query: { user: wallet, orderStatus: status, page: String(page), includeFailedTx: 'false' },
      noCache: true,
      timeoutMs: ORDER_REQUEST_TIMEOUT_MS,
    }) as Observable<TriggerOrdersPage>;

  const dcaPage = (wallet: string, status: OrderListStatus) => (page: number) =>
    http
      .get(`${recurringApi}/${status === 'active' ? 'active-dca' : 'historical-dca'}/v2/${encodeURIComponent(wallet)}`, {
        api: 'Recurring API',
        responseName: 'recurring orders',
        schema: dcaListSchema,
        query: { page: String(page), includeFailedTx: 'true' },
        noCache: true,
        timeoutMs: ORDER_REQUEST_TIMEOUT_MS,
      })
      .pipe(
        catchError((error: unknown): Observable<DcaList> => {
          logger.warn('Failed to fetch recurring orders', { wallet, status, page, error: error instanceof Error ? error.message : String(error) });
          return of({ orders: [], page, totalPages: page });
        }),
      );

  const trigger = (wallet: string, status: OrderListStatus) =>
    cached(`trigger:${status}:${wallet}`, () => allPages(triggerPage(wallet, status)), status === 'active');
  const recurring = (wallet: string, status: OrderListStatus) =>
    cached(`recurring:${status}:${wallet}`, () => allPages(dcaPage(wallet, status)), status === 'active');

  return {
    triggerOrders$: (wallet: string, status: OrderListStatus): Observable<ResourceState<readonly TriggerOrder[]>> => trigger(wallet, status).state$,
    recurringOrders$: (wallet: string, status: OrderListStatus): Observable<ResourceState<readonly RecurringOrder[]>> => recurring(wallet, status).state$,
    /** The keys of the wallet's open orders of a kind, from the last answer (for Cancel All). */
    openKeys: (wallet: string, kind: 'trigger' | 'recurring'): readonly string[] => {
      const entry = (kind === 'trigger' ? trigger(wallet, 'active') : recurring(wallet, 'active')).peek();
      return entry ? (entry.value as readonly { orderKey: string }[]).map((order) => order.orderKey) : [];
    },
    /** Cancelled orders leave the cached active lists at once; the next fetch confirms it. */
    removeOpen: (wallet: string, keys: ReadonlySet<string>) => {
      for (const kind of ['trigger', 'recurring'] as const)
        (resources.get(`${kind}:active:${wallet}`) as CachedResource<readonly { orderKey: string }[]> | undefined)?.update((orders) =>
          orders.filter((order) => !keys.has(order.orderKey)),
        );
    },
    refresh: (wallet: string) => {
      for (const kind of ['trigger', 'recurring'] as const)
        for (const status of ['active', 'history'] as const) resources.get(`${kind}:${status}:${wallet}`)?.invalidate();
    },
  };
};

export type OrderLists = ReturnType<typeof createOrderLists>;
