import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, concat, debounceTime, exhaustMap, filter, map, of, scan, takeWhile } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { INFINITE_SCROLL_DEBOUNCE_MS, INFINITE_SCROLL_THRESHOLD_PX } from '../core/timing';
import { type ActivityProduct, type PerpsActivity, type SwapActivity, activitiesResponseSchema } from '../schemas/activities';

export type Activity = { readonly kind: 'swap'; readonly item: SwapActivity } | { readonly kind: 'perps'; readonly item: PerpsActivity };

export interface ActivityFeed {
  readonly items: readonly Activity[];
  /** 'Loading activities...', 'Loading more...', 'End of list', or an error. */
  readonly status: 'loading' | 'ready' | 'loadingMore' | 'end' | 'error';
}

interface PageResult {
  readonly items: readonly Activity[];
  readonly more: boolean;
  readonly failed: boolean;
}

export interface ScrollPosition {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** T04: scrolling within 10 px of the end asks for more, debounced 50 ms. */
export const nearEnd = (scheduler: SchedulerLike) => (scrolls$: Observable<ScrollPosition>) =>
  scrolls$.pipe(
    filter((position) => position.scrollHeight - position.scrollTop - position.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX),
    debounceTime(INFINITE_SCROLL_DEBOUNCE_MS, scheduler),
    map(() => undefined),
  );

/**
 * A wallet's activity (spec 000 §7 Activities service), page by page: the first page on
 * subscription, the next whenever `more$` asks and the last one said there is more. A new
 * product is a new feed (changing the filter clears the pages). A failed page throws 'Failed
 * to fetch user activities' into the state and is logged with wallet, product, page, status.
 */
export const createActivities = ({ http, api, logger, scheduler }: { http: HttpClient; api: string; logger: Logger; scheduler: SchedulerLike }) => {
  const page = (address: string, product: ActivityProduct, number: number) =>
    http
      .get(`${api}/v2/activities/${address}`, {
        api: 'Activities API',
        responseName: 'activities',
        schema: activitiesResponseSchema,
        query: { page: number, product },
        noCache: true,
      })
      .pipe(
        map((response): PageResult =>
          'histories' in response
            ? { items: response.histories.map((item): Activity => ({ kind: 'swap', item })), more: response.hasMoreData, failed: false }
            : { items: response.trades.map((item): Activity => ({ kind: 'perps', item })), more: response.page < response.totalPages, failed: false },
        ),
        catchError((error: unknown) => {
          logger.error('Failed to fetch user activities', {
            wallet: address,
            product,
            page: number,
            status: error instanceof HttpStatusError ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error),
          });
          return of<PageResult>({ items: [], more: false, failed: true });
        }),
      );

  const feed = (address: string, product: ActivityProduct, more$: Observable<void>): Observable<ActivityFeed> => {
    type Step = PageResult | 'loading';
    let next = 1;
    // A request while a page loads is dropped: one page at a time, in order.
    const pages$ = concat(of(1), more$.pipe(map(() => next))).pipe(
      exhaustMap((number) => concat(of<Step>('loading'), page(address, product, number))),
      takeWhile((step) => step === 'loading' || (step.more && !step.failed), true),
    );
    return pages$.pipe(
      scan(
        (feedState: ActivityFeed, step: Step): ActivityFeed => {
          if (step === 'loading') return { ...feedState, status: feedState.items.length === 0 ? 'loading' : 'loadingMore' };
          next++;
          if (step.failed) return { items: feedState.items, status: 'error' };
          return { items: [...feedState.items, ...step.items], status: step.more ? 'ready' : 'end' };
        },
        { items: [], status: 'loading' },
      ),
    );
  };

  return {
    feed,
    /** Scroll positions of the list → requests for the next page (T04). */
    moreOnScroll: (scrolls$: Observable<ScrollPosition>): Observable<void> => scrolls$.pipe(nearEnd(scheduler)),
  };
};

export type Activities = ReturnType<typeof createActivities>;
