import type { Observable, SchedulerLike } from 'rxjs';
import {
  EMPTY,
  auditTime,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  share,
  skip,
  startWith,
  switchMap,
  tap,
} from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { poolsResponseSchema } from '../schemas/pool';
import { type Category, growsWithLaunches, snapshotRequest } from './categories';
import type { TokenFilter } from './filters';
import type { ConnectionState, ConnectionStatus, LiveStream } from './liveStream';
import { type SortField, resolveSort } from './sorting';
import { TokenListModel } from './tokenListModel';
import type { Timeframe, TokenRow } from './tokenRow';

/** What a list shows: the server's snapshot for these… */
export interface ListSource {
  readonly category: Category;
  readonly timeframe: Timeframe;
  readonly launchpads?: readonly string[];
  readonly watchlist?: readonly string[];
}

/** …seen through this (client side: changing it never refetches). */
export interface ListView {
  readonly filter: TokenFilter;
  readonly sort?: SortField;
}

export type TokenListState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly rows: readonly TokenRow[];
      /** Tokens in the list before filtering. */
      readonly total: number;
      readonly sort: SortField | null;
      readonly connection: ConnectionState;
      /** Data older than the last reconnect: the stream is reconnecting, or resyncing after it. */
      readonly stale: boolean;
      readonly updatedAt: number;
    };

export interface TokenListsDeps {
  readonly http: HttpClient;
  readonly live: LiveStream;
  readonly marketApi: string;
  readonly scheduler: SchedulerLike;
  /** Where list emissions are coalesced: the animation frame in the browser. */
  readonly frameScheduler: SchedulerLike;
  readonly logger: Logger;
}

/**
 * Token lists by category (spec 000 §2, §4): the snapshot call, merged with the live stream,
 * filtered and sorted client side, emitted at most once per animation frame. Every reconnect
 * fetches the snapshot again, so the list heals to the server's state.
 */
export const createTokenLists = ({ http, live, marketApi, scheduler, frameScheduler, logger }: TokenListsDeps) => {
  const list = (source: ListSource, view$: Observable<ListView>): Observable<TokenListState> =>
    defer(() => {
      const growing = growsWithLaunches(source.category);
      const model = new TokenListModel(growing);
      let snapshotGeneration = -1;
      let generation = 0;
      const request = snapshotRequest(source.category, source.timeframe, {
        ...(source.watchlist ? { watchlist: source.watchlist } : {}),
        ...(source.launchpads ? { launchpads: source.launchpads } : {}),
      });

      let seenOpen = false;
      const status$ = live.status$.pipe(
        tap((status) => {
          generation = status.generation;
          // The first open is not a reconnect: the snapshot just fetched is current for it.
          if (status.state === 'open' && !seenOpen) {
            seenOpen = true;
            if (snapshotGeneration >= 0) snapshotGeneration = status.generation;
          }
        }),
      );
      const reopened$ = live.status$.pipe(
        filter((status) => status.state === 'open'),
        map((status) => status.generation),
        distinctUntilChanged(),
        skip(1),
      );
      const snapshot$ = merge(of(0), reopened$).pipe(
        switchMap(() =>
          (source.category === 'watchlist' && (source.watchlist ?? []).length === 0
            ? of({ pools: [] })
            : http.get(`${marketApi}${request.path}`, { api: 'Market API', responseName: 'pools', schema: poolsResponseSchema, ...(request.query ? { query: request.query } : {}) })
          ).pipe(
            map((response) => ({ ok: true as const, pools: response.pools })),
            catchError((error: unknown) => {
              logger.warn('Token list snapshot failed', { category: source.category, error: error instanceof Error ? error.message : String(error) });
              return of({ ok: false as const, error });
            }),
          ),
        ),
        tap((result) => {
          if (!result.ok) return;
          model.load(result.pools);
          snapshotGeneration = generation;
        }),
        share(),
      );
      const failedFirst$ = snapshot$.pipe(filter((result) => !result.ok && model.size === 0));
      const poolIds$ = snapshot$.pipe(
        filter((result) => result.ok),
        map(() => model.poolIds()),
        distinctUntilChanged((a, b) => a.length === b.length && a.every((id, i) => id === b[i])),
      );
      const updates$ = poolIds$.pipe(
        switchMap((ids) => (growing ? merge(live.pools(ids), live.recent()) : ids.length > 0 ? live.pools(ids) : EMPTY)),
        filter((update) => model.apply(update.value)),
      );

      const ready$ = combineLatest([merge(snapshot$.pipe(filter((result) => result.ok)), updates$).pipe(startWith(null)), view$, status$]).pipe(
        filter(() => snapshotGeneration >= 0),
        auditTime(0, frameScheduler),
        map(([, view, status]): TokenListState => {
          const sort = resolveSort(source.category, view.sort);
          return {
            status: 'ready',
            rows: model.view(source.timeframe, view.filter, sort, scheduler.now()),
            total: model.size,
            sort,
            connection: status.state,
            stale: listIsStale(status, snapshotGeneration),
            updatedAt: scheduler.now(),
          };
        }),
      );
      const failed$ = failedFirst$.pipe(map((result): TokenListState => ({ status: 'error', error: 'error' in result ? result.error : undefined })));
      return merge(ready$, failed$).pipe(startWith<TokenListState>({ status: 'loading' }));
    });

  return { list };
};

export type TokenLists = ReturnType<typeof createTokenLists>;

/**
 * Whether a list built from a snapshot taken on connection `snapshotGeneration` is stale now:
 * the stream is silent, reconnecting, offline or failed, or reconnected and not yet resynced. The
 * first connection is not a reconnect: a snapshot fetched while it connects is fresh.
 */
export const listIsStale = (status: ConnectionStatus, snapshotGeneration: number): boolean => {
  switch (status.state) {
    case 'idle':
      return false;
    case 'connecting':
      return status.generation > 1;
    case 'open':
      return snapshotGeneration < status.generation;
    default:
      return true;
  }
};
