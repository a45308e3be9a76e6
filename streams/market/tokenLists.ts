import type { Observable, SchedulerLike, Subscription } from 'rxjs';
import {
  EMPTY,
  catchError,
  combineLatest,
  concat,
  connect,
  defer,
  delay,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  pairwise,
  scan,
  share,
  shareReplay,
  skip,
  startWith,
  switchMap,
  take,
} from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { perFrameAfterSubscribe } from '../core/perFrameAfterSubscribe';
import { type Pool, poolsResponseSchema } from '../schemas/pool';
import { readPoolsResponse } from '../schemas/poolsResponseGuard';
import { type Category, growsWithLaunches, snapshotRequest } from './categories';
import type { TokenFilter } from './filters';
import type { ConnectionState, ConnectionStatus, LiveStream } from './liveStream';
import { type SortField, resolveSort } from './sorting';
import { freezeOrder } from './freezeOrder';
import { type ListEvent, initialListState, reduceList } from './tokenListReducer';
import type { Timeframe, TokenRow } from './tokenRow';

/** What a list shows: the server's snapshot for these… */
export interface ListSource {
  readonly category: Category;
  readonly timeframe: Timeframe;
  readonly launchpads?: readonly string[];
  readonly watchlist?: readonly string[];
  /** Only tokens with this tag: an issuer's stock tokens over the stocks list. */
  readonly tag?: string;
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
      /** Rows that arrived while the order is held (the pointer is over the list), not shown yet. */
      readonly waiting: number;
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
 * filtered and sorted client side, emitted at most once per animation frame (what is known when
 * it is subscribed to, such as a prefetched snapshot, at once). One path from a
 * pool update to a row: snapshot, update and connection events are reduced into the list's own
 * model (`reduceList`), the view (filter, sort) is applied on the animation frame, and while the
 * pointer is over the list its order holds (`freezeOrder`). Every reconnect fetches the snapshot
 * again, so the list heals to the server's state.
 */
export const createTokenLists = ({ http, live, marketApi, scheduler, frameScheduler, logger }: TokenListsDeps) => {
  /** A pools request of the Market API (a list's snapshot, or listed tokens by id). */
  const getPools = (request: ReturnType<typeof snapshotRequest>) =>
    http.get(`${marketApi}${request.path}`, {
      api: 'Market API',
      responseName: 'pools',
      schema: poolsResponseSchema,
      read: readPoolsResponse,
      ...(request.query ? { query: request.query } : {}),
    });

  const fetchSnapshot = (source: ListSource): Observable<ListEvent> => {
    const request = snapshotRequest(source.category, source.timeframe, {
      ...(source.watchlist ? { watchlist: source.watchlist } : {}),
      ...(source.launchpads ? { launchpads: source.launchpads } : {}),
    });
    const answer$ = source.category === 'watchlist' && (source.watchlist ?? []).length === 0 ? of({ pools: [] }) : getPools(request);
    return answer$.pipe(
      map((response): ListEvent => ({ kind: 'snapshot', pools: response.pools })),
      catchError((error: unknown) => {
        logger.warn('Token list snapshot failed', { category: source.category, error: error instanceof Error ? error.message : String(error) });
        return of<ListEvent>({ kind: 'snapshot-failed', error });
      }),
    );
  };

  /** Listed tokens by mint (the watchlist's request), as a catch-up; a failure is logged and skipped. */
  const fetchPools = (mints: readonly string[], timeframe: Timeframe): Observable<ListEvent> => {
    return getPools(snapshotRequest('watchlist', timeframe, { watchlist: mints })).pipe(
      map((response): ListEvent => ({ kind: 'catch-up', pools: response.pools })),
      catchError((error: unknown) => {
        logger.warn('Token list catch-up failed', { count: mints.length, error: error instanceof Error ? error.message : String(error) });
        return EMPTY;
      }),
    );
  };

  // Snapshots asked for before their list is on screen (the landing page's, from the entry, while
  // the page's code still loads), each taken once by the first list of that source.
  const early = new Map<string, { readonly answer$: Observable<ListEvent>; readonly held: Subscription }>();
  const prefetch = (source: ListSource): void => {
    const key = sourceKey(source);
    if (early.has(key)) return;
    // shareReplay without refCount: the request runs to its answer whoever listens, and keeps it.
    const answer$ = fetchSnapshot(source).pipe(shareReplay(1));
    early.set(key, { answer$, held: answer$.subscribe() });
  };
  const firstSnapshot = (source: ListSource): Observable<ListEvent> => {
    const key = sourceKey(source);
    const taken = early.get(key);
    early.delete(key);
    taken?.held.unsubscribe();
    return taken?.answer$ ?? fetchSnapshot(source);
  };

  const list = (source: ListSource, view$: Observable<ListView>, frozen$: Observable<boolean> = of(false)): Observable<TokenListState> =>
    defer(() => {
      const growing = growsWithLaunches(source.category);
      // A new connection after the first: fetch the snapshot again to heal the list.
      const reopened$ = live.status$.pipe(
        filter((status) => status.state === 'open'),
        map((status) => status.generation),
        distinctUntilChanged(),
        skip(1),
      );
      // The stream spoke again after going stale on the same connection (T52: stale, then open
      // with no reconnect between): what it held back meanwhile never comes, so the list heals as
      // after a reconnect (the soak found lists behind the simulator after such silences).
      let wasStale = false;
      const resumed$ = live.status$.pipe(
        filter((status) => {
          const resumed = wasStale && status.state === 'open';
          wasStale = status.state === 'stale';
          return resumed;
        }),
      );
      // A list of launches (New) read before its launch subscription reaches the server misses a
      // token launched in between: the stream never sends it (the browser tests' launches right
      // after the first rows showed it). So once the first snapshot is in and the subscription is
      // on the wire (the socket open, after its resubscription), the snapshot is read once more.
      const relisted$ = growing
        ? live.status$.pipe(
            filter((status) => status.state === 'open'),
            take(1),
            delay(0, scheduler),
            switchMap(() => fetchSnapshot(source)),
            map((event): ListEvent => (event.kind === 'snapshot' ? { ...event, onWire: true } : event)),
          )
        : EMPTY;
      const fetches$ = merge(of(true), merge(reopened$, resumed$).pipe(map(() => false))).pipe(
        switchMap((first) => (first ? concat(firstSnapshot(source), relisted$) : fetchSnapshot(source))),
      );
      // A snapshot is read before its tokens' subscription reaches the server (at once when the
      // socket is open, else when it opens): a trade in between would be lost until the token
      // traded again (the soak found such rows). So once the subscription is on the wire, the
      // tokens it added are read again, and a row takes the answer only if it traded later.
      const catchUp = (mints: readonly string[]): Observable<ListEvent> =>
        mints.length === 0
          ? EMPTY
          : live.status$.pipe(
              filter((status) => status.state === 'open'),
              take(1),
              // After the open's own resubscription, which follows the open status.
              delay(0, scheduler),
              switchMap(() => fetchPools(mints, source.timeframe)),
            );
      const updatesAfter = (snapshots$: Observable<ListEvent>) =>
        snapshots$.pipe(
          filter((event) => event.kind === 'snapshot'),
          map((event) => (event.kind === 'snapshot' ? event.pools : [])),
          distinctUntilChanged((a, b) => a.length === b.length && a.every((pool, i) => pool.id === b[i]?.id)),
          scan(
            (previous: { mints: ReadonlySet<string>; pools: readonly Pool[]; added: readonly string[] }, pools) => {
              const mints = new Set(pools.map((pool) => pool.baseAsset.id));
              return { mints, pools, added: [...mints].filter((mint) => !previous.mints.has(mint)) };
            },
            { mints: new Set<string>(), pools: [], added: [] },
          ),
          switchMap(({ pools, added }) => {
            const ids = pools.map((pool) => pool.id);
            const updates$ = (growing ? merge(live.pools(ids), live.recent(source.launchpads)) : ids.length > 0 ? live.pools(ids) : EMPTY).pipe(
              map((update): ListEvent => ({ kind: 'update', update: update.value })),
            );
            // Subscribed first: the hold sends its subscription before the catch-up asks.
            return merge(updates$, catchUp(added));
          }),
        );
      // After a reconnect the socket subscribes again while the snapshot is asked for: a trade the
      // server makes between computing that snapshot and reading the subscription reaches neither
      // (the soak found a row a trade behind after a kill). So every snapshot after the first is
      // followed by a catch-up of the tokens it kept, read once the subscription is on the wire
      // (the tokens it added have theirs already, in updatesAfter).
      const healCatchUps = (snapshots$: Observable<ListEvent>) =>
        snapshots$.pipe(
          filter((event) => event.kind === 'snapshot'),
          map((event) => ({
            mints: new Set(event.kind === 'snapshot' ? event.pools.map((pool) => pool.baseAsset.id) : []),
            onWire: event.kind === 'snapshot' && event.onWire === true,
          })),
          pairwise(),
          // A snapshot read after the subscription was on the wire already has every trade since.
          switchMap(([before, now]) => (now.onWire ? EMPTY : catchUp([...now.mints].filter((mint) => before.mints.has(mint))))),
        );
      const statuses$ = live.status$.pipe(map((status): ListEvent => ({ kind: 'status', status })));
      // connect: both readers of the snapshots are subscribed before the first fetch starts, so a
      // snapshot that answers at once (a prefetched one) reaches the live updates too.
      const state$ = fetches$.pipe(
        connect((snapshots$) => merge(statuses$, snapshots$, updatesAfter(snapshots$), healCatchUps(snapshots$))),
        scan(
          reduceList,
          initialListState(
            growing,
            { state: 'idle', generation: 0, since: scheduler.now() },
            { ...(source.launchpads ? { launchpads: source.launchpads } : {}), ...(source.tag ? { tag: source.tag } : {}) },
          ),
        ),
        filter((state) => state.changed),
        share(),
      );

      const ready$ = combineLatest([state$.pipe(filter((state) => state.snapshotGeneration >= 0)), view$, frozen$.pipe(distinctUntilChanged())]).pipe(
        perFrameAfterSubscribe(frameScheduler),
        map(([state, view, frozen]) => {
          const sort = resolveSort(source.category, view.sort);
          return { state, sort, frozen, view, rows: state.model.view(source.timeframe, view.filter, sort, scheduler.now()) };
        }),
        freezeOrder(),
        map(({ state, sort, rows, waiting }): TokenListState => ({
          status: 'ready',
          rows,
          waiting,
          total: state.model.size,
          sort,
          connection: state.status.state,
          stale: listIsStale(state.status, state.snapshotGeneration),
          updatedAt: scheduler.now(),
        })),
      );
      const failed$ = state$.pipe(
        filter((state) => state.failed !== undefined && state.snapshotGeneration < 0),
        map((state): TokenListState => ({ status: 'error', error: state.failed?.error })),
      );
      return merge(ready$, failed$).pipe(startWith<TokenListState>({ status: 'loading' }));
    });

  return { list, prefetch };
};

/** One key per snapshot request: the same source asks the same question. */
const sourceKey = (source: ListSource): string =>
  JSON.stringify([source.category, source.timeframe, source.launchpads ?? [], source.watchlist ?? [], source.tag ?? '']);

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
